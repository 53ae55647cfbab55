import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { recordControls } from '@portfolio/contracts';
import { RecordControls } from './record-controls';

/*
 * The "Controls" line of a record (a project's GDPR record here): the company's controls that
 * cover it, each linking to its page, with its evidence's state.
 */

const [impact, personal] = recordControls('gdpr-record', new Map());

const meta = {
  title: 'Kit/RecordControls',
  component: RecordControls,
  args: { controls: [impact!, { ...personal!, evidence: 'current' }], navigate: () => {} },
} satisfies Meta<typeof RecordControls>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One control without evidence, one with current evidence. */
export const Default: Story = {};

/** All the evidence on a control has expired. */
export const Lapsed: Story = {
  args: { controls: [{ ...impact!, evidence: 'lapsed' }, personal!] },
};

/** Without `navigate` (a printed file), the links are plain addresses. */
export const PlainLinks: Story = { args: { navigate: undefined } };
