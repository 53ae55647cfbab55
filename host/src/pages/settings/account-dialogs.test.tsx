import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { PASSWORDS_DO_NOT_MATCH_MESSAGE, routes } from '@portfolio/contracts';
import { describe, expect, it, vi } from 'vitest';
import { errorAnswer, noContent, renderWithProviders, server } from '@portfolio/ui/testing';
import { ChangePasswordDialog } from './change-password-dialog';
import { DeleteAccountDialog } from './delete-account-dialog';

/** Records the bodies the mocked route receives, answering each with `answer`. */
function recordCalls(method: 'post' | 'delete', path: string, answer: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    http[method](path, async ({ request }) => {
      bodies.push(method === 'post' ? await request.json() : null);
      return answer();
    }),
  );
  return bodies;
}

async function fillPasswords(
  user: ReturnType<typeof renderWithProviders>['user'],
  values: [current: string, next: string, again: string],
) {
  const [current, next, again] = values;
  await user.type(screen.getByLabelText(/^Current password/), current);
  await user.type(screen.getByLabelText(/^New password(?! again)/), next);
  await user.type(screen.getByLabelText(/^New password again/), again);
  await user.click(screen.getByRole('button', { name: 'Change Password' }));
}

describe('ChangePasswordDialog', () => {
  it('stops on new passwords that differ, without calling the server', async () => {
    const calls = recordCalls('post', routes.changePassword.path, noContent);
    const { user } = renderWithProviders(<ChangePasswordDialog open onOpenChange={() => {}} />);
    await fillPasswords(user, ['old password!', 'a new passphrase', 'a new passphrase?']);
    await screen.findByText(PASSWORDS_DO_NOT_MATCH_MESSAGE);
    expect(calls).toEqual([]);
  });

  it('shows a wrong current password on its field and stays open', async () => {
    recordCalls('post', routes.changePassword.path, () =>
      errorAnswer(403, 'Your current password is not correct', { code: 'wrong_password' }),
    );
    const onOpenChange = vi.fn();
    const { user } = renderWithProviders(<ChangePasswordDialog open onOpenChange={onOpenChange} />);
    await fillPasswords(user, ['not it at all', 'a new passphrase', 'a new passphrase']);
    const current = screen.getByLabelText(/^Current password/);
    await waitFor(() => expect(current.getAttribute('aria-invalid')).toBe('true'));
    screen.getByText('Your current password is not correct');
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('sends the three fields and closes on success', async () => {
    const calls = recordCalls('post', routes.changePassword.path, noContent);
    const onOpenChange = vi.fn();
    const { user } = renderWithProviders(<ChangePasswordDialog open onOpenChange={onOpenChange} />);
    await fillPasswords(user, ['old password!', 'a new passphrase', 'a new passphrase']);
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(calls).toEqual([
      {
        currentPassword: 'old password!',
        newPassword: 'a new passphrase',
        confirmPassword: 'a new passphrase',
      },
    ]);
  });
});

describe('DeleteAccountDialog', () => {
  it("shows the server's refusal in the dialog and does not leave the page", async () => {
    const reason = 'You are the last admin of Northwind Analytics, which has other members.';
    recordCalls('delete', routes.deleteAccount.path, () =>
      errorAnswer(409, reason, { code: 'last_admin' }),
    );
    const onDeleted = vi.fn();
    const { user } = renderWithProviders(
      <DeleteAccountDialog open onOpenChange={() => {}} onDeleted={onDeleted} />,
    );
    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    expect((await screen.findByRole('alert')).textContent).toBe(reason);
    expect(onDeleted).not.toHaveBeenCalled();
  });

  it('goes on once the account is deleted', async () => {
    const calls = recordCalls('delete', routes.deleteAccount.path, noContent);
    const onDeleted = vi.fn();
    const { user } = renderWithProviders(
      <DeleteAccountDialog open onOpenChange={() => {}} onDeleted={onDeleted} />,
    );
    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalled());
    expect(calls).toHaveLength(1);
  });
});
