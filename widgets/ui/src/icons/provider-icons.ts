import type { LinkProvider } from '@portfolio/contracts';
import type { Icon } from './create-icon';
import { GitHubIcon, GitLabIcon, JiraIcon, LinearIcon, LinkIcon } from './icons';

/**
 * The mark of each link provider; a plain web page is a link. GitHub's and GitLab's are their
 * outlines (drawn in the style of Lucide, ISC), Jira's a "J" tile, Linear's diagonal strokes in
 * a circle.
 */
export const LINK_PROVIDER_ICONS: Record<LinkProvider, Icon> = {
  github: GitHubIcon,
  gitlab: GitLabIcon,
  jira: JiraIcon,
  linear: LinearIcon,
  url: LinkIcon,
};
