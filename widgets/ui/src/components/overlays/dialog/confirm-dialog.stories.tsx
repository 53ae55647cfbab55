import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { ConfirmDialog } from './confirm-dialog';

const meta = {
  title: 'Kit/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    title: 'Delete LLM model',
    question: 'Are you sure you want to delete this LLM model?',
    confirmLabel: 'Delete',
    pendingLabel: 'Deleting...',
    pending: false,
    onConfirm: () => {},
    onCancel: () => {},
  },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Asking: Story = {};

export const Pending: Story = { args: { pending: true } };
