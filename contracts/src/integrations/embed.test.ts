import { describe, expect, it } from 'vitest';
import { normalizeOrigin, originAllowed, originNotAllowedMessage, originProblem } from './embed';

describe('originProblem', () => {
  it.each([
    'https://intranet.acme.com',
    'http://127.0.0.1:8811',
    'http://localhost:4100',
    'https://*.acme.com',
    'https://*.sharepoint.acme.co.uk:8443',
  ])('accepts %s', (origin) => {
    expect(originProblem(origin)).toBeUndefined();
  });

  it.each([
    ['intranet.acme.com', 'must start with https:// or http://'],
    ['ftp://acme.com', 'must start with https:// or http://'],
    ['https://acme.com/', 'without a path'],
    ['https://acme.com/intranet', 'without a path'],
    ['https://acme.com?x=1', 'without a path'],
    ['https://*', 'leading "*."'],
    ['*', 'must start with'],
    ['https://intra.*.acme.com', 'leading "*."'],
    ['https://*.*.acme.com', 'leading "*."'],
    ['https://*acme.com', 'leading "*."'],
    ['https://*.com', 'a domain below the wildcard'],
    ['https://acme.com:99999', 'is not a valid origin'],
    ['https://ac me.com', 'is not a valid origin'],
    ['https://-acme.com', 'is not a valid origin'],
  ])('refuses %s, naming it', (origin, reason) => {
    const problem = originProblem(origin);
    expect(problem).toContain(JSON.stringify(origin));
    expect(problem).toContain(reason);
  });

  it('normalizes to lower case', () => {
    expect(normalizeOrigin(' https://Intranet.ACME.com ')).toBe('https://intranet.acme.com');
  });
});

describe('originAllowed', () => {
  const allowed = [
    'https://intranet.acme.com',
    'https://*.sharepoint.com',
    'http://127.0.0.1:8811',
  ];

  it.each([
    // Matches exact origins, scheme and port included.
    ['https://intranet.acme.com', true],
    ['http://intranet.acme.com', false],
    ['https://intranet.acme.com:444', false],
    ['http://127.0.0.1:8811', true],
    ['http://127.0.0.1:8812', false],
    // Matches any subdomain of a wildcard, but not the bare domain or a look-alike.
    ['https://acme.sharepoint.com', true],
    ['https://a.b.sharepoint.com', true],
    ['https://sharepoint.com', false],
    ['https://evilsharepoint.com', false],
    ['http://acme.sharepoint.com', false],
    ['https://acme.sharepoint.com:8443', false],
  ] as const)('%s is allowed: %s', (origin, expected) => {
    expect(originAllowed(origin, allowed)).toBe(expected);
  });

  it('allows nothing from an empty list', () => {
    expect(originAllowed('https://intranet.acme.com', [])).toBe(false);
  });
});

it('words the not-allowed message as the widget shows it', () => {
  expect(originNotAllowedMessage('https://evil.example')).toBe(
    'This page (https://evil.example) is not allowed to show PortfolioAI widgets. A company admin can allow it in Settings → Embedding.',
  );
});
