import { type ReactNode } from 'react';
import styled from 'styled-components';
import type { UseQueryResult } from '@tanstack/react-query';
import { AlertTriangleIcon, color, fontSize } from '@portfolio/ui';
import { ViewAllLink } from './app-link';
import { OverviewCard } from './overview-card';

// Apart from overview-card: only the cards that read a request of their own (loaded on demand)
// use these, so the dashboard's first chunk does not carry them.

/** A card's one-line note: why it is empty, or that its query failed. */
export const CardMessage = styled.p`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  margin: 0;
  font-size: ${fontSize('sm')};
  color: ${color('textMuted')};
`;

/** What a card that reads a request of its own is given: its company and the shell's navigation. */
export interface CompanyCardProps {
  companyId: string;
  navigate: (path: string) => void;
}

export interface QueryCardProps<T> {
  title: string;
  description: string;
  /** The fuller list the card shows the top of: its path and the link's words. */
  viewAll: { to: string; label: string };
  navigate: (path: string) => void;
  query: UseQueryResult<T>;
  /** What the card says when the query fails ("The risks could not be loaded."). */
  failed: string;
  /** Shown until the first answer, in the layout of the content. */
  pending: ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * A dashboard card that reads a request of its own, with a link to the fuller list: its content
 * once answered, else a one-line alert if it failed (the page's other cards stand), else its
 * loading layout.
 */
export function QueryCard<T>({
  title,
  description,
  viewAll,
  navigate,
  query,
  failed,
  pending,
  children,
}: QueryCardProps<T>) {
  return (
    <OverviewCard
      title={title}
      description={description}
      actions={
        <ViewAllLink to={viewAll.to} navigate={navigate}>
          {viewAll.label}
        </ViewAllLink>
      }
    >
      {query.data ? (
        children(query.data)
      ) : query.isError ? (
        <CardMessage role="alert">
          <AlertTriangleIcon size={16} />
          {failed}
        </CardMessage>
      ) : (
        pending
      )}
    </OverviewCard>
  );
}
