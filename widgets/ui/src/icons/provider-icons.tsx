import type { LinkProvider } from '@portfolio/contracts';
import { createIcon, type Icon } from './create-icon';
import { LinkIcon } from './icons';

/*
 * The outside tools a project links to and that send events in, as line marks in the kit's
 * icon style: GitHub's and GitLab's outlines (drawn in the style of Lucide, ISC), a "J" tile
 * for Jira and Linear's diagonal strokes in a circle.
 */

export const GitHubIcon = createIcon(
  'GitHub',
  <>
    <path d="M15 22v-4a4.8 4.8 0 0 0-1-3.5c3 0 6-2 6-5.5.08-1.25-.27-2.48-1-3.5.28-1.15.28-2.35 0-3.5 0 0-1 0-3 1.5-2.64-.5-5.36-.5-8 0C6 2 5 2 5 2c-.3 1.15-.3 2.35 0 3.5A5.4 5.4 0 0 0 4 9c0 3.5 3 5.5 6 5.5-.39.49-.68 1.05-.85 1.65-.17.6-.22 1.23-.15 1.85v4" />
    <path d="M9 18c-4.51 2-5-2-7-2" />
  </>,
);

export const GitLabIcon = createIcon(
  'GitLab',
  <path d="m22 13.29-3.33-10a.42.42 0 0 0-.8 0l-2.26 6.67H8.39L6.13 3.29a.42.42 0 0 0-.8 0L2 13.29a.74.74 0 0 0 .27.83L12 21l9.73-6.88a.74.74 0 0 0 .27-.83Z" />,
);

export const JiraIcon = createIcon(
  'Jira',
  <>
    <rect x="3" y="3" width="18" height="18" rx="4" />
    <path d="M14.5 7.5v6a3 3 0 0 1-6 0" />
  </>,
);

export const LinearIcon = createIcon(
  'Linear',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="m4.5 13.5 6 6" />
    <path d="m3.5 9 11.5 11.5" />
    <path d="m5.5 5.5 13 13" />
  </>,
);

/** The mark of each link provider; a plain web page is a link. */
export const LINK_PROVIDER_ICONS: Record<LinkProvider, Icon> = {
  github: GitHubIcon,
  gitlab: GitLabIcon,
  jira: JiraIcon,
  linear: LinearIcon,
  url: LinkIcon,
};
