import { fireEvent, screen, within } from '@testing-library/react';
import {
  INVITATION_LINK_CREATED_MESSAGE,
  INVITATION_SENT_MESSAGE,
  routes,
  type InviteBody,
} from '@portfolio/contracts';
import { describe, expect, it, vi } from 'vitest';
import { HttpResponse, delay, mockRoute, mockRouteError, server } from '@portfolio/ui/testing';
import { COMPANY_ID, makeInvitation } from '../testing/fixtures';
import { renderTeam } from '../testing/render';
import { InviteMemberDialog } from './invite-member-dialog';

function renderDialog() {
  const onOpenChange = vi.fn();
  const ui = renderTeam(
    <InviteMemberDialog open onOpenChange={onOpenChange} companyId={COMPANY_ID} />,
    [],
  );
  const dialog = screen.getByRole('dialog', { name: 'Invite Member' });
  const email = within(dialog).getByLabelText(/Email address/) as HTMLInputElement;
  const role = within(dialog).getByLabelText(/Role/) as HTMLSelectElement;
  const send = within(dialog).getByRole('button', { name: /Send Invitation/ });
  return { ...ui, onOpenChange, dialog, email, role, send };
}

describe('InviteMemberDialog', () => {
  it("checks the e-mail and the role with the contract's messages before sending anything", async () => {
    const { user, dialog, email, role, send } = renderDialog();
    expect(role.value).toBe('member');
    expect([...role.options].filter((o) => !o.disabled).map((o) => o.text)).toEqual([
      'Admin',
      'Member',
    ]);

    await user.click(send);
    expect(within(dialog).getByText('Please enter a valid email address')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');

    await user.click(email);
    await user.paste('not-an-email');
    fireEvent.change(role, { target: { value: '' } });
    await user.click(send);
    expect(within(dialog).getByText('Please enter a valid email address')).toBeTruthy();
    expect(within(dialog).getByText('Please select a role')).toBeTruthy();
  });

  it('invites with the role member unless changed, then says the invitation was sent', async () => {
    let sent: InviteBody | undefined;
    server.use(
      mockRoute(routes.inviteMember, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(
          {
            message: 'An email invitation has been sent',
            delivery: 'email',
            invitation: makeInvitation({ email: sent.email }),
          },
          { status: 201 },
        );
      }),
    );
    const { user, email, send, onOpenChange } = renderDialog();
    await user.click(email);
    await user.paste('  lena@northwind.example ');
    await user.click(send);

    const toast = await screen.findByRole('status');
    expect(within(toast).getByText('Invitation Sent')).toBeTruthy();
    expect(within(toast).getByText('An email invitation has been sent')).toBeTruthy();
    expect(sent).toEqual({ email: 'lena@northwind.example', role: 'member' });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('without a mail server, says the link was created (not sent) and offers to copy it', async () => {
    const invitation = makeInvitation({ email: 'lena@northwind.example' });
    server.use(
      mockRoute(routes.inviteMember, () =>
        HttpResponse.json(
          { message: INVITATION_LINK_CREATED_MESSAGE, delivery: 'link', invitation },
          { status: 201 },
        ),
      ),
    );
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    const { user, email, send } = renderDialog();
    await user.click(email);
    await user.paste('lena@northwind.example');
    await user.click(send);

    const toast = await screen.findByRole('status');
    expect(within(toast).getByText('Invitation link created')).toBeTruthy();
    expect(within(toast).getByText(INVITATION_LINK_CREATED_MESSAGE)).toBeTruthy();
    expect(within(toast).queryByText(INVITATION_SENT_MESSAGE)).toBeNull();
    await user.click(within(toast).getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(invitation.link);
    expect(await screen.findByText('Link copied')).toBeTruthy();
  });

  it('disables its controls while the invitation is being sent', async () => {
    server.use(
      mockRoute(routes.inviteMember, async () => {
        await delay(200);
        return HttpResponse.json(
          {
            message: 'An email invitation has been sent',
            delivery: 'email',
            invitation: makeInvitation(),
          },
          { status: 201 },
        );
      }),
    );
    const { user, dialog, email, role } = renderDialog();
    await user.click(email);
    await user.paste('omar@northwind.example');
    await user.selectOptions(role, 'admin');
    await user.click(within(dialog).getByRole('button', { name: /Send Invitation/ }));

    expect(dialog.getAttribute('aria-busy')).toBe('true');
    expect(within(dialog).getByRole('button', { name: /Sending\.\.\./ })).toBeTruthy();
    expect(email.closest('fieldset')!.disabled).toBe(true);
    await screen.findByText('Invitation Sent');
  });

  it("shows the server's reason, or the fallback, in a destructive toast", async () => {
    server.use(
      mockRouteError(routes.inviteMember, 409, 'This person is already a member of the company'),
    );
    const { user, email, send, onOpenChange } = renderDialog();
    await user.click(email);
    await user.paste('maya.chen@northwind.example');
    await user.click(send);
    const reason = await screen.findByText('This person is already a member of the company');
    expect(reason.closest('[data-variant]')!.getAttribute('data-variant')).toBe('destructive');
    expect(onOpenChange).not.toHaveBeenCalledWith(false);

    server.use(
      mockRoute(
        routes.inviteMember,
        () => new HttpResponse('Bad Gateway', { status: 502 }) as never,
      ),
    );
    await user.click(send);
    const fallback = await screen.findByText('Failed to send invitation');
    expect(fallback.closest('[data-variant]')!.getAttribute('data-variant')).toBe('destructive');
  });
});
