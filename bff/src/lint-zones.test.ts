import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The BFF's import zone of `eslint.config.js`, probed with ESLint's own Node API on a few lines
 * that are never written to disk: the repository's config decides, as `npm run lint` does.
 */
const ROOT = join(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: ROOT });

/** The restricted-path messages ESLint gives `source` as if it were the file at `path`. */
async function zoneMessages(path: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: join(ROOT, path) });
  return result!.messages
    .filter((m) => m.ruleId === 'import-x/no-restricted-paths')
    .map((m) => m.message);
}

const PRESENTER_IMPORT = `import { presentProject } from '../../presenters/portfolio/project.ts';
export const probe = presentProject;
`;

describe('the presenter zone', () => {
  it('refuses a service that imports a presenter', async () => {
    const messages = await zoneMessages('bff/src/services/portfolio/probe.ts', PRESENTER_IMPORT);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('Services return rows; the route presents them');
  });

  it('refuses a type-only import too', async () => {
    const source = `import type { ProjectRow } from '../../presenters/portfolio/project.ts';
export type Probe = ProjectRow;
`;
    expect(await zoneMessages('bff/src/services/plan/probe.ts', source)).toHaveLength(1);
  });

  it('lets a route import the same presenter', async () => {
    expect(await zoneMessages('bff/src/routes/projects/probe.ts', PRESENTER_IMPORT)).toEqual([]);
  });
});
