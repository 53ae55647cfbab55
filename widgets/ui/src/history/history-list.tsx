import styled from 'styled-components';
import {
  AUDIT_ACTION_VERBS,
  AUDIT_ENTITY_LABELS,
  changeLine,
  formatDate,
  type HistoryEntry,
} from '@portfolio/contracts';
import { Button } from '@portfolio/ui';

export interface HistoryListProps {
  entries: readonly HistoryEntry[];
  /**
   * Name what each entry changed (kind and name) even for projects: on a page of many things.
   * A project's own list names only its LLM model links.
   */
  showSubject?: boolean;
  /** More entries exist: a "Load more" button calls this. */
  onLoadMore?: () => void;
  loadingMore?: boolean;
  /** Its accessible name, e.g. "Project history". */
  label: string;
}

/** Shown for a field that had, or has, no value. */
const NOTHING = '—';

/**
 * Entries of the history (`audit_events`), newest first: who, when, what, and each field's
 * before → after, as the BFF words them. The project History card and the Activity page both
 * show history through this list.
 */
export function HistoryList({
  entries,
  showSubject = false,
  onLoadMore,
  loadingMore = false,
  label,
}: HistoryListProps) {
  return (
    <Root>
      <Entries aria-label={label}>
        {entries.map((entry) => (
          <Entry key={entry.id}>
            <Line>
              {/* Spaces between the parts, so the line reads as a sentence to a screen reader. */}
              <strong>{entry.actor.name}</strong> <span>{AUDIT_ACTION_VERBS[entry.action]}</span>{' '}
              {showSubject || entry.entity !== 'project' ? (
                <Subject>
                  {AUDIT_ENTITY_LABELS[entry.entity]}
                  {entry.entityLabel ? ` “${entry.entityLabel}”` : ''}
                </Subject>
              ) : null}{' '}
              <When dateTime={entry.at}>{formatDate(entry.at, 'time')}</When>
            </Line>
            {entry.changes.length > 0 ? (
              <Changes>
                {entry.changes.map((change) => (
                  <li key={change.field}>
                    {/* A creation has no "before": its fields are simply what they were set to. */}
                    {entry.action === 'created' && change.before === null
                      ? `${change.label}: ${change.after ?? NOTHING}`
                      : changeLine(change)}
                  </li>
                ))}
              </Changes>
            ) : null}
          </Entry>
        ))}
      </Entries>
      {onLoadMore ? (
        <Button $variant="outline" $size="sm" onClick={onLoadMore} disabled={loadingMore}>
          {loadingMore ? 'Loading...' : 'Load more'}
        </Button>
      ) : null}
    </Root>
  );
}

const Root = styled.div`
  display: grid;
  gap: 1rem;
  justify-items: start;
`;

const Entries = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  width: 100%;
  display: grid;
`;

const Entry = styled.li`
  display: grid;
  gap: 0.375rem;
  padding: 0.75rem 0;
  border-top: 1px solid ${(p) => p.theme.color.border};
  &:first-child {
    border-top: 0;
    padding-top: 0;
  }
`;

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0.375rem;
  font-size: ${(p) => p.theme.fontSize.sm};
`;

const Subject = styled.span`
  color: ${(p) => p.theme.color.text};
`;

const When = styled.time`
  margin-left: auto;
  font-size: ${(p) => p.theme.fontSize.xs};
  color: ${(p) => p.theme.color.textMuted};
`;

const Changes = styled.ul`
  margin: 0;
  padding-left: 1rem;
  display: grid;
  gap: 0.125rem;
  font-size: ${(p) => p.theme.fontSize.sm};
  color: ${(p) => p.theme.color.textMuted};
  overflow-wrap: anywhere;
`;
