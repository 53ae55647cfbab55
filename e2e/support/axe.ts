import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { animationsEnded } from './browser.ts';

// Evaluated through the DevTools protocol: the page's Content-Security-Policy forbids inline scripts.
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface Violation {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * The serious and critical violations axe-core finds on the page once its transitions end: a
 * button that has just been pressed fades from outlined to filled, and halfway its words and
 * background fail the contrast they meet at either end.
 */
export async function seriousViolations(page: Page): Promise<Violation[]> {
  await page.evaluate(AXE);
  await animationsEnded(page);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
    const { violations } = await axe.run(document, { resultTypes: ['violations'] });
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        id: v.id,
        impact: v.impact ?? '',
        help: v.help,
        targets: v.nodes.map((n) => n.target.join(' ')),
      }));
  });
}
