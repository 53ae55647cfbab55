import { useState, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import {
  ACTIONS_COLUMN,
  ConfirmDialog,
  DataTable,
  IconButton,
  QueryView,
  Skeleton,
  TableContainer,
  Td,
  TrashIcon,
} from '@portfolio/ui';

/** The delete of a row: a mutation whose variables are the row (`useRouteMutation`). */
export interface SettingsTableRemove<T> {
  mutate: (row: T, options: { onSuccess: () => void }) => void;
  isPending: boolean;
}

export interface SettingsTableProps<T extends { id: string }> {
  /** The list: its loading, error and empty states come with the table. */
  query: UseQueryResult<T[]>;
  /** The table's accessible name. */
  label: string;
  /** The error card's title when the list cannot be read; `<label> could not be loaded` unless given. */
  errorTitle?: string;
  /** What shows when there are none. */
  empty: ReactNode;
  /** The column headings before the delete button's. */
  columns: readonly string[];
  /** A row's cells before its delete button. */
  children: (row: T) => ReactNode;
  /** The delete button's accessible name for a row: `Delete Acme intranet`. */
  deleteLabel: (row: T) => string;
  /** The confirmation's title, its question about a row, and what deleting does. */
  confirm: { title: string; question: (row: T) => string; consequence: ReactNode };
  remove: SettingsTableRemove<T>;
  /** After a row was deleted (a toast, a shown-once secret put away). */
  onDeleted?: (row: T) => void;
}

/**
 * A settings page's list of things a company made (apps, tokens, connections): a table with a
 * delete button on each row, and a confirmation before the delete goes out.
 */
export function SettingsTable<T extends { id: string }>({
  query,
  label,
  errorTitle = `${label} could not be loaded`,
  empty,
  columns,
  children,
  deleteLabel,
  confirm,
  remove,
  onDeleted,
}: SettingsTableProps<T>) {
  const [deleting, setDeleting] = useState<T | null>(null);
  const confirmDelete = (row: T) =>
    remove.mutate(row, {
      onSuccess: () => {
        setDeleting(null);
        onDeleted?.(row);
      },
    });
  return (
    <>
      <QueryView
        query={query}
        pending={<Skeleton $height="4rem" />}
        errorTitle={errorTitle}
        empty={empty}
      >
        {(rows) => (
          <TableContainer>
            <DataTable
              aria-label={label}
              columns={[...columns, ACTIONS_COLUMN]}
              rows={rows}
              rowKey={(row) => row.id}
            >
              {(row) => (
                <>
                  {children(row)}
                  <Td $align="right">
                    <IconButton
                      $tone="danger"
                      aria-label={deleteLabel(row)}
                      onClick={() => setDeleting(row)}
                    >
                      <TrashIcon size={15} />
                    </IconButton>
                  </Td>
                </>
              )}
            </DataTable>
          </TableContainer>
        )}
      </QueryView>
      <ConfirmDialog
        open={deleting !== null}
        title={confirm.title}
        question={deleting === null ? undefined : confirm.question(deleting)}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        onConfirm={() => deleting !== null && confirmDelete(deleting)}
        onCancel={() => setDeleting(null)}
      >
        {confirm.consequence}
      </ConfirmDialog>
    </>
  );
}
