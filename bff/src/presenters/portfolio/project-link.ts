import type { ProjectLink as ProjectLinkBody } from '@portfolio/contracts';
import { optionalIso, toIsoString } from '../../db/dates.ts';
import type { ProjectLink } from '../../models/project-link.ts';

/** A link to an outside item, with the state its provider last sent. */
export function presentProjectLink(row: ProjectLink): ProjectLinkBody {
  return {
    id: row.id,
    companyId: row.companyId,
    projectId: row.projectId,
    url: row.url,
    provider: row.provider,
    kind: row.kind,
    key: row.key,
    title: row.title,
    state: row.itemState,
    lastEvent: row.lastEvent,
    lastEventAt: optionalIso(row.lastEventAt),
    createdAt: toIsoString(row.createdAt),
  };
}
