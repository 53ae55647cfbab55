import { Kind, TypeRegistry, type TSchema, type Static } from '@sinclair/typebox';
import * as Type from './typebox';
import { CALENDAR_DATE_PATTERN } from './time/calendar-date';
import { CALENDAR_MONTH_PATTERN } from './time/calendar-month';

/**
 * Shared building blocks of the /api contract. Every limit is written once here or in the
 * resource files, and read by the BFF (Ajv), the widgets (form checks), the mocks and OpenAPI.
 *
 * `errorMessage` is a custom keyword: the sentence a person sees when the value breaks a rule of
 * that schema, either one sentence for every rule or one per rule. A rule without a sentence gets
 * one derived from it (see `validation.ts`).
 */

export type RuleName =
  'required' | 'type' | 'minLength' | 'maxLength' | 'pattern' | 'enum' | 'minimum' | 'maximum';
export type ErrorMessage = string | Partial<Record<RuleName, string>>;

/** One sentence for a value that is missing, empty or too short; longer limits keep their own. */
export const tooShort = (message: string): ErrorMessage => ({
  required: message,
  type: message,
  minLength: message,
  pattern: message,
});

export const UUID_PATTERN =
  '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';
/** Deliberately simple: one @, no spaces, a dot in the domain. */
export const EMAIL_PATTERN = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';

export const Uuid = (options: { description?: string; errorMessage?: string } = {}) =>
  Type.String({ pattern: UUID_PATTERN, description: 'A uuid', ...options });

export const Email = (errorMessage = 'Please enter a valid email') =>
  Type.String({ pattern: EMAIL_PATTERN, maxLength: 255, errorMessage });

export const Timestamp = Type.String({ description: 'ISO 8601 date-time' });

/** When a stored row was created and last updated. */
export const Timestamps = { createdAt: Timestamp, updatedAt: Timestamp };

/** Past any real list; keeps an offset a PostgreSQL bigint can hold, exactly. */
export const LIST_OFFSET_MAX = 1_000_000_000;

/** The paging of a list's query, spread into it: at most `maxLimit` rows, from `offset`. */
export const OffsetPaging = (maxLimit: number) => ({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: maxLimit })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: LIST_OFFSET_MAX })),
});

/** A calendar date, `YYYY-MM-DD`, that exists (a day, not an instant: no time zone). */
export const CalendarDate = (description = 'A calendar date, YYYY-MM-DD') =>
  Type.String({
    pattern: CALENDAR_DATE_PATTERN,
    description,
    errorMessage: 'must be a date that exists, written like 2026-01-31',
  });

/** A calendar month, `YYYY-MM` (a name, not an instant: no time zone). */
export const CalendarMonth = (description = 'A calendar month, YYYY-MM') =>
  Type.String({
    pattern: CALENDAR_MONTH_PATTERN,
    description,
    errorMessage: 'must be a month written like 2026-03',
  });

/** Money travels as a decimal string ("1234.50"), never as a float: numeric(15,2). */
export const Money = Type.String({
  pattern: '^\\d{1,13}(\\.\\d{1,2})?$',
  description: 'A non-negative amount in dollars as a decimal string, e.g. "1234.50"',
  errorMessage:
    'must be an amount of zero or more such as 1234.50 (negative amounts are not allowed; at most 13 digits before the point and 2 after)',
});

/** ROI in percent: numeric(8,2), may be negative. */
export const Percent = Type.String({
  pattern: '^-?\\d{1,6}(\\.\\d{1,2})?$',
  description: 'A percentage as a decimal string, e.g. "125.50"',
  errorMessage:
    'must be a percentage such as 125.5 (at most 6 digits before the point and 2 after)',
});

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/**
 * The amounts of the months a write names, each month once (`amount: null` clears a month): a
 * budget's planned spend, a project's realised benefit.
 */
export const MonthAmounts = (amountLabel: string, maxItems: number) =>
  Type.Array(
    Type.StrictObject({
      month: labelled('Month', CalendarMonth()),
      amount: labelled(amountLabel, Nullable(Money)),
    }),
    { minItems: 1, maxItems },
  );

/**
 * Names a field as the forms show it ("First name", "API Key"): JSON Schema's `title`, which every
 * validation message says instead of the property's key (see `violations.ts`). A nullable
 * field's branches carry it too, as validators report a failed branch with the branch's schema.
 */
export function labelled<T extends TSchema>(label: string, schema: T): T {
  const branches = (schema as { anyOf?: TSchema[] }).anyOf;
  return {
    ...schema,
    title: label,
    ...(branches
      ? { anyOf: branches.map((b) => (b.type === 'null' ? b : { ...b, title: label })) }
      : {}),
  };
}

// A plain JSON Schema `enum` of strings (clearer in OpenAPI than a union of literals); TypeBox
// learns to check it here, Ajv understands it natively.
TypeRegistry.Set<{ enum: string[] }>(
  'StringEnum',
  (schema, value) => typeof value === 'string' && schema.enum.includes(value),
);

/** One of a fixed list of strings. */
export const StringEnum = <const T extends readonly string[]>(
  values: T,
  options: { description?: string; errorMessage?: ErrorMessage; default?: T[number] } = {},
) =>
  Type.Unsafe<T[number]>({ [Kind]: 'StringEnum', type: 'string', enum: [...values], ...options });

/** Required text: at least one non-blank character, at most `max`. */
export const RequiredText = (max: number | undefined, errorMessage?: string) =>
  Type.String({
    minLength: 1,
    pattern: '\\S',
    ...(max === undefined ? {} : { maxLength: max }),
    ...(errorMessage ? { errorMessage: tooShort(errorMessage) } : {}),
  });

/**
 * A required text field named as its form shows it: "Project Name", which when left empty says
 * "Project name is required" (the label's later words in lower case) unless told otherwise.
 */
export const RequiredField = (
  label: string,
  max: number | undefined,
  errorMessage = `${label.replace(/ (.*)/, (rest) => rest.toLowerCase())} is required`,
) => labelled(label, RequiredText(max, errorMessage));

/** A URL a server is called at: http(s), a host, no spaces. */
export const HttpUrl = (max: number) =>
  Type.String({
    pattern: '^https?://[^\\s/?#]+[^\\s]*$',
    maxLength: max,
    errorMessage: 'must be an http:// or https:// URL',
  });

/** A "Link" field: a web address a person pastes, with one sentence for any that is not one. */
export const LinkField = (max: number, errorMessage: string) =>
  labelled(
    'Link',
    Type.String({
      pattern: '^https?://\\S+$',
      maxLength: max,
      errorMessage: {
        required: errorMessage,
        type: errorMessage,
        pattern: errorMessage,
        maxLength: `Link must be at most ${max} characters`,
      },
    }),
  );

export const IdParams = Type.StrictObject({ id: Uuid() });
export const CompanyParams = Type.StrictObject({ companyId: Uuid() });

export const MessageBody = Type.Object({ message: Type.String() });
export type MessageBody = Static<typeof MessageBody>;
