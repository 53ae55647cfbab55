import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { frontendBuildReason } from './build.ts';

let root: string;
const HOUR = 3600;
const BUILT = Date.now() / 1000 - 10 * HOUR;

/** Writes a file of the fake checkout with its modification time `secondsFromBuild` after the build. */
function file(relative: string, secondsFromBuild: number) {
  const full = path.join(root, relative);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, '');
  utimesSync(full, BUILT + secondsFromBuild, BUILT + secondsFromBuild);
}

/** Sources of the fake checkout, each of which asks for a build once changed after it. */
const SOURCES = [
  'host/src/app.tsx',
  'widgets/project-table/src/expose/widget.tsx',
  'contracts/src/routes.ts',
  'rspack.config.ts',
  'package-lock.json',
];

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'frontend-build-'));
  for (const source of ['host/index.html', ...SOURCES]) file(source, -HOUR);
  file('dist/host/index.html', 0);
  file('dist/project-table/mf-manifest.json', 0);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('frontendBuildReason', () => {
  it('is undefined while the build is newer than every source', () => {
    expect(frontendBuildReason(root)).toBeUndefined();
  });

  it('asks for a build when dist/host is missing', () => {
    rmSync(path.join(root, 'dist/host'), { recursive: true });
    expect(frontendBuildReason(root)).toBe('dist/host is missing');
  });

  it.each(SOURCES)('asks for a build when %s changed after it (a git pull)', (source) => {
    file(source, HOUR);
    expect(frontendBuildReason(root)).toBe(`${source} changed after the last build`);
  });

  it('counts the oldest deployable: one widget built alone does not make the others current', () => {
    file('dist/project-table/mf-manifest.json', 2 * HOUR);
    file('dist/team-panel/mf-manifest.json', 0);
    file('widgets/team-panel/src/expose/widget.tsx', HOUR);
    expect(frontendBuildReason(root)).toBe(
      'widgets/team-panel/src/expose/widget.tsx changed after the last build',
    );
  });

  it('ignores tests, stories, mocks and installed packages', () => {
    file('host/src/app.test.tsx', HOUR);
    file('widgets/project-table/src/table.stories.tsx', HOUR);
    file('widgets/ui/src/testing/fixtures.ts', HOUR);
    file('host/src/mock/handlers.ts', HOUR);
    file('widgets/project-table/node_modules/x/index.js', HOUR);
    expect(frontendBuildReason(root)).toBeUndefined();
  });
});
