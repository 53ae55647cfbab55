/**
 * Return addresses that read as a path before resolution but leave the site after it, and other
 * kinds of address that are not a path of this site: each must end on '/' (return-to.ts).
 */
export const OFF_SITE_RETURN_ADDRESSES = [
  '//evil.example',
  '/.//evil.example/x',
  '/..//evil.example/x',
  '/a/..//evil.example/x',
  '/%2e//evil.example/x',
  '/%2E%2e//evil.example/x',
  '/.%2e//evil.example/x',
  '/.///evil.example/x',
  '/\\evil.example',
  '/.\\evil.example',
  '/%2e/\\evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/.\r//evil.example',
  '/\u0000/evil.example',
  'https://evil.example/',
  'https://portfolio.example.evil.example/',
  'javascript:alert(1)',
  'projects',
  '',
];
