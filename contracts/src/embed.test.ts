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

  it('matches exact origins, scheme and port included', () => {
    expect(originAllowed('https://intranet.acme.com', allowed)).toBe(true);
    expect(originAllowed('http://intranet.acme.com', allowed)).toBe(false);
    expect(originAllowed('https://intranet.acme.com:444', allowed)).toBe(false);
    expect(originAllowed('http://127.0.0.1:8811', allowed)).toBe(true);
    expect(originAllowed('http://127.0.0.1:8812', allowed)).toBe(false);
  });

  it('matches any subdomain of a wildcard, but not the bare domain or a look-alike', () => {
    expect(originAllowed('https://acme.sharepoint.com', allowed)).toBe(true);
    expect(originAllowed('https://a.b.sharepoint.com', allowed)).toBe(true);
    expect(originAllowed('https://sharepoint.com', allowed)).toBe(false);
    expect(originAllowed('https://evilsharepoint.com', allowed)).toBe(false);
    expect(originAllowed('http://acme.sharepoint.com', allowed)).toBe(false);
    expect(originAllowed('https://acme.sharepoint.com:8443', allowed)).toBe(false);
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
