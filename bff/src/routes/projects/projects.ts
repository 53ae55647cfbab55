import { write } from '../../audit/unit-of-work.ts';
import { Project } from '../../models/project.ts';
import { presentProject } from '../../presenters/portfolio/project.ts';
import * as projects from '../../services/portfolio/projects.ts';
import { contractRoute, JsonText, setDataVersion } from '../contract.ts';

/** `/api/projects/{id}/…` routes act on the project of the path, of its company. */
export const projectOfPath = { model: Project, param: 'id' } as const;

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
  async handle({ params, body, userId, actor, deps }) {
    const created = await write(deps, actor, (uow) =>
      projects.createProject(uow, params.companyId, userId, body),
    );
    return presentProject(created);
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
  async handle({ row, body, actor, membership, deps }) {
    const admin = membership.role === 'admin';
    return presentProject(
      await write(deps, actor, (uow) => projects.updateProject(uow, row.id, body, { admin })),
    );
  },
});

export const archiveProject = contractRoute('archiveProject', {
  row: projectOfPath,
  async handle({ row, actor, deps }) {
    return presentProject(await write(deps, actor, (uow) => projects.setArchived(uow, row, true)));
  },
});

export const restoreProject = contractRoute('restoreProject', {
  row: projectOfPath,
  async handle({ row, actor, deps }) {
    return presentProject(await write(deps, actor, (uow) => projects.setArchived(uow, row, false)));
  },
});
