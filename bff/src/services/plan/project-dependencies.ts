import {
  dependencyCycleMessage,
  dependencyTwiceMessage,
  ERROR_CODES,
  SELF_DEPENDENCY_MESSAGE,
  notFoundMessage,
} from '@portfolio/contracts';
import type { Knex } from 'knex';
import type { UnitOfWork } from '../../audit/unit-of-work.ts';
import { ConflictError, fieldError, isUniqueViolation, NotFoundError } from '../../errors.ts';
import { ProjectDependency } from '../../models/project-dependency.ts';
import { Project } from '../../models/project.ts';

/** A dependency with the names of both its projects, as the contract presents it. */
export type NamedDependency = ProjectDependency & {
  projectName: string;
  dependsOnProjectName: string;
};

/** The dependencies with both ends' names; `where` narrows them. */
const named = (db: Knex) =>
  ProjectDependency.query(db)
    .alias('d')
    .join('projects as p', 'p.id', 'd.projectId')
    .join('projects as o', 'o.id', 'd.dependsOnProjectId')
    .select('d.*', 'p.name as projectName', 'o.name as dependsOnProjectName')
    .castTo<NamedDependency[]>();

/**
 * Both ways: what the project depends on and what depends on it, oldest first (a project's page
 * splits them by which end is the project).
 */
export async function listProjectDependencies(
  db: Knex,
  projectId: string,
): Promise<NamedDependency[]> {
  return named(db)
    .where((w) => w.where('d.projectId', projectId).orWhere('d.dependsOnProjectId', projectId))
    .orderBy([
      { column: 'd.createdAt', order: 'asc' },
      { column: 'd.id', order: 'asc' },
    ]);
}

/**
 * The chain of dependencies from `from` to `to`, as project ids `[from, …, to]`, or undefined
 * when `from` does not (transitively) depend on `to`: the contract's `dependencyPath`, walked by
 * PostgreSQL so a company's dependencies are not all read to add one.
 */
async function storedDependencyPath(trx: Knex, from: string, to: string) {
  const { rows } = (await trx.raw(
    `with recursive chain(id, path) as (
       select depends_on_project_id, array[project_id, depends_on_project_id]
       from project_dependencies where project_id = ?
       union all
       select d.depends_on_project_id, c.path || d.depends_on_project_id
       from project_dependencies d join chain c on d.project_id = c.id
       where not d.depends_on_project_id = any(c.path)
     )
     select path from chain where id = ? limit 1`,
    [from, to],
  )) as { rows: Array<{ path: string[] }> };
  return rows[0]?.path;
}

/**
 * Makes `project` depend on another project of its company (finish-to-start). Refused: itself
 * (400), a project of another company or none (404), a pair already linked (409), and a
 * dependency that would close a cycle (409, naming the projects around it). Dependency writes of
 * a company take turns (a transaction-scoped advisory lock), so two additions made at once
 * cannot close a cycle between them.
 */
export async function addProjectDependency(
  uow: UnitOfWork,
  project: Pick<Project, 'id' | 'companyId' | 'name'>,
  dependsOnProjectId: string,
  createdBy: string | null,
): Promise<NamedDependency> {
  if (dependsOnProjectId === project.id) {
    throw fieldError('dependsOnProjectId', SELF_DEPENDENCY_MESSAGE);
  }
  const { trx } = uow;
  await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [
    `project_dependencies:${project.companyId}`,
  ]);
  const other = await Project.query(trx)
    .findOne({ id: dependsOnProjectId, companyId: project.companyId })
    .select('id', 'name');
  if (!other) throw new NotFoundError(notFoundMessage('project'));
  const path = await storedDependencyPath(trx, other.id, project.id);
  if (path) {
    const names = new Map(
      (await Project.query(trx).findByIds(path).select('id', 'name')).map((p) => [p.id, p.name]),
    );
    const cycle = [project.id, ...path].map((id) => names.get(id) ?? project.name);
    throw new ConflictError(dependencyCycleMessage(project.name, other.name, cycle), {
      code: ERROR_CODES.dependencyCycle,
    });
  }
  let created: ProjectDependency;
  try {
    created = await ProjectDependency.query(trx).insertAndFetch({
      companyId: project.companyId,
      projectId: project.id,
      dependsOnProjectId: other.id,
      createdBy,
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw new ConflictError(dependencyTwiceMessage(project.name, other.name), {
      code: ERROR_CODES.alreadyLinked,
      cause: error,
    });
  }
  const dependency = Object.assign(created, {
    projectName: project.name,
    dependsOnProjectName: other.name,
  });
  await uow.record({
    entity: 'project_dependency',
    id: created.id,
    action: 'created',
    label: `${project.name} → ${other.name}`,
    after: dependency,
  });
  return dependency;
}

export async function removeProjectDependency(
  uow: UnitOfWork,
  dependency: Pick<ProjectDependency, 'id'>,
): Promise<void> {
  await uow.lock(ProjectDependency, dependency.id, notFoundMessage('project_dependency'));
  const [before] = await named(uow.trx).where('d.id', dependency.id);
  await ProjectDependency.query(uow.trx).deleteById(dependency.id);
  if (!before) return;
  await uow.record({
    entity: 'project_dependency',
    id: dependency.id,
    action: 'deleted',
    label: `${before.projectName} → ${before.dependsOnProjectName}`,
    before,
  });
}
