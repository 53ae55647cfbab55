import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Button } from '../../forms/button';
import { Dialog } from './dialog';
import { Field } from '../../forms/field';
import { Input } from '../../forms/input';
import { Select } from '../../forms/select';

const meta = {
  title: 'Kit/Dialog',
  component: Dialog,
  parameters: { layout: 'fullscreen' },
  args: {
    open: true,
    title: 'Invite Member',
    description: 'Send an invitation by e-mail.',
    onOpenChange: () => {},
  },
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

function InviteForm({ pending = false }: { pending?: boolean }) {
  const [open, setOpen] = useState(true);
  return (
    <div style={{ padding: 24 }}>
      <Button onClick={() => setOpen(true)}>Invite Member</Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Invite Member"
        description="They will receive an e-mail with a link to join your company."
        pending={pending}
        onSubmit={() => setOpen(false)}
        footer={
          <>
            <Button $variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit">{pending ? 'Sending...' : 'Send Invitation'}</Button>
          </>
        }
      >
        <Field label="Email" required>
          <Input type="email" placeholder="colleague@company.com" />
        </Field>
        <Field label="Role" required>
          <Select
            defaultValue="member"
            options={[
              { value: 'member', label: 'Member' },
              { value: 'admin', label: 'Admin' },
            ]}
          />
        </Field>
      </Dialog>
    </div>
  );
}

export const Open: Story = { render: () => <InviteForm /> };

/** A request is running: every control is disabled and the dialog stays open. */
export const Pending: Story = { render: () => <InviteForm pending /> };

/**
 * Taller than the screen: only the body scrolls, the title and the buttons stay in view (try a
 * short window or a phone size).
 */
export const LongForm: Story = {
  render: () => (
    <Dialog
      open
      onOpenChange={() => {}}
      size="lg"
      title="Edit Project"
      description="Update the project's details."
      onSubmit={() => {}}
      footer={
        <>
          <Button $variant="outline">Cancel</Button>
          <Button type="submit">Save Changes</Button>
        </>
      }
    >
      {Array.from({ length: 14 }, (_, i) => (
        <Field key={i} label={`Field ${i + 1}`}>
          <Input defaultValue={`Value ${i + 1}`} />
        </Field>
      ))}
    </Dialog>
  ),
};

export const Confirmation: Story = {
  render: () => (
    <Dialog
      open
      onOpenChange={() => {}}
      size="sm"
      title="Delete LLM model"
      description="Are you sure you want to delete this LLM model?"
      footer={
        <>
          <Button $variant="outline">Cancel</Button>
          <Button $variant="destructive">Delete</Button>
        </>
      }
    />
  ),
};
