import { expect } from 'vitest';

/**
 * A refused call: makes it, expects `status`, and expects `rows()` (the rows the call could
 * have written) to read the same afterwards. Answers the response for further checks.
 */
export async function expectRefused<R extends { status: number }>(
  rows: () => Promise<unknown>,
  status: number,
  call: () => Promise<R>,
): Promise<R> {
  const before = await rows();
  const response = await call();
  expect(response.status).toBe(status);
  expect(await rows()).toEqual(before);
  return response;
}
