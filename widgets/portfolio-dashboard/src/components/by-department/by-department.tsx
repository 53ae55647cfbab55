import type { PortfolioSummary } from '@portfolio/contracts';
import { Skeleton, type WidgetProps } from '@portfolio/ui';
import { DepartmentCard } from './department-card';
import { NoProjectsYet } from '../page/no-projects-yet';
import { Sections, SkeletonCard, SummaryPage } from '../page/summary-page';

/** `/by-department`: one card per department, the largest first. */
export function ByDepartment({ companyId, navigate }: WidgetProps) {
  // The summary already holds each department's count, investment and ROI, sorted by count.
  return (
    <SummaryPage
      title="Projects by Department"
      description="Investment, return and initiatives across your organization"
      companyId={companyId}
      companyAction="view projects by department"
      navigate={navigate}
      loadingLabel="Loading departments"
      skeleton={[0, 1].map((i) => (
        <SkeletonCard key={i}>
          <Skeleton $width="30%" $height="1.5rem" />
          <Skeleton $height="8rem" />
        </SkeletonCard>
      ))}
      errorTitle="Departments could not be loaded"
    >
      {(summary, company) => (
        <Departments companyId={company} departments={summary.byDepartment} navigate={navigate} />
      )}
    </SummaryPage>
  );
}

function Departments({
  companyId,
  departments,
  navigate,
}: {
  companyId: string;
  departments: PortfolioSummary['byDepartment'];
  navigate: WidgetProps['navigate'];
}) {
  if (departments.length === 0) {
    return (
      <NoProjectsYet
        description="Projects appear here grouped by department once you add them."
        navigate={navigate}
      />
    );
  }
  return (
    <Sections>
      {departments.map((department) => (
        <DepartmentCard
          key={department.department}
          companyId={companyId}
          department={department}
          navigate={navigate}
        />
      ))}
    </Sections>
  );
}
