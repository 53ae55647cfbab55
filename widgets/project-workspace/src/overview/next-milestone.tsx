import {
  formatCalendarDate,
  scheduleSlip,
  type Milestone,
  type Project,
} from '@portfolio/contracts';
import { Card, CardContent, CardHeading, TargetIcon, Skeleton, MutedText } from '@portfolio/ui';
import styled from 'styled-components';
import { useMilestones, useProjectBaseline } from '../api/schedule';
import { OverdueBadge, SlipBadge, isOverdue } from '../plan/slip-badge';
import type { SectionId } from '../workspace/sections';
import { SectionLink } from './section-link';

/** The first milestone not yet done, by due date. */
const nextOf = (milestones: readonly Milestone[]) =>
  milestones.filter((m) => !m.done).sort((a, b) => a.dueDate.localeCompare(b.dueDate))[0];

/** Overview: the next milestone (and the target date), with its slip against the baseline. */
export function NextMilestone({
  project,
  onOpen,
}: {
  project: Project;
  onOpen: (section: SectionId) => void;
}) {
  const milestones = useMilestones(project.id);
  const baseline = useProjectBaseline(project.id);
  const next = milestones.data ? nextOf(milestones.data) : undefined;
  const slip = next
    ? scheduleSlip(
        { targetDate: project.targetDate, milestones: milestones.data ?? [] },
        baseline.data?.baseline,
      ).milestones.find((s) => s.milestoneId === next.id)
    : undefined;
  return (
    <Card aria-label="Next milestone">
      <CardHeading
        icon={<TargetIcon size={17} />}
        title="Next milestone"
        actions={<SectionLink section="plan" onOpen={onOpen} />}
      />
      <CardContent>
        {!milestones.data && !milestones.isError ? (
          <Skeleton $height="2.5rem" />
        ) : next ? (
          <Line>
            <strong>{next.name}</strong>
            <span>due {formatCalendarDate(next.dueDate, 'long')}</span>
            {slip?.slipDays ? <SlipBadge days={slip.slipDays} /> : null}
            {isOverdue(next) ? <OverdueBadge /> : null}
          </Line>
        ) : (
          <MutedText>No open milestone.</MutedText>
        )}
        <MutedText>
          Target date:{' '}
          {project.targetDate ? formatCalendarDate(project.targetDate, 'long') : 'not set'}
        </MutedText>
      </CardContent>
    </Card>
  );
}

const Line = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.25rem 0.5rem;
  margin: 0 0 0.5rem;
`;
