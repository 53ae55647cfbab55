import { type ReactNode } from 'react';
import styled from 'styled-components';
import type { UseQueryResult } from '@tanstack/react-query';
import {
  AlertTriangleIcon,
  CardContent,
  TitledCard,
  color,
  fontSize,
  type CardHeadingProps,
} from '@portfolio/ui';

/** A card of the dashboard, named by its heading (a region for screen readers). */
export function OverviewCard({
  children,
  ...heading
}: Omit<CardHeadingProps, 'titleId' | 'icon'> & { children: ReactNode }) {
  return (
    <TitledCard {...heading}>
      <CardContent>{children}</CardContent>
    </TitledCard>
  );
}

/** A card's one-line note: why it is empty, or that its query failed. */
export const CardMessage = styled.p`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  margin: 0;
  font-size: ${fontSize('sm')};
  color: ${color('textMuted')};
`;

export interface OverviewQueryProps<T> {
  query: UseQueryResult<T>;
  /** What the card says when the query fails ("The risks could not be loaded."). */
  failed: string;
  /** Shown until the first answer, in the layout of the content. */
  pending: ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * A dashboard card's query: its content once answered, else a one-line alert if it failed (the
 * page's other cards stand), else its loading layout.
 */
export function OverviewQuery<T>({ query, failed, pending, children }: OverviewQueryProps<T>) {
  if (query.data) return children(query.data);
  if (query.isError) {
    return (
      <CardMessage role="alert">
        <AlertTriangleIcon size={16} />
        {failed}
      </CardMessage>
    );
  }
  return pending;
}
