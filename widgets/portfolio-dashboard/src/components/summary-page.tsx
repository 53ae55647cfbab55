import type { ReactNode } from 'react';
import type { PortfolioSummary } from '@portfolio/contracts';
import { ErrorCard, PageHeader, describeError } from '@portfolio/ui';
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
  const summary = usePortfolioSummary(companyId);
  if (summary.isPending) return skeleton;
  if (summary.isError) {
    return (
      <ErrorCard
        title={errorTitle}
        message={describeError(summary.error)}
        onRetry={() => void summary.refetch()}
        retrying={summary.isFetching}
      />
    );
  }
  return children(summary.data, companyId);
}
