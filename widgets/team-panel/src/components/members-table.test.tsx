import { screen, waitFor, within } from '@testing-library/react';
import { routes } from '@portfolio/contracts';
import { describe, expect, it } from 'vitest';
import { HttpResponse, mockRoute, mockRouteError } from '@portfolio/ui/testing';
import { COMPANY_ID, makeMember, sampleMembers } from '../testing/fixtures';
import { teamHandlers } from '../testing/handlers';
import { renderTeam, teamPanel } from '../testing/render';
import { MembersTable } from './members-table';

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;

describe('MembersTable', () => {
  it('lets an admin make a member an admin, and the table and figures follow', async () => {
    const { user } = renderTeam(teamPanel());
    const row = await rowOf('Jonas Weber');
    await user.click(within(row).getByRole('button', { name: 'Actions for Jonas Weber' }));
    const menu = screen.getByRole('menu', { name: 'Actions for Jonas Weber' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Make admin', 'Remove member']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Make admin' }));

    expect(await screen.findByText('Role updated')).toBeTruthy();
    expect(screen.getByText('Jonas Weber is now an admin.')).toBeTruthy();
    await waitFor(() => expect(within(row).getByText('Admin')).toBeTruthy());
    const admins = screen.getByText('Admins').closest('section')!;
    expect(within(admins).getByText('3')).toBeTruthy();
  });

  it("shows the server's refusal to demote the last admin as a destructive toast", async () => {
    const [maya, , jonas] = sampleMembers();
    const { user } = renderTeam(teamPanel(), teamHandlers({ members: [maya!, jonas!] }));
    const row = await rowOf('Maya Chen');
    await user.click(within(row).getByRole('button', { name: 'Actions for Maya Chen' }));
    await user.click(screen.getByRole('menuitem', { name: 'Make member' }));

    const toast = await screen.findByRole('alert');
    expect(toast.textContent).toContain('Error');
    expect(toast.textContent).toContain('A company needs at least one admin');
    expect(toast.getAttribute('data-variant')).toBe('destructive');
    expect(within(row).getByText('Admin')).toBeTruthy();
  });

  it('falls back to a sentence of its own when the server gives no reason', async () => {
    const { user } = renderTeam(teamPanel(), [
      mockRoute(routes.updateMemberRole, () => new HttpResponse(null, { status: 502 }) as never),
      ...teamHandlers(),
    ]);
    const row = await rowOf('Jonas Weber');
    await user.click(within(row).getByRole('button', { name: 'Actions for Jonas Weber' }));
    await user.click(screen.getByRole('menuitem', { name: 'Make admin' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to update role');
  });

  it('removes a member only after confirmation', async () => {
    const { user } = renderTeam(teamPanel());
    const row = await rowOf('Jonas Weber');

    await user.click(within(row).getByRole('button', { name: 'Actions for Jonas Weber' }));
    await user.click(screen.getByRole('menuitem', { name: 'Remove member' }));
    let dialog = screen.getByRole('alertdialog', { name: 'Remove member' });
    expect(dialog.textContent).toContain(
      'Remove Jonas Weber (jonas.weber@northwind.example) from Northwind Analytics?',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByText('Jonas Weber')).toBeTruthy();

    await user.click(within(row).getByRole('button', { name: 'Actions for Jonas Weber' }));
    await user.click(screen.getByRole('menuitem', { name: 'Remove member' }));
    dialog = screen.getByRole('alertdialog', { name: 'Remove member' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove member' }));

    expect(await screen.findByText('Member removed')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Jonas Weber')).toBeNull());
    expect(screen.getAllByTestId('member-row')).toHaveLength(3);
  });

  it("shows the server's reason when removing the last admin is refused", async () => {
    const { user } = renderTeam(teamPanel(), [
      mockRouteError(routes.removeMember, 409, 'A company needs at least one admin'),
      ...teamHandlers(),
    ]);
    const row = await rowOf('Priya Nair');
    await user.click(within(row).getByRole('button', { name: 'Actions for Priya Nair' }));
    await user.click(screen.getByRole('menuitem', { name: 'Remove member' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove member' }),
    );
    expect((await screen.findByRole('alert')).textContent).toContain(
      'A company needs at least one admin',
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByText('Priya Nair')).toBeTruthy();
  });

  it('has no actions column for a member', () => {
    renderTeam(
      <MembersTable
        members={[makeMember()]}
        companyId={COMPANY_ID}
        companyName="Acme"
        isAdmin={false}
        currentUserId={null}
      />,
      [],
    );
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Member',
      'Role',
      'Department',
      'Joined',
      'Status',
    ]);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
