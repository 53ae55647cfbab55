import type { SortColumn } from '../state/project-filters';

/**
 * Which columns a narrow table drops (by the table's own width, so the same rules hold in the
 * shell and in an intranet page): `roomy` ones below 84rem, `schedule` ones below 72rem, `wide`
 * ones below 64rem, `medium` ones below 52rem, `detail` ones below 30rem, where the name cell
 * shows status, ROI and investment on its second line. The name is the column people scan: at
 * each step it keeps at least 14rem, the widest column of the table.
 */
export type Keep = 'always' | 'roomy' | 'schedule' | 'wide' | 'medium' | 'detail';

export interface Column {
  label: string;
  /** Fixed width; the name column takes what is left. */
  width?: string;
  sort?: SortColumn;
  align?: 'left' | 'right';
  keep: Keep;
}

export const COLUMNS: Column[] = [
  { label: 'Project Name', sort: 'name', keep: 'always' },
  { label: 'Department', width: '9.5rem', sort: 'department', keep: 'medium' },
  { label: 'Business Owner', width: '9.5rem', keep: 'wide' },
  { label: 'Status', width: '7.5rem', sort: 'status', keep: 'detail' },
  { label: 'ROI', width: '5rem', sort: 'roi', align: 'right', keep: 'detail' },
  { label: 'Investment', width: '8rem', sort: 'investment', align: 'right', keep: 'detail' },
  { label: 'Start Date', width: '8rem', sort: 'startDate', keep: 'roomy' },
  { label: 'Target Date', width: '8.25rem', sort: 'targetDate', keep: 'schedule' },
  { label: 'Actions', width: '6.5rem', align: 'right', keep: 'always' },
];
export const keepOf = (label: string) => COLUMNS.find((c) => c.label === label)!.keep;
