import styled from 'styled-components';
import {
  formatCount,
  percentOf,
  projectStatusLabel,
  projectStatusTone,
  type ProjectStatus,
} from '@portfolio/contracts';
import { ProgressBar, color, fontSize } from '@portfolio/ui';
import { OverviewCard } from '../page/overview-card';
import { PlainList } from '../page/plain-list';
import { StatusDot, StatusName } from '../page/section-card';

/** The dashboard's four bars, in this order. */
export const OVERVIEW_STATUSES: ProjectStatus[] = [
  'active',
  'in_progress',
  'planning',
  'completed',
];

export interface StatusOverviewProps {
  /** Project count per status. */
  byStatus: Record<string, number>;
  totalProjects: number;
}

/** How the portfolio splits over the main statuses, each as a share of all projects. */
export function StatusOverview({ byStatus, totalProjects }: StatusOverviewProps) {
  return (
    <OverviewCard
      title="Status Overview"
      description={`Share of all ${formatCount(totalProjects, 'project')}`}
    >
      <Rows>
        {OVERVIEW_STATUSES.map((status) => {
          const count = byStatus[status] ?? 0;
          const share = percentOf(count, totalProjects);
          const label = projectStatusLabel(status);
          return (
            <li key={status} data-status={status}>
              <Line>
                <Label>
                  <StatusDot $status={status} aria-hidden="true" />
                  {label}
                </Label>
                <Figures>
                  <Count>{count}</Count>
                  <Share>{share}%</Share>
                </Figures>
              </Line>
              <ProgressBar
                value={share}
                label={`${label} projects`}
                tone={projectStatusTone(status)}
              />
            </li>
          );
        })}
      </Rows>
    </OverviewCard>
  );
}

const Rows = styled(PlainList).attrs({ $gap: '1.125rem' })``;

const Line = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  margin-bottom: 0.5rem;
`;

const Label = styled(StatusName)`
  color: ${color('text')};
`;

const Figures = styled.span`
  display: inline-flex;
  align-items: baseline;
  gap: 0.5rem;
  font-variant-numeric: tabular-nums;
`;

const Count = styled.span`
  font-size: ${fontSize('sm')};
  font-weight: 600;
  color: ${color('text')};
`;

const Share = styled.span`
  min-width: 2.75rem;
  text-align: right;
  font-size: ${fontSize('xs')};
  color: ${color('textMuted')};
`;
