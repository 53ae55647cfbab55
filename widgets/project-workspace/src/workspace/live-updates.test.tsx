import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  AUDIT_ENTITIES,
  PERSONAL_CHANGES,
  pathsOutdatedByChange,
  type ChangeKind,
} from '@portfolio/contracts';
import { queryKeyUrl } from '@portfolio/ui';
import {
  companyEventStream,
  createPortfolioStore,
  demoPortfolio,
  makeDemoProject,
  recordRequests,
  renderWithProjects,
  widgetProps,
} from '@portfolio/ui/testing';
import { projectEvent } from '../testing/company-events';
import { ProjectWorkspace } from './project-workspace';
import { SECTIONS } from './sections';

// The workspace follows the company's event stream as the other widgets do: each of its answers
// is one a change of some entity makes out of date (so an event refreshes it), and a change made
// elsewhere reaches a section that shows without a reload.

const requests = recordRequests();

const kinds = [...AUDIT_ENTITIES, ...Object.keys(PERSONAL_CHANGES)] as ChangeKind[];

/** Whether a change of some kind to this project refreshes the answer of `path`. */
function refreshedByAChange(path: string, companyId: string, projectId: string) {
  return kinds.some((kind) =>
    pathsOutdatedByChange({ kind, companyId, projectId }).some(
      (outdated) => path === outdated || path.startsWith(`${outdated}/`),
    ),
  );
}

function setup(section: string, store = createPortfolioStore([makeDemoProject()])) {
  const project = store.all()[0]!;
  const stream = companyEventStream();
  const result = renderWithProjects(
    <ProjectWorkspace {...widgetProps()} projectId={project.id} section={section} />,
    { store, handlers: [stream.handler] },
  );
  return { ...result, project, store, stream };
}

/** Waits until nothing on the page is loading. */
const settled = () =>
  waitFor(() => {
    expect(screen.queryAllByRole('status', { name: /^Loading/ })).toEqual([]);
    expect(screen.queryAllByRole('status', { busy: true })).toEqual([]);
  });

describe('the workspace and the event stream', () => {
  it.each(SECTIONS.map((s) => [s.label, s.id] as const))(
    'keeps in %s only answers under the paths a change refreshes',
    async (_label, section) => {
      // The demo portfolio: its first project has every card filled.
      const { project, user, queryClient } = setup(section, demoPortfolio());
      await screen.findByRole('region', { name: 'Project summary' });
      if (section === 'activity') {
        await user.click(await screen.findByRole('button', { name: 'Show history' }));
      }
      await settled();
      // An event refreshes the answers cached under a path (`refreshPaths`): a key that is not
      // its URL's path, or a path no change names, would never follow the stream.
      const keys = queryClient
        .getQueryCache()
        .getAll()
        .map((query) => query.queryKey);
      const paths = keys.map((key) => queryKeyUrl(key).split('?')[0]!);
      expect(paths).toEqual(expect.arrayContaining(requests.map((url) => url.pathname)));
      const stale = paths.filter(
        (path) => !refreshedByAChange(path, project.companyId, project.id),
      );
      expect(stale).toEqual([]);
    },
  );

  it("shows a milestone someone else adds on the Plan's Milestones card, without a reload", async () => {
    const { project, store, stream } = setup('plan');
    const card = await screen.findByRole('region', { name: /^Milestones/ });
    await within(card).findByText(/No milestones yet/);
    await waitFor(() => expect(stream.openStreams).toBe(1));

    const milestone = store.createMilestone(project, {
      name: 'Pilot with the EMEA team',
      dueDate: '2027-03-31',
    });
    stream.send({ id: '51', data: projectEvent('milestone.created', milestone.id, project) });
    expect(await within(card).findByText('Pilot with the EMEA team')).toBeTruthy();
  });

  it("shows an incident someone else reports on the Compliance section's Incidents card", async () => {
    const { project, store, stream } = setup('compliance');
    const card = await screen.findByRole('region', { name: /^Incidents/ });
    await within(card).findByText(/No open incidents on this project/);
    await waitFor(() => expect(stream.openStreams).toBe(1));

    const incident = store.incidents.create(project.companyId, {
      title: 'Chatbot quoted a withdrawn price list',
      projectId: project.id,
      awareAt: '2026-11-25T09:00:00.000Z',
      severity: 'medium',
    });
    if (!('id' in incident)) throw new Error(incident.message);
    stream.send({ id: '52', data: projectEvent('incident.created', incident.id, project) });
    expect(await within(card).findByText('Chatbot quoted a withdrawn price list')).toBeTruthy();
  });
});
