import {
  DUPLICATE_LINK_MESSAGE,
  PROJECT_LINK_URL_MESSAGE,
  recogniseLink,
  type ProjectLinkBody as ProjectLinkInput,
  notFoundMessage,
} from '@portfolio/contracts';
import type { Knex } from 'knex';
import { deleteRecorded, insertRecorded } from '../../audit/recorded-writes.ts';
import type { UnitOfWork } from '../../audit/unit-of-work.ts';
import { ConflictError, InputError } from '../../errors.ts';
import type { Project } from '../../models/project.ts';
import { ProjectLink } from '../../models/project-link.ts';

/** A link is named in the history by its title, else its item's key. */
const RECORDING = { label: (row: ProjectLink) => row.title ?? row.key };

/** The project's links, oldest first (the order they were added). */
export async function listProjectLinks(db: Knex, projectId: string): Promise<ProjectLink[]> {
  return ProjectLink.query(db)
    .where({ projectId })
    .orderBy([{ column: 'createdAt' }, { column: 'id' }]);
}

/**
 * Links an outside item: its provider, kind and key recognised from the URL. The same item
 * twice (the same URL, or another URL of the same recognised item) is refused with 409.
 */
export async function addProjectLink(
  uow: UnitOfWork,
  project: Pick<Project, 'id' | 'companyId'>,
  body: ProjectLinkInput,
  createdBy: string | null,
): Promise<ProjectLink> {
  const url = body.url.trim();
  const item = recogniseLink(url);
  if (!item) throw new InputError(PROJECT_LINK_URL_MESSAGE);
  const { trx } = uow;
  const same = ProjectLink.query(trx).where({ projectId: project.id });
  const duplicate = await (item.provider === 'url'
    ? same.findOne({ url })
    : same.findOne({ provider: item.provider, key: item.key }));
  if (duplicate) throw new ConflictError(DUPLICATE_LINK_MESSAGE, { code: 'duplicate_link' });
  const values = {
    companyId: project.companyId,
    projectId: project.id,
    url,
    ...item,
    title: body.title?.trim() || null,
    createdBy,
  };
  return insertRecorded(uow, ProjectLink, 'project_link', values, RECORDING);
}

export async function removeProjectLink(uow: UnitOfWork, link: ProjectLink): Promise<void> {
  const row = await uow.lock(ProjectLink, link.id, notFoundMessage('project_link'));
  await deleteRecorded(uow, ProjectLink, 'project_link', row, RECORDING);
}
