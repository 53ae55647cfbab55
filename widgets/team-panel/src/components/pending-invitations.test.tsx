import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import {
  INVITATION_LINK_CREATED_MESSAGE,
  INVITATION_SENT_MESSAGE,
  routes,
} from '@portfolio/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpResponse, mockRoute, mockRouteError, mockRouteJson } from '@portfolio/ui/testing';
import { COMPANY_ID, makeInvitation } from '../testing/fixtures';
import { teamHandlers } from '../testing/handlers';
import { renderTeam } from '../testing/render';
import { PendingInvitations } from './pending-invitations';

const RESENT_LINK = 'http://localhost:3000/invitations/resentInvitationToken00001';

const rowOf = async (email: string) => (await screen.findByText(email)).closest('tr')!;

/** Clicks the button of an invitation's row named "`action` `email`"; returns the row. */
async function clickFor(
  user: UserEvent,
  action: 'Copy link for' | 'Resend invitation to' | 'Revoke invitation to',
  email: string,
) {
  const row = await rowOf(email);
  await user.click(within(row).getByRole('button', { name: `${action} ${email}` }));
  return row;
}

afterEach(() => vi.restoreAllMocks());

describe('PendingInvitations', () => {
  it('lists open invitations with their role, state and expiry', async () => {
    renderTeam(<PendingInvitations companyId={COMPANY_ID} />);
    const pending = await rowOf('lena.fischer@northwind.example');
    expect(within(pending).getByText('Member')).toBeTruthy();
    expect(within(pending).getByText('Pending')).toBeTruthy();
    expect(within(pending).getByText(/^Expires /)).toBeTruthy();
    const expired = await rowOf('omar.haddad@northwind.example');
    expect(within(expired).getByText('Admin')).toBeTruthy();
    expect(within(expired).getByText(/^Expired /)).toBeTruthy();
    expect(
      (within(expired).getByRole('button', { name: /Copy link/ }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('copies the invitation link to the clipboard', async () => {
    const { user } = renderTeam(<PendingInvitations companyId={COMPANY_ID} />);
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await clickFor(user, 'Copy link for', 'lena.fischer@northwind.example');
    expect(writeText).toHaveBeenCalledWith(
      'http://localhost:3000/invitations/pendingInvitationToken0001',
    );
    expect(await screen.findByText('Link copied')).toBeTruthy();
  });

  it('sends an invitation again, and an expired one becomes pending', async () => {
    const { user } = renderTeam(<PendingInvitations companyId={COMPANY_ID} />);
    const row = await clickFor(user, 'Resend invitation to', 'omar.haddad@northwind.example');
    expect(await screen.findByText('Invitation Sent')).toBeTruthy();
    expect(screen.getByText(INVITATION_SENT_MESSAGE)).toBeTruthy();
    await waitFor(() => expect(within(row).getByText('Pending')).toBeTruthy());
  });

  it('without a mail server, says the link was created again and offers to copy it', async () => {
    const { user } = renderTeam(<PendingInvitations companyId={COMPANY_ID} />, [
      mockRoute(routes.resendInvitation, ({ params }) =>
        HttpResponse.json({
          message: INVITATION_LINK_CREATED_MESSAGE,
          delivery: 'link',
          invitation: makeInvitation({ id: params.id, link: RESENT_LINK }),
        }),
      ),
      ...teamHandlers(),
    ]);
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await clickFor(user, 'Resend invitation to', 'omar.haddad@northwind.example');
    const toast = await screen.findByRole('status');
    expect(within(toast).getByText('Invitation link created')).toBeTruthy();
    expect(within(toast).getByText(INVITATION_LINK_CREATED_MESSAGE)).toBeTruthy();
    expect(screen.queryByText(INVITATION_SENT_MESSAGE)).toBeNull();
    await user.click(within(toast).getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(RESENT_LINK);
    expect(await screen.findByText('Link copied')).toBeTruthy();
  });

  it('revokes an invitation after confirmation', async () => {
    const { user } = renderTeam(<PendingInvitations companyId={COMPANY_ID} />);
    await clickFor(user, 'Revoke invitation to', 'lena.fischer@northwind.example');
    const dialog = screen.getByRole('alertdialog', { name: 'Revoke invitation' });
    expect(dialog.textContent).toContain(
      'Revoke the invitation sent to lena.fischer@northwind.example?',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Revoke invitation' }));
    expect(await screen.findByText('Invitation revoked')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('lena.fischer@northwind.example')).toBeNull());
  });

  it('says when there is no pending invitation, and offers to invite', async () => {
    const onInvite = vi.fn();
    const { user } = renderTeam(<PendingInvitations companyId={COMPANY_ID} onInvite={onInvite} />, [
      mockRouteJson(routes.listInvitations, []),
    ]);
    expect(await screen.findByText('No pending invitations.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Invite Member' }));
    expect(onInvite).toHaveBeenCalled();
  });

  it('says when the invitations cannot be loaded', async () => {
    renderTeam(<PendingInvitations companyId={COMPANY_ID} />, [
      mockRouteError(routes.listInvitations, 403, 'Only admins can do this'),
    ]);
    expect(await screen.findByText('Invitations could not be loaded')).toBeTruthy();
    expect(screen.getByText('Only admins can do this')).toBeTruthy();
  });
});
