import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { HistoryEntry } from '@portfolio/contracts';
import { makeCurrentUser, makeMembership, server } from '@portfolio/ui/testing';
import { activityHandler, demoActivity, membersHandler } from '../../testing/handlers';
import { renderApp, signedIn } from '../../testing/render-app';

const entriesIn = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === list);

function setup(
  entries: readonly HistoryEntry[] = demoActivity,
  role: 'admin' | 'member' = 'admin',
) {
  signedIn(makeCurrentUser({ companies: [makeMembership({ role })] }));
  server.use(activityHandler(entries), membersHandler);
  return renderApp('/activity');
}

describe('Activity page', () => {
  it('shows an admin every change, newest first, with who, what and each field', async () => {
    setup();
    const list = await screen.findByRole('list', { name: 'Company activity' });
    const [newest, second] = entriesIn(list);
    expect(newest!.textContent).toContain('Maya Chen updated Project “Customer Support Copilot”');
    expect(within(newest!).getByText('Status: Planning → Active')).toBeTruthy();
    expect(within(newest!).getByText('Running Costs: $8,500 → $9,200')).toBeTruthy();
    expect(second!.textContent).toContain(
      'Lena Fischer revealed the API key of LLM model “GPT-4o”',
    );
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Activity' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('filters by person, kind, action and days, and exports what it shows', async () => {
    const { user } = setup();
    const list = await screen.findByRole('list', { name: 'Company activity' });
    await user.selectOptions(await screen.findByLabelText('Person'), 'Lena Fischer');
    await waitFor(() => expect(entriesIn(list)).toHaveLength(2));
    await user.selectOptions(screen.getByLabelText('Kind'), 'Project');
    await waitFor(() => expect(entriesIn(list)).toHaveLength(1));
    expect(entriesIn(list)[0]!.textContent).toContain('archived Project “Invoice Reader”');
    const exportLink = screen.getByRole('link', { name: 'Export CSV' });
    const url = new URL(exportLink.getAttribute('href')!);
    expect(url.pathname).toMatch(/\/api\/companies\/[^/]+\/audit\/export$/);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      actorId: '7c3d9e2f-1a4b-4c5d-8e6f-0a1b2c3d4e5f',
      entity: 'project',
    });

    await user.selectOptions(screen.getByLabelText('Person'), 'Everyone');
    await user.selectOptions(screen.getByLabelText('Kind'), 'Everything');
    await user.selectOptions(screen.getByLabelText('Action'), 'Created');
    await user.type(screen.getByLabelText('From'), '2026-03-03');
    await waitFor(() => expect(entriesIn(list)).toHaveLength(1));
    expect(entriesIn(list)[0]!.textContent).toContain('created Invitation');

    await user.type(screen.getByLabelText('To'), '2026-03-04');
    expect(await screen.findByText('No activity')).toBeTruthy();
  });

  it('loads older changes with Load more', async () => {
    const many = Array.from({ length: 25 }, (_, i) => ({
      ...demoActivity[0]!,
      id: String(25 - i),
      entityLabel: `Project ${25 - i}`,
    }));
    const { user } = setup(many);
    const list = await screen.findByRole('list', { name: 'Company activity' });
    expect(entriesIn(list)).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(entriesIn(list)).toHaveLength(25));
    expect(entriesIn(list).at(-1)!.textContent).toContain('Project 1”');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('is for admins: a member sees neither the page nor its menu item', async () => {
    setup(demoActivity, 'member');
    expect(await screen.findByText('Admins only')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByRole('link', { name: 'Activity' })).toBeNull();
    expect(screen.queryByRole('list', { name: 'Company activity' })).toBeNull();
  });
});
