import type { ReportResult } from '@portfolio/contracts';
import { csvText, type CsvColumn } from './csv.ts';

/**
 * A report's answer as CSV (the export and the scheduled e-mail's attachment): its column
 * labels, then its rows with money as plain decimals, through the shared writer and its guard
 * against formula injection. A report holds at most REPORT_LIMITS.rows rows: built at once.
 */
export function reportCsv(result: ReportResult): string {
  const columns = result.columns.map((c): CsvColumn<ReportResult['rows'][number]> => ({
    header: c.label,
    value: (row) => row[c.key] ?? null,
  }));
  return csvText(columns, result.rows);
}

/** `pipeline-by-department-2026-11-30.csv`: the report's name as a file name, dated in UTC. */
export function reportFileName(name: string, now = new Date()): string {
  const base =
    name
      .normalize('NFKD')
      .replace(/[^\w\s-]/g, '')
      .trim()
      .toLowerCase()
      .replace(/[\s_-]+/g, '-')
      .slice(0, 80) || 'report';
  return `${base}-${now.toISOString().slice(0, 10)}.csv`;
}
