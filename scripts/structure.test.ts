import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The tree's shape, as the structure issue set it: a newcomer finds a feature by its folders, so
 * no source folder grows past 25 files, the project table stays a table, and components stay
 * small (the lint rules, probed here so that removing them fails a test).
 */
const ROOT = join(import.meta.dirname, '..');
const tracked = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' })
  .split('\n')
  .filter(Boolean);
const SOURCE = /\.(ts|tsx|css)$/;

/**
 * Folders that are one file per thing, read by name and never browsed: the Objection models
 * (one per table) and the migrations (one per schema change, an ordered log listed in their
 * index).
 */
const ONE_PER_THING = ['bff/src/models', 'bff/src/db/migrations'];
const MAX_FILES = 25;

describe('the tree', () => {
  it(`has no source folder of more than ${MAX_FILES} files`, () => {
    const counts = new Map<string, number>();
    for (const file of tracked) {
      if (file.startsWith('bench/results/')) continue;
      counts.set(dirname(file), (counts.get(dirname(file)) ?? 0) + 1);
    }
    const sourceFolders = new Set(tracked.filter((f) => SOURCE.test(f)).map((f) => dirname(f)));
    const crowded = [...counts]
      .filter(([folder, n]) => n > MAX_FILES && sourceFolders.has(folder))
      .filter(([folder]) => !ONE_PER_THING.includes(folder))
      .map(([folder, n]) => `${folder} (${n})`);
    expect(crowded).toEqual([]);
  });

  it('keeps the project table under 4,000 source lines (the project page is the workspace)', () => {
    const lines = tracked
      .filter((f) => f.startsWith('widgets/project-table/') && /\.tsx?$/.test(f))
      .filter((f) => !/\.(test|stories)\.tsx?$/.test(f))
      .reduce((sum, f) => sum + readFileSync(join(ROOT, f), 'utf8').split('\n').length, 0);
    expect(lines).toBeLessThan(4_000);
  });
});

describe('the endpoint table in the browser', () => {
  // A widget's build bundles only the routes its code names as `routes.<name>` (rspack.config.ts,
  // `routeNamesOf`): a route read by a computed name would be missing there. Only the event
  // client does so, and it reads the whole table (`all-routes.ts`); the OpenAPI document is the
  // server's.
  it('is read by a computed name only where the whole table is imported', () => {
    const browser = tracked.filter(
      (f) =>
        /^(widgets\/[^/]+\/src|contracts\/src)\/.*\.tsx?$/.test(f) &&
        !/\.(test|stories)\.tsx?$|\/testing\//.test(f),
    );
    const computed = /\broutes\s*\[|Object\.\w+\(\s*routes\b|=\s*routes\s*[;,)]/;
    const readers = browser.filter((f) => computed.test(readFileSync(join(ROOT, f), 'utf8')));
    expect(readers).toEqual([
      'contracts/src/integrations/event-routes.ts',
      'contracts/src/openapi.ts',
    ]);
    expect(readFileSync(join(ROOT, readers[0]!), 'utf8')).toContain("from '../all-routes'");
  });
});

// The first lint loads the whole ESLint config and its TypeScript parser: seconds on a busy
// machine, past Vitest's usual 5 s.
describe('the component size rules', { timeout: 30_000 }, () => {
  const eslint = new ESLint({ cwd: ROOT });
  const ruleIds = async (path: string, source: string) => {
    const [result] = await eslint.lintText(source, { filePath: join(ROOT, path) });
    return result!.messages.map((m) => m.ruleId);
  };
  const component = (lines: number) =>
    `export function Big() {\n${Array.from({ length: lines }, (_, i) => `  console.log(${i});`).join('\n')}\n  return null;\n}\n`;

  it('refuses a component function over 150 lines', async () => {
    expect(await ruleIds('widgets/team-panel/src/probe.tsx', component(160))).toContain(
      'max-lines-per-function',
    );
    expect(await ruleIds('widgets/team-panel/src/probe.tsx', component(100))).toEqual([]);
  });

  it('refuses a component file over 400 lines, in the host too', async () => {
    const file = Array.from({ length: 5 }, (_, i) =>
      component(90).replace('function Big', `function Big${i}`),
    ).join('\n');
    expect(await ruleIds('host/src/probe.tsx', file)).toContain('max-lines');
  });
});
