import { Value } from '@sinclair/typebox/value';
import { describe, expect, it } from 'vitest';
import { AI_ACT_SUGGESTION_ERROR_CODES } from './compliance/ai-act-suggestions';
import { EMBED_ERROR_CODES } from './integrations/embed';
import { ERROR_CODE_LIST, ERROR_CODES, ErrorBody, readErrorBody } from './errors';
import { buildOpenApiDocument } from './openapi';

const VALID = [
  {
    message: 'Validation failed',
    code: 'validation_failed',
    details: [{ field: 'name', message: 'Name is required' }],
  },
  { message: 'Not found' },
];
const INVALID = [
  undefined,
  null,
  'Bad Gateway',
  [],
  {},
  { message: 42 },
  { message: 'x', code: 404 },
  { message: 'x', details: 'name' },
  { message: 'x', details: [{ field: 'name' }] },
  { message: 'x', details: [null] },
];

describe('readErrorBody', () => {
  it('answers a body of the contract shape as it is', () => {
    for (const body of VALID) expect(readErrorBody(body)).toBe(body);
  });

  it('answers undefined for anything else', () => {
    for (const value of INVALID) expect(readErrorBody(value)).toBeUndefined();
  });

  // The check is written without TypeBox's Value (kept off the widgets' first paint): it must
  // agree with the contract's schema.
  it('agrees with the ErrorBody schema', () => {
    for (const value of [...VALID, ...INVALID]) {
      expect(readErrorBody(value) !== undefined).toBe(Value.Check(ErrorBody, value));
    }
  });
});

describe('ERROR_CODES', () => {
  it('spells each code once', () => {
    expect(new Set(ERROR_CODE_LIST).size).toBe(ERROR_CODE_LIST.length);
    expect(ERROR_CODE_LIST).toEqual(Object.values(ERROR_CODES));
  });

  it('holds the embedding and suggestion codes: those tables are views of it', () => {
    for (const code of [
      ...Object.values(EMBED_ERROR_CODES),
      ...Object.values(AI_ACT_SUGGESTION_ERROR_CODES),
    ]) {
      expect(ERROR_CODE_LIST).toContain(code);
    }
  });

  it('is the enum of the error schema in the OpenAPI document', () => {
    const doc = buildOpenApiDocument() as unknown as {
      components: { schemas: { Error: { properties: { code: { enum: string[] } } } } };
    };
    expect(doc.components.schemas.Error.properties.code.enum).toEqual([...ERROR_CODE_LIST]);
  });

  it('is what the error schema accepts as a code', () => {
    expect(Value.Check(ErrorBody, { message: 'Taken', code: ERROR_CODES.emailTaken })).toBe(true);
    expect(Value.Check(ErrorBody, { message: 'Taken', code: 'email-taken' })).toBe(false);
  });
});
