import { afterAll, beforeAll } from 'vitest';

type Closable = { close(): Promise<unknown> };

/**
 * Opens what `open` gives before the tests of the file (or describe block) that calls it, and
 * closes it after them (with `close`, or its own `close()`). The object handed back is filled
 * in place once open, so tests can name it at the top, as they would a `let` set in `beforeAll`.
 */
export function openForTests<T extends Closable>(open: () => Promise<T>): T;
export function openForTests<T extends object>(
  open: () => Promise<T>,
  close: (opened: T) => Promise<unknown>,
): T;
export function openForTests<T extends object>(
  open: () => Promise<T>,
  close: (opened: T) => Promise<unknown> = (opened) => (opened as unknown as Closable).close(),
): T {
  const opened = {} as T;
  let isOpen = false;
  beforeAll(async () => {
    Object.assign(opened, await open());
    isOpen = true;
  });
  afterAll(async () => {
    if (isOpen) await close(opened);
  });
  return opened;
}
