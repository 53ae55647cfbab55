import type { ErrorMessage, RuleName } from './common';

/**
 * One wording for validation failures, whichever validator found them: the BFF's Ajv and the
 * widgets' form checks (TypeBox) both describe a failure as a rule broken by a field, and this
 * module turns that into the sentence a person reads.
 */
export interface Violation {
  /** Dotted path of the field, '' for the whole body. */
  field: string;
  rule: RuleName | 'additionalProperties' | 'other';
  /** The schema of the field (for its title, errorMessage and limits). */
  schema: Record<string, unknown> | undefined;
  /** For `additionalProperties`, the unexpected key. */
  extra?: string;
}

export interface FieldError {
  field: string;
  message: string;
}

function custom(schema: Violation['schema'], rule: Violation['rule']): string | undefined {
  const message = schema?.errorMessage as ErrorMessage | undefined;
  if (typeof message === 'string') return message;
  if (message && rule in message) return message[rule as RuleName];
  return undefined;
}

export function describeViolation(v: Violation): FieldError {
  // The field's label as the forms show it (its schema's title), else its key.
  const title = v.schema?.title;
  const name = typeof title === 'string' && title ? title : v.field || 'body';
  const s = v.schema ?? {};
  const own = custom(v.schema, v.rule);
  if (own) {
    // Sentences that stand alone ("Model name is required") are used as they are; fragments
    // ("must be an amount of zero or more such as 1234.50") are prefixed with the field.
    const standalone = /^[A-Z]/.test(own);
    return { field: v.field, message: standalone ? own : `${name} ${own}` };
  }
  const message = (() => {
    switch (v.rule) {
      case 'required':
        return `${name} is required`;
      case 'additionalProperties':
        return v.extra ? `${v.extra} is not a known field` : `${name} has unknown fields`;
      case 'minLength':
        return s.minLength === 1
          ? `${name} must not be empty`
          : `${name} must be at least ${String(s.minLength)} characters`;
      case 'maxLength':
        return `${name} must be at most ${String(s.maxLength)} characters`;
      case 'pattern':
        return `${name} is not in the expected format`;
      case 'enum': {
        const values = (s.enum as unknown[] | undefined) ?? [];
        return `${name} must be one of: ${values.join(', ')}`;
      }
      case 'minimum':
        return `${name} must be at least ${String(s.minimum)}`;
      case 'maximum':
        return `${name} must be at most ${String(s.maximum)}`;
      case 'type': {
        const type = Array.isArray(s.anyOf) ? 'a valid value' : typeName(s.type);
        return `${name} must be ${type}`;
      }
      default:
        return `${name} is not valid`;
    }
  })();
  return { field: v.field, message };
}

function typeName(type: unknown): string {
  switch (type) {
    case 'string':
      return 'a text';
    case 'integer':
      return 'a whole number';
    case 'number':
      return 'a number';
    case 'boolean':
      return 'true or false';
    case 'array':
      return 'a list';
    case 'object':
      return 'an object';
    default:
      return 'a valid value';
  }
}
