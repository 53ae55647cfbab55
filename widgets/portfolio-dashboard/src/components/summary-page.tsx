import type { ReactNode } from 'react';
import type { PortfolioSummary } from '@portfolio/contracts';
import styled from 'styled-components';
import { Card, Grid, PageHeader, QueryView } from '@portfolio/ui';
import { usePortfolioSummary } from '../api/portfolio-summary';
import { NoCompany } from './no-company';

export interface SummaryPageProps {
  title: string;
  description: string;
  /** Buttons beside the title, shown only to a member of a company. */
  actions?: ReactNode;
  companyId: string | null;
  /** Shown while the summary loads, in the page's own layout. */
  skeleton: ReactNode;
  /** The error card's title when the summary cannot be loaded. */
  errorTitle: string;
  /** The page's content, from the company's portfolio summary. */
  children: (summary: PortfolioSummary, companyId: string) => ReactNode;
}

/**
 * A page of the dashboard widget: its header, then (for a member of a company) its content from
 * the portfolio summary, with a loading layout and a retryable error card.
 */
export function SummaryPage({
  title,
  description,
  actions,
  companyId,
  ...content
}: SummaryPageProps) {
  return (
    <>
      <PageHeader title={title} description={description} actions={companyId ? actions : null} />
      {companyId ? <SummaryContent companyId={companyId} {...content} /> : <NoCompany />}
    </>
  );
}

function SummaryContent({
  companyId,
  skeleton,
  errorTitle,
  children,
}: Pick<SummaryPageProps, 'skeleton' | 'errorTitle' | 'children'> & { companyId: string }) {
  return (
    <QueryView query={usePortfolioSummary(companyId)} pending={skeleton} errorTitle={errorTitle}>
      {(summary) => children(summary, companyId)}
    </QueryView>
  );
}

/** The sections of a summary page, one under the other. */
export const Sections = styled(Grid).attrs({ $gap: '1.5rem' })``;

/** A card-shaped placeholder while the summary loads; its gap spaces the skeleton lines. */
export const SkeletonCard = styled(Card)<{ $gap?: string }>`
  display: grid;
  gap: ${(p) => p.$gap ?? '1rem'};
  padding: 1.5rem;
`;
