import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../bff/src/config.ts';
import { checkStorybook } from '../scripts/check-storybook.ts';

// The static Storybook (built by `npm test` before the suites run) as designers open it: every
// story of every kit component and widget state renders in Chromium without an error.
describe('Storybook', () => {
  it('renders every story without an error', { timeout: 600_000 }, async () => {
    const dir = path.join(REPO_ROOT, 'dist', 'storybook');
    expect(existsSync(path.join(dir, 'index.json')), 'run `npm run build-storybook` first').toBe(
      true,
    );
    const { checked, failures } = await checkStorybook({ dir });
    expect(checked).toBeGreaterThan(30);
    expect(failures).toEqual([]);
  });
});
