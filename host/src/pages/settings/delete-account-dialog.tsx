import styled from 'styled-components';
import {
  ConfirmDialog,
  MutedText,
  RefusalNotice,
  mutationErrorMessage,
  type DialogOpenProps,
} from '@portfolio/ui';
import { useDeleteAccount } from '../../api/delete-account';

/**
 * Delete Account, after a confirmation. The server refuses the last admin of a company with
 * other members and says why; the reason stays in the dialog, next to the choice. On success
 * the session is gone, so the page reloads signed out at the home page.
 */
export function DeleteAccountDialog({
  open,
  onOpenChange,
  onDeleted = () => window.location.assign('/'),
}: DialogOpenProps & { onDeleted?: () => void }) {
  const remove = useDeleteAccount();
  const close = () => {
    remove.reset();
    onOpenChange(false);
  };
  return (
    <ConfirmDialog
      open={open}
      title="Delete your account?"
      question="This cannot be undone."
      confirmLabel="Delete Account"
      pendingLabel="Deleting..."
      pending={remove.isPending}
      onConfirm={() => remove.mutate(undefined, { onSuccess: onDeleted })}
      onCancel={close}
    >
      <MutedText>
        You are signed out everywhere and can no longer sign in with this account. Companies in
        which you are the only member are deleted with their projects and LLM models; in the others
        your projects stay with the company.
      </MutedText>
      {remove.isError && (
        <Refusal role="alert">
          {mutationErrorMessage(remove.error, 'Failed to delete account')}
        </Refusal>
      )}
    </ConfirmDialog>
  );
}

const Refusal = styled(RefusalNotice)`
  margin-top: 0.75rem;
`;
