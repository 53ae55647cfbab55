import type { ReactElement } from 'react';
import type { RequestHandler } from 'msw';
import type { CurrentUser, Project } from '@portfolio/contracts';
import { demoPortfolio, renderWithProjects, widgetProps } from '@portfolio/ui/testing';
import { ProjectWorkspace } from '../workspace/project-workspace';
import type { SectionId } from '../workspace/sections';

/*
 * What the tests of the project page's cards share: a project of the kit's demo portfolio, by
 * its name or its place in the list, rendered over the store's handlers and any more given.
 */

type DemoStore = ReturnType<typeof demoPortfolio>;

export interface DemoProjectOptions {
  store?: DemoStore;
  /** Put ahead of the store's handlers. */
  handlers?: RequestHandler[];
  /** Changes the store before the first render. */
  prepare?: (store: DemoStore, project: Project) => void;
  /** The signed-in user the host gives the page (the demo admin unless given). */
  user?: CurrentUser;
}

/** Renders what `render` makes of the demo project named (or at that place in the list). */
export function renderDemoProject(
  project: string | number,
  render: (project: Project) => ReactElement,
  { store = demoPortfolio(), handlers = [], prepare }: DemoProjectOptions = {},
) {
  const found =
    typeof project === 'number'
      ? store.all()[project]!
      : store.all().find((p) => p.name === project)!;
  prepare?.(store, found);
  return { ...renderWithProjects(render(found), { store, handlers }), project: found };
}

/** The project page of a demo project opened on `section`, and the props the host gave it. */
export function openSection(
  section: SectionId,
  project: string | number = 'Customer Support Copilot',
  options: DemoProjectOptions = {},
) {
  const props = widgetProps(options.user ? { user: options.user } : {});
  const rendered = renderDemoProject(
    project,
    ({ id }) => <ProjectWorkspace {...props} section={section} projectId={id} />,
    options,
  );
  return { ...rendered, props };
}
