import type { TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { ValueErrorType, type ValueError } from '@sinclair/typebox/errors';
import { describeViolation, type Violation } from './violations';
// Registers the contract's own kinds (StringEnum) in the TypeBox instance `Value` checks with: in a
// page this module may come from another widget's build than the schemas, with its own TypeBox.
import './common';

/*
 * `@portfolio/contracts/validation`: the form checks, a sub-entry of its own because TypeBox's
 * `Value` (~6 KiB br) should load with the forms that use it, not with every page.
 */

const typeboxRules: Partial<Record<ValueErrorType, Violation['rule']>> = {
  [ValueErrorType.StringMinLength]: 'minLength',
  [ValueErrorType.StringMaxLength]: 'maxLength',
  [ValueErrorType.StringPattern]: 'pattern',
  [ValueErrorType.String]: 'type',
  [ValueErrorType.Number]: 'type',
  [ValueErrorType.Integer]: 'type',
  [ValueErrorType.Boolean]: 'type',
  [ValueErrorType.NumberMinimum]: 'minimum',
  [ValueErrorType.IntegerMinimum]: 'minimum',
  [ValueErrorType.NumberMaximum]: 'maximum',
  [ValueErrorType.IntegerMaximum]: 'maximum',
  [ValueErrorType.Union]: 'type',
  [ValueErrorType.Kind]: 'enum',
  [ValueErrorType.ObjectRequiredProperty]: 'required',
  [ValueErrorType.ObjectAdditionalProperties]: 'additionalProperties',
};

const fieldOf = (pointer: string) => pointer.replace(/^\//, '').replace(/\//g, '.');

/**
 * Checks a value against a contract schema and answers the first message per field, as a form
 * shows them. An empty object means the value is valid.
 */
export function checkFields(schema: TSchema, value: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const error of Value.Errors(schema, value)) {
    const field = fieldOf(error.path);
    if (!(field in out)) out[field] = describeViolation(toViolation(field, error)).message;
  }
  return out;
}

function toViolation(field: string, error: ValueError): Violation {
  const schema = error.schema as Record<string, unknown>;
  const rule = typeboxRules[error.type] ?? 'other';
  if (rule === 'additionalProperties') return { field, rule, schema, extra: field };
  if (Array.isArray(schema.enum)) return { field, rule: 'enum', schema };
  // A nullable field's value that is not null is judged by the non-null branch.
  if (error.type === ValueErrorType.Union && Array.isArray(schema.anyOf) && error.value !== null) {
    const branch = (schema.anyOf as TSchema[]).find((s) => s.type !== 'null');
    const inner = branch && Value.Errors(branch, error.value).First();
    if (inner) return toViolation(field, inner);
  }
  return { field, rule, schema };
}
