import type { BodyOf, RouteName } from '@portfolio/contracts';
import type { AppDeps } from '../../app-deps.ts';
import type { UnitOfWork } from '../../audit/unit-of-work.ts';
import type { Project } from '../../models/project.ts';
import {
  readRowRoute,
  writeRowRoute,
  type HandlerResult,
  type Registration,
  type RowOf,
} from '../contract.ts';

/**
 * The GET and PUT routes of a project's compliance record (its GDPR record, its DORA answers)
 * on the project of their path: members of its company read it with `read` and save it whole
 * with `save`, and both answer with what `present` makes of the record for the project.
 */
export function projectRecordRoutes<G extends RouteName, P extends RouteName, T>(
  names: { get: G; put: P },
  project: RowOf<G, Project> & RowOf<P, Project>,
  read: (db: AppDeps['db'], project: Project) => Promise<T>,
  save: (uow: UnitOfWork, project: Project, body: BodyOf<P>) => Promise<T>,
  present: (projectId: string, answer: T) => HandlerResult<G> & HandlerResult<P>,
): [Registration, Registration] {
  const answer = (result: T, row: Project) => present(row.id, result);
  return [
    readRowRoute(names.get, project, read, answer),
    writeRowRoute(names.put, project, save, answer),
  ];
}
