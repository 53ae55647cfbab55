import { NotFoundError } from '../../errors.ts';
import { Project } from '../../models/project.ts';
import { presentProject, type ProjectRow } from '../../presenters/project.ts';
import * as projects from '../../services/projects.ts';
import { contractRoute, JsonText, setDataVersion } from '../contract.ts';

/** `/api/projects/{id}/…` routes act on the project of the path, of its company. */
export const projectOfPath = { model: Project, param: 'id' } as const;

function found(row: ProjectRow | undefined) {
  // Deleted with its company between the access check and now.
  if (!row) throw new NotFoundError('Project not found');
  return presentProject(row);
}

/**
 * GET /api/companies/{companyId}/projects: filtered, sorted and paged (first
 * PROJECT_PAGE_MAX when no limit is given); the filtered total is in X-Total-Count.
 */
export const listProjects = contractRoute('listProjects', {
  versioned: true,
  async handle({ params, query, membership, ctx, deps }) {
    const page = await projects.listProjects(deps.db, params.companyId, query, {
      dataVersion: membership.dataVersion,
      cacheMiB: deps.config.listCacheMiB,
    });
    // The version read with the page is the one that describes it.
    if (page.dataVersion !== undefined) setDataVersion(ctx, params.companyId, page.dataVersion);
    ctx.set('X-Total-Count', String(page.total));
    return new JsonText(page.json);
  },
});

export const createProject = contractRoute('createProject', {
  async handle({ params, body, userId, deps }) {
    return presentProject(await projects.createProject(deps.db, params.companyId, userId, body));
  },
});

export const getProject = contractRoute('getProject', {
  row: projectOfPath,
  versioned: true,
  async handle({ row }) {
    return presentProject(row);
  },
});

export const updateProject = contractRoute('updateProject', {
  row: projectOfPath,
  async handle({ row, body, deps }) {
    return found(await projects.updateProject(deps.db, row.id, body));
  },
});

export const archiveProject = contractRoute('archiveProject', {
  row: projectOfPath,
  async handle({ row, deps }) {
    return presentProject(await projects.setArchived(deps.db, row, true));
  },
});

export const restoreProject = contractRoute('restoreProject', {
  row: projectOfPath,
  async handle({ row, deps }) {
    return presentProject(await projects.setArchived(deps.db, row, false));
  },
});
