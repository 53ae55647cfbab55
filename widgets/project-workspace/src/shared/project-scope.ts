import type { Project } from '@portfolio/contracts';
import type { ProjectScope } from '../api/project-routes';

/** The scope the project's reads and writes take: the project and the company it belongs to. */
export const projectScope = (project: Pick<Project, 'id' | 'companyId'>): ProjectScope => ({
  projectId: project.id,
  companyId: project.companyId,
});
