import { afterAll, beforeAll } from 'vitest';
import type { Config } from '../../bff/src/config.ts';
import { openBrowser, type Browser } from './browser.ts';
import { startStack, type Stack } from './stack.ts';

/**
 * Opens what `open` gives before the tests of the file (or describe block) that calls it, and
 * closes it after them. The object handed back is filled in place once open, so a test file can
 * name it at its top and read it in its tests, as it would a `let` set in `beforeAll`.
 */
export function openForTests<T extends { close(): Promise<void> }>(open: () => Promise<T>): T {
  const opened = {} as T;
  beforeAll(async () => {
    Object.assign(opened, await open());
  });
  // Nothing to close when opening failed.
  afterAll(() => (opened as Partial<T>).close?.());
  return opened;
}

/**
 * A journey's stack and one fresh browser per name, for the tests of the calling file; `config`
 * is read when the stack starts. Browsers close before the stack (hooks run as a stack).
 */
export function openJourney<const Name extends string>(
  names: readonly Name[],
  config: () => Partial<Config> = () => ({}),
): { stack: Stack } & Record<Name, Browser> {
  const stack = openForTests(() => startStack(config()));
  const browsers = names.map((name) => [name, openForTests(openBrowser)] as const);
  return { stack, ...(Object.fromEntries(browsers) as Record<Name, Browser>) };
}
