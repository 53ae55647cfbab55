import { NoCompanyAccess, PageHeader, PageStack, type WidgetProps } from '@portfolio/ui';

/** `/timeline`: every project of the portfolio on one time axis. */
export function PortfolioTimeline({ companyId, navigate }: WidgetProps) {
  if (!companyId) {
    return (
      <NoCompanyAccess
        action="see the portfolio's timeline"
        onGoToDashboard={() => navigate('/')}
      />
    );
  }
  return (
    <PageStack>
      <PageHeader title="Timeline" description="Every project of the portfolio in time." />
    </PageStack>
  );
}
