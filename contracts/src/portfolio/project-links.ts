import type { Static } from '@sinclair/typebox';
import * as Type from '../type';
import { LINK_KINDS, LINK_PROVIDERS } from './link-providers';

/**
 * Links from a project to outside items: a Jira issue or epic, a GitHub or GitLab repository,
 * issue or pull request, a Linear issue, or any URL. The provider, kind and key are recognised
 * from the URL (`portfolio/link-providers.ts`); inbound events of a connected provider update the
 * item's state and latest event.
 */

export const PROJECT_LINK_LIMITS = { url: 2000, title: 200 } as const;

/** What became of a linked item, as the last inbound event said; null until one arrives. */
export const LINK_STATES = ['open', 'closed', 'merged', 'done'] as const;
export type LinkState = (typeof LINK_STATES)[number];

export const LINK_STATE_LABELS: Record<LinkState, string> = {
  open: 'Open',
  closed: 'Closed',
  merged: 'Merged',
  done: 'Done',
};

export const ProjectLink = Type.Object({
  id: Type.Uuid(),
  companyId: Type.Uuid(),
  projectId: Type.Uuid(),
  url: Type.String(),
  provider: Type.StringEnum(LINK_PROVIDERS),
  kind: Type.StringEnum(LINK_KINDS),
  key: Type.String({ description: 'How the provider names the item, e.g. ACME-42 or acme/app#42' }),
  title: Type.Nullable(Type.String()),
  state: Type.Nullable(Type.StringEnum(LINK_STATES)),
  lastEvent: Type.Nullable(Type.String({ description: 'The latest inbound event, in words' })),
  lastEventAt: Type.Nullable(Type.Timestamp),
  createdAt: Type.Timestamp,
});
export type ProjectLink = Static<typeof ProjectLink>;

export const PROJECT_LINK_URL_MESSAGE = 'Please enter a web address starting with https://';

export const ProjectLinkBody = Type.StrictObject({
  url: Type.LinkField(PROJECT_LINK_LIMITS.url, PROJECT_LINK_URL_MESSAGE),
  title: Type.Optional(
    Type.labelled('Title', Type.Nullable(Type.String({ maxLength: PROJECT_LINK_LIMITS.title }))),
  ),
});
export type ProjectLinkBody = Static<typeof ProjectLinkBody>;

/** The sentence for the same item linked twice to one project. */
export const DUPLICATE_LINK_MESSAGE = 'This project already links that item';
