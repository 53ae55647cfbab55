import {
  Object as ObjectSchema,
  Partial as PartialSchema,
  type ObjectOptions,
  type TProperties,
} from '@sinclair/typebox';

/**
 * The TypeBox builders the contract uses, imported one by one (`import * as Type from './type'`).
 * TypeBox's own `Type` object holds every builder (conditional and template literal types too), so
 * importing it sends all of them to every page: ~9 KiB br instead of ~3.
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
