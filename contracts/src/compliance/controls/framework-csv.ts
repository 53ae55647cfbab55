import { FRAMEWORK_LIMITS } from './api';
import { LINK_STRENGTHS, type LinkStrength } from './control';
import { CONTROL_LIBRARY, findControl } from './library';
import { isOneOf } from '../../one-of';

/**
 * A custom framework as a CSV file: one row per item and control it is linked to (an item with
 * several controls repeats its ref; one without a control leaves the column empty). Read row by
 * row, every row's problems are reported with its number and column; a file with any problem is
 * imported not at all.
 */

export const FRAMEWORK_CSV_COLUMNS = [
  { name: 'ref', required: true, description: 'The item’s number in the framework (`4.2.1`)' },
  { name: 'group', required: false, description: 'The chapter or domain it belongs to' },
  { name: 'title', required: true, description: 'What the item asks for, in a few words' },
  {
    name: 'control',
    required: false,
    description: 'A control of the library that satisfies it, by ref (`GOV-1`) or id (`ai-policy`)',
  },
  { name: 'strength', required: false, description: '`direct` (the default) or `partial`' },
] as const;
export type FrameworkCsvColumn = (typeof FRAMEWORK_CSV_COLUMNS)[number]['name'];

/** A header line and two rows, as an admin's first file may look. */
export const FRAMEWORK_CSV_EXAMPLE =
  'ref,group,title,control,strength\r\n' +
  '1.1,Governance,An AI policy is approved by the board,GOV-1,direct\r\n' +
  '1.2,Governance,Every AI system has an accountable owner,GOV-2,\r\n';

/** The group of an item the file gives none. */
export const DEFAULT_FRAMEWORK_GROUP = 'Items';

export interface FrameworkCsvItem {
  ref: string;
  group: string;
  title: string;
  links: Array<{ controlId: string; strength: LinkStrength }>;
}

export interface FrameworkCsvError {
  /** The record's number in the file, its header line being 1. */
  row: number;
  /** The column at fault; null for the row as a whole. */
  column: string | null;
  message: string;
}

/** An error as a person reads it: `Row 3, column control: …`. */
export const frameworkCsvErrorText = (error: FrameworkCsvError) =>
  `Row ${error.row}${error.column ? `, column ${error.column}` : ''}: ${error.message}`;

/** An error as a detail of the 400 answer (`field`: `rows.3.control`). */
export const frameworkCsvErrorDetail = (error: FrameworkCsvError) => ({
  field: `rows.${error.row}${error.column ? `.${error.column}` : ''}`,
  message: frameworkCsvErrorText(error),
});

/** The 400's sentence for a file with errors: how many, the first few, and that nothing was kept. */
export function frameworkCsvMessage(errors: readonly FrameworkCsvError[]): string {
  const shown = errors.slice(0, 3).map(frameworkCsvErrorText).join('; ');
  const more = errors.length > 3 ? `; and ${errors.length - 3} more` : '';
  const count = errors.length === 1 ? '1 error' : `${errors.length} errors`;
  return `The CSV has ${count}, so nothing was imported: ${shown}${more}`;
}

/**
 * RFC 4180 records, forgiving as spreadsheets write them: a byte order mark, CRLF or LF line
 * ends, a last line without one. Answers the records with the number each starts at, or the
 * error of an unterminated quote.
 */
