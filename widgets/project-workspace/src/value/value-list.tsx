import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { QueryView, Skeleton } from '@portfolio/ui';
import { Empty, Rows, Section, SectionTitle } from '../shared/list-card-parts';
import { Counted } from '../shared/counted';

/**
 * A titled part of the Value card listing one query's items (its KPIs, its stage-gate
 * decisions) with their count; `after` closes it (the form adding one).
 */
export function ValueList<T>({
  titleId,
  title,
  query,
  loadingLabel,
  errorTitle,
  empty,
  emptyHint,
  label,
  children,
  after,
}: {
  titleId: string;
  title: string;
  query: UseQueryResult<T[]>;
  loadingLabel: string;
  errorTitle: string;
  /** "No KPIs yet.", then what to do, left out of print. */
  empty: string;
  emptyHint: string;
  /** The list's accessible name. */
  label: string;
  children: (item: T) => ReactNode;
  after: ReactNode;
}) {
  const count = query.data?.length ?? 0;
  return (
    <Section aria-labelledby={titleId}>
      <SectionTitle id={titleId}>
        <Counted count={count}>{title}</Counted>
      </SectionTitle>
      <QueryView
        query={query}
        pending={<Skeleton $height="3.25rem" role="status" aria-label={loadingLabel} />}
        errorTitle={errorTitle}
        empty={
          <Empty>
            {empty} <span data-print-hide="">{emptyHint}</span>
          </Empty>
        }
      >
        {(items) => (
          <Rows as="ul" aria-label={label}>
            {items.map(children)}
          </Rows>
        )}
      </QueryView>
      {after}
    </Section>
  );
}
