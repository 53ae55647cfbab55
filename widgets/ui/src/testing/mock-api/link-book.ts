import {
  DUPLICATE_LINK_MESSAGE,
  PROJECT_LINK_URL_MESSAGE,
  recogniseLink,
  routes,
  type Project,
  type ProjectLink,
  type ProjectLinkBody,
} from '@portfolio/contracts';
import { HttpResponse } from 'msw';
import { errorAnswer, invalidAnswer, mockDelete, mockRoute, projectRoutes } from './mock-route';
import { removeById } from './mock-route';

/**
 * The projects' links to outside items, in memory, answering like the BFF: provider, kind and
 * key recognised from the URL by the contract's `recogniseLink`, newest first, the same item
 * twice on one project refused (409).
 */
export function createLinkBook(project: (id: string) => Project | undefined) {
  let links: ProjectLink[] = [];
  return {
    list: (projectId: string) => links.filter((l) => l.projectId === projectId),
    /** The new link, or the refusal the BFF words. */
    add(
      p: Project,
      body: ProjectLinkBody,
      event?: Pick<ProjectLink, 'state' | 'lastEvent' | 'lastEventAt'>,
    ): ProjectLink | { status: 400 | 409; message: string } {
      const recognised = recogniseLink(body.url);
      if (!recognised) return { status: 400, message: PROJECT_LINK_URL_MESSAGE };
      if (
        links.some(
          (l) =>
            l.projectId === p.id && l.key === recognised.key && l.provider === recognised.provider,
        )
      ) {
        return { status: 409, message: DUPLICATE_LINK_MESSAGE };
      }
      const link: ProjectLink = {
        id: crypto.randomUUID(),
        companyId: p.companyId,
        projectId: p.id,
        url: body.url.trim(),
        ...recognised,
        title: body.title?.trim() || null,
        state: null,
        lastEvent: null,
        lastEventAt: null,
        createdAt: new Date().toISOString(),
        ...event,
      };
      links = [link, ...links];
      return link;
    },
    remove: (id: string) => removeById(links, id, (rest) => (links = rest)),
    project,
  };
}

export type LinkBook = ReturnType<typeof createLinkBook>;

/** The project links' routes over the book, typed by the contract. */
export function linkHandlers(book: () => LinkBook) {
  const { withProject, json } = projectRoutes((id) => book().project(id));
  return [
    json(routes.listProjectLinks, (p) => book().list(p.id)),
    mockRoute(routes.addProjectLink, async ({ request, params }) => {
      const body = await request.json();
      return withProject(params.id, (p) => {
        const answer = book().add(p, body);
        if ('status' in answer) {
          return answer.status === 409
            ? errorAnswer(409, answer.message, { code: 'duplicate_link' })
            : invalidAnswer([{ field: 'url', message: answer.message }]);
        }
        return HttpResponse.json(answer, { status: 201 });
      });
    }),
    mockDelete(routes.removeProjectLink, 'project_link', (id) => book().remove(id)),
  ];
}
