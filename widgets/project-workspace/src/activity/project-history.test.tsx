import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RequestHandler } from 'msw';
import { routes } from '@portfolio/contracts';
import {
  createPortfolioStore,
  makeDemoProject,
  mockRouteError,
  renderWithProjects,
} from '@portfolio/ui/testing';
import { ProjectHistory } from './project-history';

function setup(edits = 1, handlers: RequestHandler[] = []) {
  const project = makeDemoProject({ status: 'planning', initialCosts: '120000.00' });
  const store = createPortfolioStore([project]);
  store.update(project.id, { status: 'active', initialCosts: '150000.50' });
  for (let i = 2; i <= edits; i += 1) store.update(project.id, { name: `Version ${i}` });
  const view = renderWithProjects(<ProjectHistory projectId={project.id} />, { store, handlers });
  return { project, store, user: view.user };
}

/** Opens the closed History card, as a person does. */
async function open(user: ReturnType<typeof renderWithProjects>['user']) {
  const toggle = screen.getByRole('button', { name: 'Show history' });
  expect(toggle.getAttribute('aria-expanded')).toBe('false');
  await user.click(toggle);
}

describe('Project history', () => {
  it('names who changed what, each field before → after in the form’s labels', async () => {
    const { user } = setup();
    expect(screen.queryByRole('list', { name: 'Project history' })).toBeNull();
    await open(user);
    const list = await screen.findByRole('list', { name: 'Project history' });
    const [entry] = within(list)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === list);
    expect(entry!.textContent).toContain('Maya Chen');
    expect(entry!.textContent).toContain('Maya Chen updated');
    expect(within(entry!).getByText('Status: Planning → Active')).toBeTruthy();
    expect(within(entry!).getByText('Initial Costs: $120,000 → $150,000.50')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('loads older changes with Load more', async () => {
    const { user } = setup(25);
    await open(user);
    const list = await screen.findByRole('list', { name: 'Project history' });
    const entries = () =>
      within(list)
        .getAllByRole('listitem')
        .filter((li) => li.parentElement === list);
    expect(entries()).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(entries()).toHaveLength(25));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(entries().at(-1)!.textContent).toContain('Status: Planning → Active');
  });

  it('says when nothing was recorded yet', async () => {
    const project = makeDemoProject();
    const { user } = renderWithProjects(<ProjectHistory projectId={project.id} />, {
      store: createPortfolioStore([project]),
    });
    await open(user);
    expect(await screen.findByText('No changes recorded yet.')).toBeTruthy();
  });

  it('shows an error card with Retry when the history cannot be loaded', async () => {
    const { user } = setup(1, [
      mockRouteError(routes.getProjectHistory, 500, 'Internal server error'),
    ]);
    await open(user);
    expect(await screen.findByText("The project's history could not be loaded")).toBeTruthy();
    expect(screen.getByRole('button', { name: /retry/i })).toBeTruthy();
  });
});
