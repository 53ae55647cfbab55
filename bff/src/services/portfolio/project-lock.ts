import { notFoundMessage } from '@portfolio/contracts';
import type { UnitOfWork } from '../../audit/unit-of-work.ts';
import { Project } from '../../models/project.ts';

// Its own module: the compliance services lock projects too.

/** Locks the project's row until the unit of work ends; a project gone meanwhile → 404. */
export const lockProject = (uow: UnitOfWork, id: string): Promise<Project> =>
  uow.lock(Project, id, notFoundMessage('project'));
