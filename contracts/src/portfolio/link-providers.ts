/**
 * What an outside link points at, recognised from its URL alone: the provider (Jira, GitHub,
 * GitLab, Linear, or any other site), the kind of item and its key as the provider writes it
 * (`ACME-42`, `acme/claims-bot#42`, `group/app!7`). Inbound events of a provider name their
 * items the same way, which is how an event finds the projects that link the item.
 */

export const LINK_PROVIDERS = ['jira', 'github', 'gitlab', 'linear', 'url'] as const;
export type LinkProvider = (typeof LINK_PROVIDERS)[number];

export const LINK_PROVIDER_LABELS: Record<LinkProvider, string> = {
  jira: 'Jira',
  github: 'GitHub',
  gitlab: 'GitLab',
  linear: 'Linear',
  url: 'Link',
};

export const LINK_KINDS = ['repository', 'issue', 'pull_request', 'merge_request', 'link'] as const;
export type LinkKind = (typeof LINK_KINDS)[number];

export const LINK_KIND_LABELS: Record<LinkKind, string> = {
  repository: 'Repository',
  issue: 'Issue',
  pull_request: 'Pull request',
  merge_request: 'Merge request',
  link: 'Link',
};

export interface RecognisedLink {
  provider: LinkProvider;
  kind: LinkKind;
  /** How the provider names the item: `ACME-42`, `acme/claims-bot#42`, `acme/claims-bot`. */
  key: string;
}

const JIRA_KEY = /^[A-Z][A-Z0-9_]+-\d+$/;
const LINEAR_KEY = /^[A-Z][A-Z0-9]*-\d+$/i;

/** The path's segments, without empty ones (a trailing slash, doubled slashes). */
const segmentsOf = (url: URL) => url.pathname.split('/').filter(Boolean).map(decodeURIComponent);

function jira(url: URL): RecognisedLink | undefined {
  const parts = segmentsOf(url);
  // /browse/ACME-42, or a board that selects an issue (?selectedIssue=ACME-42).
  const key =
    parts[0] === 'browse' ? parts[1] : (url.searchParams.get('selectedIssue') ?? undefined);
  if (key && JIRA_KEY.test(key)) return { provider: 'jira', kind: 'issue', key };
  return undefined;
}

function github(url: URL): RecognisedLink | undefined {
  const [owner, repo, section, number] = segmentsOf(url);
  if (!owner || !repo) return undefined;
  const repository = `${owner}/${repo.replace(/\.git$/, '')}`;
  if (section === 'issues' && number && /^\d+$/.test(number)) {
    return { provider: 'github', kind: 'issue', key: `${repository}#${number}` };
  }
  if (section === 'pull' && number && /^\d+$/.test(number)) {
    return { provider: 'github', kind: 'pull_request', key: `${repository}#${number}` };
  }
  return section === undefined
    ? { provider: 'github', kind: 'repository', key: repository }
    : undefined;
}

function gitlab(url: URL): RecognisedLink | undefined {
  const parts = segmentsOf(url);
  // Projects nest in groups; what follows `/-/` is the item: /group/sub/app/-/issues/3.
  const dash = parts.indexOf('-');
  const project = (dash === -1 ? parts : parts.slice(0, dash)).join('/').replace(/\.git$/, '');
  if (parts.length < 2 || !project.includes('/')) return undefined;
  if (dash === -1) return { provider: 'gitlab', kind: 'repository', key: project };
  const [section, number] = parts.slice(dash + 1);
  if (!number || !/^\d+$/.test(number)) return undefined;
  if (section === 'issues')
    return { provider: 'gitlab', kind: 'issue', key: `${project}#${number}` };
  if (section === 'merge_requests') {
    return { provider: 'gitlab', kind: 'merge_request', key: `${project}!${number}` };
  }
  return undefined;
}

function linear(url: URL): RecognisedLink | undefined {
  const [, section, key] = segmentsOf(url);
  if (section === 'issue' && key && LINEAR_KEY.test(key)) {
    return { provider: 'linear', kind: 'issue', key: key.toUpperCase() };
  }
  return undefined;
}

/**
 * What `text` links to, or undefined when it is not an http(s) URL. A URL of a provider that
 * is not one of its items (a GitHub profile, a Jira dashboard) is a plain link to its host.
 */
export function recogniseLink(text: string): RecognisedLink | undefined {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  const host = url.hostname.toLowerCase();
  const recognised =
    host.endsWith('.atlassian.net') || host.startsWith('jira.')
      ? jira(url)
      : host === 'github.com'
        ? github(url)
        : host === 'gitlab.com' || host.startsWith('gitlab.')
          ? gitlab(url)
          : host === 'linear.app'
            ? linear(url)
            : undefined;
  return recognised ?? { provider: 'url', kind: 'link', key: host };
}
