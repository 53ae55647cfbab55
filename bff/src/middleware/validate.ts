import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import {
  describeViolation,
  type FieldError,
  type RouteDef,
  type Violation,
} from '@portfolio/contracts';
import type { Middleware } from 'koa';
import { InputError } from '../errors';

/**
 * Checks path params, query and body against the route's contract schemas before a handler
 * runs, and puts the checked (and, for query strings, type-coerced) values in
 * `ctx.state.input`. Anything off is a 400 naming each field and rule; nothing is written.
 */
// verbose: errors carry parentSchema, where the contract's errorMessage sentences live.
const strict = new Ajv({ allErrors: true, strict: true, useDefaults: true, verbose: true });
// Query strings are text: "20" must be allowed to stand for the integer 20.
const coercing = new Ajv({
  allErrors: true,
  strict: true,
  useDefaults: true,
  coerceTypes: true,
  verbose: true,
});
for (const ajv of [strict, coercing]) {
  ajv.addKeyword({ keyword: 'errorMessage', schemaType: ['string', 'object'] });
}

export interface ValidatedInput {
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
}

function toViolation(error: ErrorObject): Violation {
  const base = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const join = (name: string) => (base ? `${base}.${name}` : name);
  const schema = error.parentSchema as Record<string, unknown> | undefined;
  switch (error.keyword) {
    case 'required': {
      const missing = (error.params as { missingProperty: string }).missingProperty;
      const props = schema?.properties as Record<string, Record<string, unknown>> | undefined;
      return { field: join(missing), rule: 'required', schema: props?.[missing] };
    }
    case 'additionalProperties': {
      const extra = (error.params as { additionalProperty: string }).additionalProperty;
      return { field: join(extra), rule: 'additionalProperties', schema, extra: join(extra) };
    }
    case 'minLength':
    case 'maxLength':
    case 'pattern':
    case 'enum':
    case 'minimum':
    case 'maximum':
    case 'type':
      return { field: base, rule: error.keyword, schema };
    default:
      return { field: base, rule: 'other', schema };
  }
}

/** The first message for each field; a nullable field's null branch is not reported. */
export function describeErrors(errors: ErrorObject[], where: string) {
  const seen = new Map<string, string>();
  for (const error of errors) {
    // anyOf(X, null): Ajv reports the null branch's `type` and the anyOf itself; the useful
    // error is X's, which it also reports.
    if (error.keyword === 'anyOf') continue;
    if (error.keyword === 'type' && (error.params as { type?: string }).type === 'null') continue;
    const { field, message } = describeViolation(toViolation(error));
    const key = field || where;
    if (!seen.has(key))
      seen.set(key, where === 'body' || !field ? message : `${message} (in the ${where})`);
  }
  if (seen.size === 0 && errors.length > 0) seen.set(where, `${where} is not valid`);
  return [...seen].map(([field, message]) => ({ field, message }));
}

/**
 * PostgreSQL text cannot hold U+0000, so a NUL byte in any string would fail at the database:
 * each one is a 400 naming its field, for every string the contract accepts (params, query and
 * body alike, nested or not). Appends to `found`. Iterative, with its own stack: request data
 * must never set the depth of a recursion (json-body.ts bounds the depth too).
 */
function nulViolations(value: unknown, where: string, found: FieldError[]): void {
  const stack: { value: unknown; field: string }[] = [{ value, field: '' }];
  while (stack.length > 0) {
    const { value: item, field } = stack.pop()!;
    if (typeof item === 'string') {
      if (!item.includes('\u0000')) continue;
      const name = field || where;
      const suffix = where === 'body' || !field ? '' : ` (in the ${where})`;
      found.push({ field: name, message: `${name} must not contain NUL characters${suffix}` });
      continue;
    }
    if (item === null || typeof item !== 'object') continue;
    // Pushed last key first, so fields are reported in the order they were written.
    const keys = Object.keys(item);
    for (let i = keys.length - 1; i >= 0; i--) {
      const key = keys[i]!;
      const child = (item as Record<string, unknown>)[key];
      stack.push({ value: child, field: field ? `${field}.${key}` : key });
    }
  }
}

const INTEGER = /^-?\d{1,16}$/;
const DECIMAL = /^-?\d{1,16}(\.\d+)?$/;

/**
 * Query strings are text that Ajv coerces with `Number()`, which also reads "Infinity", "1e400",
 * "0x10" and " 5": a number in the query must be written as decimal digits, and be finite.
 * Made once per route: the check of each numeric query field.
 */
function queryNumberCheck(schema: RouteDef['query']) {
  const properties = (schema as { properties?: Record<string, Record<string, unknown>> })
    ?.properties;
  const numeric = Object.entries(properties ?? {}).filter(
    ([, property]) => property.type === 'integer' || property.type === 'number',
  );
  return (query: Record<string, unknown>): FieldError[] => {
    const found: FieldError[] = [];
    for (const [field, property] of numeric) {
      const raw = query[field];
      if (raw === undefined) continue;
      const pattern = property.type === 'integer' ? INTEGER : DECIMAL;
      if (typeof raw === 'string' && pattern.test(raw) && Number.isFinite(Number(raw))) continue;
      const { message } = describeViolation({ field, rule: 'type', schema: property });
      found.push({ field, message: `${message} (in the query)` });
    }
    return found;
  };
}

const compiled = new WeakMap<object, ValidateFunction>();
function compile(schema: object, coerce: boolean) {
  let fn = compiled.get(schema);
  if (!fn) {
    fn = (coerce ? coercing : strict).compile(schema);
    compiled.set(schema, fn);
  }
  return fn;
}

export function validate(def: RouteDef): Middleware {
  const params = def.params && compile(def.params, true);
  const query = def.query && {
    check: compile(def.query, true),
    numberViolations: queryNumberCheck(def.query),
  };
  const body = def.body && compile(def.body, false);
  // An upload route's form fields (text, read by multipart-upload.ts) have a schema of their own.
  const form = def.upload && compile(def.upload.form, false);

  return async (ctx, next) => {
    const input: ValidatedInput = {
      params: { ...ctx.params },
      query: { ...ctx.query },
      body: undefined,
    };
    const details: FieldError[] = [];
    const check = (fn: ValidateFunction | undefined, value: unknown, where: string) => {
      if (fn && !fn(value)) details.push(...describeErrors(fn.errors ?? [], where));
    };
    const raw = (ctx.request as { body?: unknown }).body;
    if (body) input.body = raw === undefined ? {} : raw;
    nulViolations(input.params, 'path', details);
    nulViolations(input.query, 'query', details);
    nulViolations(input.body, 'body', details);
    if (details.length === 0) {
      // A path param that is not what the contract says (e.g. not a uuid) names nothing that exists.
      check(params, input.params, 'path');
      if (query) {
        const numbers = query.numberViolations(input.query);
        details.push(...numbers);
        if (numbers.length === 0) check(query.check, input.query, 'query');
      } else if (Object.keys(input.query).length > 0 && def.method !== 'GET') input.query = {};
      if (form && ctx.is('multipart/form-data')) check(form, input.body, 'body');
      else if (body) check(body, input.body, 'body');
    }
    if (details.length > 0) {
      throw new InputError(details.map((d) => d.message).join('; '), {
        code: 'validation_failed',
        details,
      });
    }
    ctx.state.input = input;
    await next();
  };
}
