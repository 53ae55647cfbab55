import type { ReactNode } from 'react';
import type { PortfolioSummary } from '@portfolio/contracts';
import styled from 'styled-components';
import {
  Card,
  Grid,
  CompanyGate,
  PageHeader,
  QueryView,
  type WidgetProps,
  useRouteQuery,
} from '@portfolio/ui';
import { routes } from '@portfolio/contracts';

export interface SummaryPageProps {
  title: string;
  description: string;
  /** Buttons beside the title, shown only to a member of a company. */
  actions?: ReactNode;
  companyId: string | null;
  /**
   * What a company is needed for, told to someone without one: "view projects by status" reads
   * "You need to be a member of a company to view projects by status."
   */
  companyAction: string;
  navigate: WidgetProps['navigate'];
  /** The busy page's accessible name while the summary loads ("Loading statuses"). */
  loadingLabel: string;
  /** The placeholders shown while the summary loads, in the page's own layout. */
  skeleton: ReactNode;
  /** The error card's title when the summary cannot be loaded. */
  errorTitle: string;
  /** The page's content, from the company's portfolio summary. */
  children: (summary: PortfolioSummary, companyId: string) => ReactNode;
}

/**
 * A page of the dashboard widget: its header, then its content from the portfolio summary, with
 * a loading layout and a retryable error card. Someone without a company gets the kit's No
 * Company Access, as on every other page.
 */
export function SummaryPage({
  title,
  description,
  actions,
  companyId,
  companyAction,
  navigate,
  ...content
}: SummaryPageProps) {
  return (
    <CompanyGate companyId={companyId} navigate={navigate} action={companyAction}>
      {(companyId) => (
        <>
          <PageHeader title={title} description={description} actions={actions} />
          <SummaryContent companyId={companyId} {...content} />
        </>
      )}
    </CompanyGate>
  );
}

function SummaryContent({
  companyId,
  loadingLabel,
  skeleton,
  errorTitle,
  children,
}: Pick<SummaryPageProps, 'loadingLabel' | 'skeleton' | 'errorTitle' | 'children'> & {
  companyId: string;
}) {
  return (
    <QueryView
      query={useRouteQuery(routes.getPortfolioSummary, { params: { companyId } })}
      pending={
        <Sections role="status" aria-busy="true" aria-label={loadingLabel}>
          {skeleton}
        </Sections>
      }
      errorTitle={errorTitle}
    >
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
