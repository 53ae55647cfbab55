import { useState } from 'react';
import styled from 'styled-components';
import { formatCalendarDate, formatDate, slipDays, type Project } from '@portfolio/contracts';
import {
  Button,
  CalendarIcon,
  Card,
  CardContent,
  CardHeading,
  ConfirmDialog,
  QueryErrorCard,
  Skeleton,
  useToast,
} from '@portfolio/ui';
import { useProjectBaseline, useSetProjectBaseline } from '../api/schedule';
import { Fact, Facts } from '../shared/project-facts';
import { SlipBadge } from './slip-badge';

const dateOrNotSet = (date: string | null) => (date ? formatCalendarDate(date, 'long') : 'Not set');

/**
 * The project's dates and its baseline: when the baseline was set, the target it promised and
 * how far the target has slipped since, in days. Setting the baseline again replaces it (asked
 * first).
 */
export function ScheduleCard({ project }: { project: Project }) {
  const { toast } = useToast();
  const baseline = useProjectBaseline(project.id);
  const setBaseline = useSetProjectBaseline({
    projectId: project.id,
    companyId: project.companyId,
  });
  const [confirming, setConfirming] = useState(false);
  const current = baseline.data?.baseline ?? null;

  const save = () =>
    setBaseline.mutate(undefined, {
      onSuccess: () =>
        toast({
          title: 'Baseline set',
          description: "Today's dates and milestones are what the schedule is measured against.",
        }),
      onSettled: () => setConfirming(false),
    });
  const targetSlip = current ? slipDays(current.targetDate, project.targetDate) : null;

  return (
    <Card aria-labelledby={`schedule-${project.id}`}>
      <CardHeading
        titleId={`schedule-${project.id}`}
        icon={<CalendarIcon size={18} aria-hidden="true" />}
        title="Schedule"
        description="When the project runs, and how far it moved against its baseline."
        actions={
          <Button
            $variant="outline"
            $size="sm"
            onClick={() => (current ? setConfirming(true) : save())}
            disabled={setBaseline.isPending || !baseline.isSuccess}
            data-print-hide=""
          >
            {setBaseline.isPending ? 'Setting...' : current ? 'Reset Baseline' : 'Set Baseline'}
          </Button>
        }
      />
      <CardContent>
        <Facts>
          <Fact label="Start Date">{dateOrNotSet(project.startDate)}</Fact>
          <Fact label="Target Date">
            <Line>
              {dateOrNotSet(project.targetDate)}
              {targetSlip !== null ? <SlipBadge days={targetSlip} /> : null}
            </Line>
          </Fact>
          <Fact label="Baseline" wide>
            {baseline.isPending ? (
              <Skeleton $width="14rem" $height="1.25rem" />
            ) : baseline.isError ? (
              <QueryErrorCard title="The baseline could not be loaded" query={baseline} />
            ) : current ? (
              <Muted data-testid="baseline-summary">
                Set {formatDate(current.setAt, 'long')}: target {dateOrNotSet(current.targetDate)},
                start {dateOrNotSet(current.startDate)}, {current.milestones.length}{' '}
                {current.milestones.length === 1 ? 'milestone' : 'milestones'}
              </Muted>
            ) : (
              <Muted>
                No baseline yet. Set one to measure how far the dates and milestones move.
              </Muted>
            )}
          </Fact>
        </Facts>
      </CardContent>
      <ConfirmDialog
        open={confirming}
        title="Reset the baseline?"
        question="The project's dates and milestones as they are today become its new baseline."
        confirmLabel="Reset Baseline"
        pendingLabel="Setting..."
        pending={setBaseline.isPending}
        onConfirm={save}
        onCancel={() => setConfirming(false)}
      >
        <Muted>Slips are measured against the new baseline from then on.</Muted>
      </ConfirmDialog>
    </Card>
  );
}

const Line = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
`;

const Muted = styled.span`
  display: block;
  font-weight: 400;
  font-size: ${(p) => p.theme.fontSize.sm};
  color: ${(p) => p.theme.color.textMuted};
`;
