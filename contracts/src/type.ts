/**
 * Every builder a contract schema is made of, under one name (`import * as Type from './type'`):
 * TypeBox's and the request bodies' (`./typebox`), then the contract's own field types and
 * `labelled` (`./common`).
 */
export * from './typebox';
export {
  CalendarDate,
  CalendarMonth,
  Email,
  HttpUrl,
  LinkField,
  Money,
  MonthAmounts,
  Nullable,
  OffsetPaging,
  Percent,
  RequiredField,
  RequiredText,
  StringEnum,
  Timestamp,
  Timestamps,
  Uuid,
  labelled,
  tooShort,
} from './common';