export function readCsvRecords(
  text: string,
): { records: Array<{ row: number; fields: string[] }> } | { error: FrameworkCsvError } {
  const records: Array<{ row: number; fields: string[] }> = [];
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let row = 1;
  let startedAt = 1;
  const endRecord = () => {
    fields.push(field);
    records.push({ row: startedAt, fields });
    fields = [];
    field = '';
    row += 1;
    startedAt = row;
  };
  for (let i = 0; i < source.length; i += 1) {
    const c = source[i]!;
    if (quoted) {
      if (c === '"' && source[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ',') {
      fields.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && source[i + 1] === '\n') i += 1;
      endRecord();
    } else field += c;
  }
  if (quoted) {
    return {
      error: {
        row: startedAt,
        column: null,
        message: 'a quoted field is never closed: add the closing "',
      },
    };
  }
  if (field !== '' || fields.length > 0) endRecord();
  return { records };
}

const LIBRARY_REFS = CONTROL_LIBRARY.map((c) => c.ref).join(', ');

interface Header {
  index: Partial<Record<FrameworkCsvColumn, number>>;
  width: number;
}

function readHeader(fields: readonly string[], errors: FrameworkCsvError[]): Header | undefined {
  const known = FRAMEWORK_CSV_COLUMNS.map((c) => c.name) as string[];
  const index: Header['index'] = {};
  fields.forEach((raw, i) => {
    const name = raw.trim().toLowerCase();
    if (!known.includes(name)) {
      errors.push({
        row: 1,
        column: raw.trim() || `#${i + 1}`,
        message: `unknown column: the columns are ${known.join(', ')}`,
      });
    } else if (index[name as FrameworkCsvColumn] !== undefined) {
      errors.push({ row: 1, column: name, message: 'the column is named twice' });
    } else index[name as FrameworkCsvColumn] = i;
  });
  for (const column of FRAMEWORK_CSV_COLUMNS) {
    if (column.required && index[column.name] === undefined) {
      errors.push({
        row: 1,
        column: column.name,
        message: 'the header has no such column: add it',
      });
    }
  }
  return errors.length > 0 ? undefined : { index, width: fields.length };
}

const tooLong = (what: string, max: number) => `${what} is longer than ${max} characters`;

/**
 * The items of a custom framework's CSV, or every problem of it (row, column, what is wrong):
 * unknown or missing columns, rows of another width, a ref or title missing or too long, an item
 * whose repeated rows disagree on its title or group, a control not in the library, a strength
 * other than direct or partial, the same control twice on an item, too many rows, no item at all.
 */
export function parseFrameworkCsv(
  text: string,
): { items: FrameworkCsvItem[]; errors: [] } | { items: null; errors: FrameworkCsvError[] } {
  const read = readCsvRecords(text);
  if ('error' in read) return { items: null, errors: [read.error] };
  const records = read.records.filter(({ fields }) => fields.some((f) => f.trim() !== ''));
  const errors: FrameworkCsvError[] = [];
  const [head, ...rows] = records;
  if (!head) {
    return {
      items: null,
      errors: [
        {
          row: 1,
          column: null,
          message: 'the file is empty: it needs a header line and a row per item',
        },
      ],
    };
  }
  const header = readHeader(head.fields, errors);
  if (!header) return { items: null, errors };
  if (rows.length === 0) {
    return {
      items: null,
      errors: [{ row: 2, column: null, message: 'the file has a header but no items' }],
    };
  }
  if (rows.length > FRAMEWORK_LIMITS.rows) {
    return {
      items: null,
      errors: [
        {
          row: head.row + FRAMEWORK_LIMITS.rows + 1,
          column: null,
          message: `a framework may have at most ${FRAMEWORK_LIMITS.rows} rows: split it in two`,
        },
      ],
    };
  }
  const items = new Map<string, FrameworkCsvItem>();
  for (const { row, fields } of rows) {
    const cell = (column: FrameworkCsvColumn) => {
      const i = header.index[column];
      return i === undefined ? '' : (fields[i] ?? '').trim();
    };
    const fail = (column: FrameworkCsvColumn | null, message: string) =>
      errors.push({ row, column, message });
    if (fields.length !== header.width) {
      fail(
        null,
        `it has ${fields.length} fields where the header has ${header.width}: check its commas and quotes`,
      );
      continue;
    }
    const ref = cell('ref');
    const title = cell('title');
    const group = cell('group');
    if (!ref) fail('ref', 'every row needs the item’s ref');
    else if (ref.length > FRAMEWORK_LIMITS.ref)
      fail('ref', tooLong('the ref', FRAMEWORK_LIMITS.ref));
    if (title.length > FRAMEWORK_LIMITS.title)
      fail('title', tooLong('the title', FRAMEWORK_LIMITS.title));
    if (group.length > FRAMEWORK_LIMITS.group)
      fail('group', tooLong('the group', FRAMEWORK_LIMITS.group));
    let item = ref ? items.get(ref) : undefined;
    if (ref && !item) {
      if (!title) fail('title', `item ${ref} needs a title on its first row`);
      item = { ref, group: group || DEFAULT_FRAMEWORK_GROUP, title, links: [] };
      items.set(ref, item);
    } else if (item) {
      if (title && title !== item.title) {
        fail(
          'title',
          `item ${ref} has another title on an earlier row: repeat it exactly or leave it empty`,
        );
      }
      if (group && group !== item.group) {
        fail(
          'group',
          `item ${ref} is in group “${item.group}” on an earlier row: repeat it exactly or leave it empty`,
        );
      }
    }
    const controlKey = cell('control');
    const strengthText = cell('strength').toLowerCase();
    if (strengthText && !isOneOf(LINK_STRENGTHS, strengthText)) {
      fail(
        'strength',
        `“${cell('strength')}” is not a strength: write direct or partial (or leave it empty for direct)`,
      );
    }
    if (!controlKey) {
      if (strengthText) fail('strength', 'a strength needs a control in the same row');
      continue;
    }
    const control = findControl(controlKey);
    if (!control) {
      fail(
        'control',
        `no control “${controlKey}” in the library: name one by its ref (${LIBRARY_REFS})`,
      );
      continue;
    }
    if (!item) continue;
    if (item.links.some((l) => l.controlId === control.id)) {
      fail('control', `item ${ref} names control ${control.ref} twice`);
      continue;
    }
    const strength = (strengthText || 'direct') as LinkStrength;
    item.links.push({ controlId: control.id, strength });
  }
  return errors.length > 0 ? { items: null, errors } : { items: [...items.values()], errors: [] };
}
