import type { Config } from '../../bff/src/config.ts';
import { openForTests } from '../../bff/src/testing/open-for-tests.ts';
import { openBrowser, type Browser } from './browser.ts';
import { startStack, type Stack } from './stack.ts';

/**
 * A journey's stack and one fresh browser per name, for the tests of the calling file; `config`
 * is read when the stack starts. Browsers close before the stack (hooks run as a stack).
 */
export function openJourney<const Name extends string>(
  names: readonly Name[],
  config: () => Partial<Config> = () => ({}),
  options: Parameters<typeof startStack>[1] = {},
): { stack: Stack } & Record<Name, Browser> {
  const stack = openForTests(() => startStack(config(), options));
  const browsers = names.map((name) => [name, openForTests(openBrowser)] as const);
  return { stack, ...(Object.fromEntries(browsers) as Record<Name, Browser>) };
}
