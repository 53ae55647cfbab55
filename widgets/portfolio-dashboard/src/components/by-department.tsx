import styled from 'styled-components';
import {
  Card,
  ErrorCard,
  PageHeader,
  Skeleton,
  describeError,
  type WidgetProps,
} from '@portfolio/ui';
import { usePortfolioSummary } from '../api/portfolio-summary';
import { DepartmentCard } from './department-card';
import { NoCompany } from './no-company';
import { NoProjectsYet } from './no-projects-yet';

/** `/by-department`: one card per department, the largest first. */
export function ByDepartment({ companyId, navigate }: WidgetProps) {
  return (
    <>
      <PageHeader
        title="Projects by Department"
        description="Investment, return and initiatives across your organization"
      />
      {companyId ? <Departments companyId={companyId} navigate={navigate} /> : <NoCompany />}
    </>
  );
}

function Departments({
  companyId,
  navigate,
}: {
  companyId: string;
  navigate: WidgetProps['navigate'];
}) {
  // The summary already holds each department's count, investment and ROI, sorted by count.
  const summary = usePortfolioSummary(companyId);

  if (summary.isPending) {
    return (
      <Stack aria-busy="true" aria-label="Loading departments">
        {[0, 1].map((i) => (
          <SkeletonCard key={i}>
            <Skeleton $width="30%" $height="1.5rem" />
            <Skeleton $height="8rem" />
          </SkeletonCard>
        ))}
      </Stack>
    );
  }
  if (summary.isError) {
    return (
      <ErrorCard
        title="Departments could not be loaded"
        message={describeError(summary.error)}
        onRetry={() => void summary.refetch()}
        retrying={summary.isFetching}
      />
    );
  }
  const departments = summary.data.byDepartment;
  if (departments.length === 0) {
    return (
      <NoProjectsYet
        description="Projects appear here grouped by department once you add them."
        navigate={navigate}
      />
    );
  }
  return (
    <Stack>
      {departments.map((department) => (
        <DepartmentCard
          key={department.department}
          companyId={companyId}
          department={department}
          navigate={navigate}
        />
      ))}
    </Stack>
  );
}

const Stack = styled.div`
  display: grid;
  gap: 1.5rem;
`;

const SkeletonCard = styled(Card)`
  display: grid;
  gap: 1rem;
  padding: 1.5rem;
`;
