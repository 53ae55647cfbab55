import {
  Object as ObjectSchema,
  Optional as OptionalSchema,
  Partial as PartialSchema,
  type ObjectOptions,
  type TOptional,
  type TProperties,
} from '@sinclair/typebox';
import { isOneOf } from './one-of';

/**
 * The TypeBox builders the contract uses, imported one by one (schemas reach them through
 * `./type`). TypeBox's own `Type` object holds every builder (conditional and template literal
 * types too), so importing it sends all of them to every page: ~9 KiB br instead of ~3. Below them,
 * the contract's own builders of what a request sends.
 */
export {
  Array,
  Boolean,
  Integer,
  Literal,
  Null,
  Number,
  Object,
  Omit,
  Optional,
  Partial,
  Record,
  String,
  Union,
  Unsafe,
} from '@sinclair/typebox';

/**
 * An object of exactly the listed fields: what a request sends (body, query, path), so that a field
 * the route does not know is refused rather than ignored.
 */
export const StrictObject = <T extends TProperties>(fields: T, options: ObjectOptions = {}) =>
  ObjectSchema(fields, { additionalProperties: false, ...options });

/** An update's body: any subset of a record's fields, at least one, and no other. */
export const UpdateBody = <T extends TProperties>(fields: T) =>
  PartialSchema(ObjectSchema(fields), { additionalProperties: false, minProperties: 1 });

/**
 * An update's body that may also carry fields of its own (a status, a merge): any subset of the
 * record's fields and those, at least one, and no other.
 */
export const UpdateBodyWith = <T extends TProperties, E extends TProperties>(fields: T, own: E) =>
  StrictObject(
    { ...PartialSchema(ObjectSchema(fields)).properties, ...own },
    { minProperties: 1, errorMessage: 'Send at least one field to change' },
  );

/**
 * A create body: a record's fields in their order, those named optional (left out, the record
 * takes its default), and no other.
 */
export const CreateBody = <T extends TProperties, K extends keyof T & string>(
  fields: T,
  optional: readonly K[],
) =>
  StrictObject(
    Object.fromEntries(
      Object.entries(fields).map(([key, schema]) => [
        key,
        isOneOf(optional, key) ? OptionalSchema(schema) : schema,
      ]),
    ) as { [P in keyof T]: P extends K ? TOptional<T[P]> : T[P] },
  );
