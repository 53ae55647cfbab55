import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Field } from '../../forms/field';
import { Input } from '../../forms/input';
import { FormDialog } from './form-dialog';

const meta = {
  title: 'Kit/FormDialog',
  component: FormDialog,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Rename project',
    description: 'The new name shows everywhere the project does.',
    submitLabel: 'Save',
    pendingLabel: 'Saving...',
    pending: false,
    onClose: () => {},
    onSubmit: (event) => event.preventDefault(),
    children: (
      <Field label="Name" required>
        <Input defaultValue="Invoice assistant" />
      </Field>
    ),
  },
} satisfies Meta<typeof FormDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Pending: Story = { args: { pending: true } };
