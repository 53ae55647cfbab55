import { Type } from '@sinclair/typebox';
import type { RouteDef } from '@portfolio/contracts';
import type { Context } from 'koa';
import { describe, expect, it } from 'vitest';
import { InputError } from '../errors.ts';
import { validate } from './validate.ts';

describe('validate', () => {
  // The NUL check once walked a body recursively: 16,000 levels overflowed the stack (500).
  it('walks a deeply nested body without recursion and still names a NUL inside it', async () => {
    let body: unknown = { leaf: 'x\u0000' };
    for (let i = 0; i < 20_000; i++) body = { a: body };
    const def = {
      method: 'POST',
      path: '/api/test',
      access: 'public',
      body: Type.Object({}),
    } as unknown as RouteDef;
    const ctx = { params: {}, query: {}, request: { body }, state: {} } as unknown as Context;
    const refusal = await validate(def)(ctx, async () => undefined).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(InputError);
    const field = `${'a.'.repeat(20_000)}leaf`;
    expect((refusal as InputError).message).toBe(`${field} must not contain NUL characters`);
  });
});
