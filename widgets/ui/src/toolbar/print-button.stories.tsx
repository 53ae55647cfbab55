import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { PrintButton } from './print-button';

const meta = {
  title: 'Kit/PrintButton',
  component: PrintButton,
  args: {},
} satisfies Meta<typeof PrintButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The page's Print button, in the outline style beside the page's other actions. */
export const Print: Story = {};

/** Off while the page has nothing to print yet. */
export const Disabled: Story = { args: { disabled: true } };

/** Named by what it prints for a screen reader, e.g. a project's page. */
export const Named: Story = { args: { label: 'Print project' } };
