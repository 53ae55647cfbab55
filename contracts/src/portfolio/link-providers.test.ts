import { describe, expect, it } from 'vitest';
import { recogniseLink } from './link-providers';

describe('recogniseLink', () => {
  it.each([
    ['https://acme.atlassian.net/browse/CLAIMS-42', 'jira', 'issue', 'CLAIMS-42'],
    [
      'https://acme.atlassian.net/jira/software/projects/CL/boards/1?selectedIssue=CL-7',
      'jira',
      'issue',
      'CL-7',
    ],
    ['https://jira.acme.com/browse/OPS-1', 'jira', 'issue', 'OPS-1'],
    ['https://github.com/acme/claims-bot', 'github', 'repository', 'acme/claims-bot'],
    ['https://github.com/acme/claims-bot.git', 'github', 'repository', 'acme/claims-bot'],
    ['https://github.com/acme/claims-bot/', 'github', 'repository', 'acme/claims-bot'],
    ['https://github.com/acme/claims-bot/pull/42', 'github', 'pull_request', 'acme/claims-bot#42'],
    [
      'https://github.com/acme/claims-bot/pull/42/files',
      'github',
      'pull_request',
      'acme/claims-bot#42',
    ],
    ['https://github.com/acme/claims-bot/issues/7', 'github', 'issue', 'acme/claims-bot#7'],
    ['https://gitlab.com/acme/ml/scorer', 'gitlab', 'repository', 'acme/ml/scorer'],
    [
      'https://gitlab.com/acme/ml/scorer/-/merge_requests/9',
      'gitlab',
      'merge_request',
      'acme/ml/scorer!9',
    ],
    ['https://gitlab.acme.com/acme/scorer/-/issues/3', 'gitlab', 'issue', 'acme/scorer#3'],
    ['https://linear.app/acme/issue/ENG-123/fix-the-thing', 'linear', 'issue', 'ENG-123'],
    ['https://linear.app/acme/issue/eng-123', 'linear', 'issue', 'ENG-123'],
    ['https://confluence.acme.com/wiki/spaces/AI', 'url', 'link', 'confluence.acme.com'],
    // A provider's page that is not one of its items is a plain link.
    ['https://github.com/acme', 'url', 'link', 'github.com'],
    ['https://github.com/acme/claims-bot/actions', 'url', 'link', 'github.com'],
    ['https://acme.atlassian.net/jira/dashboards', 'url', 'link', 'acme.atlassian.net'],
  ])('%s is a %s %s keyed %s', (url, provider, kind, key) => {
    expect(recogniseLink(url)).toEqual({ provider, kind, key });
  });

  it.each(['not a url', 'ftp://files.acme.com/x', 'javascript:alert(1)', ''])(
    '%j is no link',
    (text) => {
      expect(recogniseLink(text)).toBeUndefined();
    },
  );
});
