import type { ParamsOf } from '@portfolio/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { NotFoundError } from '../../errors.ts';
import { presentProject, type ProjectRow } from '../../presenters/project.ts';
import * as projects from '../../services/projects.ts';
import { contractRoute, JsonText } from '../contract.ts';

/** `/api/projects/{id}` routes belong to the company of the project. */
const companyOfProject = (params: ParamsOf<'getProject'>, deps: AppDeps) =>
  projects.companyOfProject(deps.db, params.id);

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
    const page = await projects.listProjects(
      deps.db,
      params.companyId,
      query,
      membership.dataVersion,
    );
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
  companyOf: companyOfProject,
  versioned: true,
  async handle({ params, deps }) {
    return found(await projects.findProject(deps.db, params.id));
  },
});

export const updateProject = contractRoute('updateProject', {
  companyOf: companyOfProject,
  async handle({ params, body, deps }) {
    return found(await projects.updateProject(deps.db, params.id, body));
  },
});

export const archiveProject = contractRoute('archiveProject', {
  companyOf: companyOfProject,
  async handle({ params, deps }) {
    return found(await projects.setArchived(deps.db, params.id, true));
  },
});

export const restoreProject = contractRoute('restoreProject', {
  companyOf: companyOfProject,
  async handle({ params, deps }) {
    return found(await projects.setArchived(deps.db, params.id, false));
  },
});
