import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { routes } from '@portfolio/contracts';
import { describe, expect, it, vi } from 'vitest';
import {
  mockRouteError,
  mockRouteJson,
  mockRouteLoading,
  renderWithProviders,
  server,
} from '@portfolio/ui/testing';
import { adminUser, memberUser, sampleMembers } from '../testing/fixtures';
import { teamHandlers } from '../testing/handlers';
import { renderTeam, teamPanel } from '../testing/render';
import { TeamPanel } from './team-panel';

const rows = () => screen.getAllByTestId('member-row');

describe('TeamPanel', () => {
  it('shows an admin the team, its figures, the invite button and the pending invitations', async () => {
    renderTeam(teamPanel());

    expect(screen.getByRole('heading', { level: 1, name: 'Team Members' })).toBeTruthy();
    await waitFor(() => expect(rows()).toHaveLength(4));

    const total = screen.getByText('Total Members').closest('section')!;
    const admins = screen.getByText('Admins').closest('section')!;
    expect(within(total).getByText('4')).toBeTruthy();
    expect(within(admins).getByText('2')).toBeTruthy();

    const [maya, , jonas, unnamed] = rows();
    expect(within(maya!).getByText('MC')).toBeTruthy();
    expect(within(maya!).getByText('You')).toBeTruthy();
    expect(within(maya!).getByText('Admin')).toBeTruthy();
    expect(within(maya!).getByText('Jan 12, 2026')).toBeTruthy();
    expect(within(jonas!).getByText('Jonas Weber')).toBeTruthy();
    expect(within(jonas!).getByText('jonas.weber@northwind.example')).toBeTruthy();
    expect(within(jonas!).getByText('Various')).toBeTruthy();
    expect(within(jonas!).getByText('Active')).toBeTruthy();
    expect(within(unnamed!).getByText('User')).toBeTruthy();
    expect(within(unnamed!).getByText('S')).toBeTruthy();
    expect(within(unnamed!).getByText('Recently')).toBeTruthy();

    expect(screen.getByRole('button', { name: 'Invite Member' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Actions for / })).toHaveLength(4);
    expect(await screen.findByText('lena.fischer@northwind.example')).toBeTruthy();
  });

  it('filters the members by name or e-mail as one types', async () => {
    const { user } = renderTeam(teamPanel());
    await waitFor(() => expect(rows()).toHaveLength(4));
    const search = screen.getByRole('searchbox', { name: 'Search members' });

    await user.click(search);
    await user.paste('PRIYA');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(within(rows()[0]!).getByText('Priya Nair')).toBeTruthy();
    expect(screen.getByText('1 of 4 members')).toBeTruthy();

    await user.clear(search);
    await user.paste('sam.okafor@');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(within(rows()[0]!).getByText('User')).toBeTruthy();

    await user.clear(search);
    await user.paste('northwind.example');
    await waitFor(() => expect(rows()).toHaveLength(4));

    await user.paste('zzz');
    expect(await screen.findByText('No members match your search')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Show all members' }));
    await waitFor(() => expect(rows()).toHaveLength(4));
    expect((search as HTMLInputElement).value).toBe('');
  });

  it('shows a member the team read-only: no invite, no actions, no invitations asked for', async () => {
    // Only the members route is answered: asking for the invitations would fail the test.
    renderTeam(teamPanel(memberUser), [mockRouteJson(routes.listMembers, sampleMembers())]);
    await waitFor(() => expect(rows()).toHaveLength(4));
    expect(screen.queryByRole('button', { name: 'Invite Member' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Actions for / })).toBeNull();
    expect(screen.queryByText('Pending Invitations')).toBeNull();
    expect(screen.getByRole('searchbox', { name: 'Search members' })).toBeTruthy();
  });

  it('shows skeletons while the members load', async () => {
    renderTeam(teamPanel(memberUser), [
      mockRouteLoading(routes.listMembers),
      ...teamHandlers().slice(1),
    ]);
    expect(screen.getByRole('status', { name: 'Loading team members' })).toBeTruthy();
    expect(screen.queryAllByTestId('member-row')).toHaveLength(0);
  });

  it("says so when the members cannot be loaded, with the server's reason and Retry", async () => {
    const { user } = renderTeam(teamPanel(memberUser), [
      mockRouteError(routes.listMembers, 500, 'The database is unavailable'),
    ]);
    expect(await screen.findByText('Team members could not be loaded')).toBeTruthy();
    expect(screen.getByText('The database is unavailable')).toBeTruthy();

    server.use(mockRouteJson(routes.listMembers, sampleMembers()));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(rows()).toHaveLength(4));
  });

  it('tells a user without a company that they have no access and leads to the dashboard', () => {
    const goTo = vi.fn();
    renderWithProviders(<TeamPanel companyId={null} user={adminUser} navigate={goTo} />);
    expect(screen.getByText('No Company Access')).toBeTruthy();
    expect(
      screen.getByText('You need to be a member of a company to manage team members.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Go to Dashboard' }));
    expect(goTo).toHaveBeenCalledWith('/');
  });
});
