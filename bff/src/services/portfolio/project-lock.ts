import type { UnitOfWork } from '../../audit/unit-of-work.ts';
import { Project } from '../../models/project.ts';

// Its own module: the compliance services lock projects too, and the projects' service reads them.
export const PROJECT_NOT_FOUND_MESSAGE = 'Project not found';

/** Locks the project's row until the unit of work ends; a project gone meanwhile → 404. */
export const lockProject = (uow: UnitOfWork, id: string): Promise<Project> =>
  uow.lock(Project, id, PROJECT_NOT_FOUND_MESSAGE);
