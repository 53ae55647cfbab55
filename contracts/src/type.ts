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
