import { screen, waitFor } from '@testing-library/react';
import { WRONG_SETUP_CODE_MESSAGE, type CurrentUser } from '@portfolio/contracts';
import { describe, expect, it, vi } from 'vitest';
import { currentUserQueryKey } from '@portfolio/ui';
import { makeCurrentUser, renderWithProviders } from '@portfolio/ui/testing';
import { MOCK_PASSWORD, accountHandlers } from '../../testing/handlers';
import {
  MOCK_RECOVERY_CODES,
  MOCK_TWO_FACTOR_CODE,
  MOCK_TWO_FACTOR_SETUP,
} from '../../testing/two-factor-fixtures';
import { ProfileCard } from './profile-card';
import { TwoFactorEnableDialog } from './two-factor-enable-dialog';
import { TwoFactorPasswordDialog } from './two-factor-password-dialog';

describe('TwoFactorEnableDialog', () => {
  it('shows the QR code and the key, refuses a wrong code on its field, then shows the recovery codes', async () => {
    const { user } = renderWithProviders(<TwoFactorEnableDialog open onOpenChange={() => {}} />, {
      handlers: accountHandlers,
    });
    const qr = await screen.findByAltText('QR code for your authenticator app');
    expect(qr.getAttribute('src')).toBe(MOCK_TWO_FACTOR_SETUP.qrCode);
    expect(screen.getByTestId('two-factor-secret').textContent?.replace(/ /g, '')).toBe(
      MOCK_TWO_FACTOR_SETUP.secret,
    );

    const code = screen.getByLabelText(/^Code from the app/);
    await user.type(code, '12');
    await user.click(screen.getByRole('button', { name: 'Enable' }));
    await screen.findByText('Enter the 6-digit code from your authenticator app');

    await user.clear(code);
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Enable' }));
    await screen.findByText(WRONG_SETUP_CODE_MESSAGE);
    expect(code.getAttribute('aria-invalid')).toBe('true');

    await user.clear(code);
    await user.type(code, MOCK_TWO_FACTOR_CODE);
    await user.click(screen.getByRole('button', { name: 'Enable' }));
    await screen.findByText('Save your recovery codes');
    for (const recovery of MOCK_RECOVERY_CODES) screen.getByText(recovery);
  });
});

describe('TwoFactorPasswordDialog', () => {
  it('shows a wrong password on its field, and closes once two-factor is off', async () => {
    const onClose = vi.fn();
    const { user } = renderWithProviders(
      <TwoFactorPasswordDialog action="disable" onClose={onClose} />,
      { handlers: accountHandlers },
    );
    const password = await screen.findByLabelText(/^Password/);
    await user.type(password, 'not my password');
    await user.click(screen.getByRole('button', { name: 'Disable' }));
    await screen.findByText('Your password is not correct');
    expect(onClose).not.toHaveBeenCalled();

    await user.clear(password);
    await user.type(password, MOCK_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});

describe('ProfileCard', () => {
  it('checks the names, saves them and makes the answer the current user', async () => {
    const me = makeCurrentUser();
    const { user, queryClient } = renderWithProviders(<ProfileCard user={me} />, {
      handlers: accountHandlers,
    });
    queryClient.setQueryData(currentUserQueryKey, me);
    const first = screen.getByLabelText(/^First Name/);
    await user.clear(first);
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    await screen.findByText('First name is required');

    await user.type(first, 'Augusta');
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    await waitFor(() =>
      expect(queryClient.getQueryData<CurrentUser>(currentUserQueryKey)?.firstName).toBe('Augusta'),
    );
    await screen.findByText('Profile updated');
  });

  it('is read-only for an account of an identity provider', () => {
    renderWithProviders(<ProfileCard user={makeCurrentUser({ hasPassword: false })} />);
    expect(screen.getByLabelText(/^First Name/).hasAttribute('readonly')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save Profile' })).toBeNull();
    screen.getByText('Your profile is managed by your authentication provider.');
  });
});
