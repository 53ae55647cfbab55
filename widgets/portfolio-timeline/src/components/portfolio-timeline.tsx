import { useCallback, useMemo, useState } from 'react';
import styled from 'styled-components';
import {
  PROJECT_STATUSES,
  formatCalendarDate,
  projectStatusLabel,
  projectStatusTone,
  todayCalendarDate,
  type TimelineProject,
  routes,
} from '@portfolio/contracts';
import {
  Button,
  CalendarIcon,
  EmptyState,
  LinkIcon,
  NoCompanyAccess,
  PageHeader,
  PageStack,
  QueryErrorCard,
  Select,
  Skeleton,
  usePrinting,
  useToast,
  type WidgetProps,
  useRouteQuery,
} from '@portfolio/ui';
import { useChangeDates } from '../api/timeline';
import { GROUP_BYS, GROUP_BY_LABELS, layoutTimeline, type GroupBy } from '../model/rows';
import { ZOOMS, ZOOM_LABELS, createScale, dateRange, type Zoom } from '../model/scale';
import { AddDependencyDialog } from './add-dependency-dialog';
import type { DatesCommit } from './project-bar';
import { SetDatesDialog } from './set-dates-dialog';
import { TimelineChart } from './timeline-chart';
import { UndatedProjects } from './undated-projects';

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
  return <Timeline companyId={companyId} navigate={navigate} />;
}

function Timeline({
  companyId,
  navigate,
}: {
  companyId: string;
  navigate: (path: string) => void;
}) {
  const timeline = useRouteQuery(
    routes.getPortfolioTimeline,
    { params: { companyId } },
    // Comparing a fresh answer of 2,000 projects and 10,000 milestones with the one kept costs
    // more than rendering again the few rows in view.
    { structuralSharing: false },
  );
  const { change, isPending } = useChangeDates(companyId);
  const { toast } = useToast();
  const printing = usePrinting();
  const [groupBy, setGroupBy] = useState<GroupBy>('department');
  const [zoom, setZoom] = useState<Zoom>('month');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [datesOf, setDatesOf] = useState<TimelineProject | null>(null);
  const [addingDependency, setAddingDependency] = useState(false);
  const [focusToday, setFocusToday] = useState(0);
  const today = todayCalendarDate();

  const projects = timeline.data?.projects;
  const dependencies = timeline.data?.dependencies;
  const layout = useMemo(
    () => layoutTimeline(projects ?? [], dependencies ?? [], groupBy),
    [projects, dependencies, groupBy],
  );
  const scale = useMemo(
    () => createScale(dateRange(projects ?? [], today), zoom),
    [projects, today, zoom],
  );

  const onCommit = useCallback<DatesCommit>(
    (project, dates, how) => {
      const before = { startDate: project.startDate, targetDate: project.targetDate };
      change({ projectId: project.id, ...dates });
      const title =
        how === 'target'
          ? `${project.name} now ends ${formatCalendarDate(dates.targetDate)}`
          : `${project.name} moved to ${formatCalendarDate(dates.startDate)} – ${formatCalendarDate(dates.targetDate)}`;
      const handle = toast({
        title,
        action: (
          <Button
            $variant="outline"
            $size="sm"
            onClick={() => {
              change({ projectId: project.id, ...before });
              handle.update({ title: `${project.name} is back where it was`, action: undefined });
            }}
          >
            Undo
          </Button>
        ),
      });
    },
    [change, toast],
  );

  const selected = projects?.find((p) => p.id === selectedId) ?? null;

  return (
    <PageStack>
      <PageHeader
        title="Timeline"
        description="Every project of the portfolio in time: drag a bar to move it, its right end to change the target date."
        actions={
          <Actions data-print-hide="">
            <Button $variant="outline" onClick={() => setAddingDependency(true)}>
              <LinkIcon size={16} aria-hidden="true" />
              Add Dependency
            </Button>
            <Button $variant="outline" onClick={() => window.print()}>
              Print
            </Button>
          </Actions>
        }
      />
      <Toolbar data-print-hide="" aria-label="Timeline view">
        <Control>
          <label htmlFor="timeline-group-by">Group by</label>
          <Select
            id="timeline-group-by"
            value={groupBy}
            onChange={(event) => setGroupBy(event.target.value as GroupBy)}
            options={GROUP_BYS.map((value) => ({ value, label: GROUP_BY_LABELS[value] }))}
          />
        </Control>
        <Zooms role="group" aria-label="Zoom">
          {ZOOMS.map((value) => (
            <Button
              key={value}
              $size="sm"
              $variant={zoom === value ? 'primary' : 'outline'}
              aria-pressed={zoom === value}
              onClick={() => setZoom(value)}
            >
              {ZOOM_LABELS[value]}
            </Button>
          ))}
        </Zooms>
        <Button $size="sm" $variant="ghost" onClick={() => setFocusToday((n) => n + 1)}>
          <CalendarIcon size={14} aria-hidden="true" />
          Today
        </Button>
        <Legend aria-label="Status colours">
          {PROJECT_STATUSES.map((status) => (
            <LegendItem key={status}>
              <Swatch $tone={projectStatusTone(status)} aria-hidden="true" />
              {projectStatusLabel(status)}
            </LegendItem>
          ))}
          <LegendItem>
            <GhostSwatch aria-hidden="true" />
            Baseline
          </LegendItem>
          <LegendItem>
            <DiamondSwatch aria-hidden="true" />
            Milestone
          </LegendItem>
        </Legend>
      </Toolbar>
      {timeline.isPending ? (
        <div role="status" aria-label="Loading the timeline">
          <Skeleton $height="24rem" />
        </div>
      ) : timeline.isError ? (
        <QueryErrorCard title="The timeline could not be loaded" query={timeline} />
      ) : timeline.data.projects.length === 0 ? (
        <EmptyState
          icon={<CalendarIcon size={24} />}
          title="No projects yet"
          description="Projects show here once they are created; give them dates to see them in time."
        />
      ) : (
        <>
          {layout.rows.length > 0 ? (
            <TimelineChart
              layout={layout}
              scale={scale}
              today={today}
              selectedId={selectedId}
              onSelect={setSelectedId}
              onCommit={onCommit}
              navigate={navigate}
              all={printing}
              focusToday={focusToday}
            />
          ) : (
            <EmptyState
              icon={<CalendarIcon size={24} />}
              title="No project has dates yet"
              description="Set a start and a target date to see a project in time."
            />
          )}
          <UndatedProjects projects={layout.undated} onSetDates={setDatesOf} />
        </>
      )}
      <SetDatesDialog
        project={datesOf}
        pending={isPending}
        onClose={() => setDatesOf(null)}
        onSave={(project, dates) => {
          change(
            { projectId: project.id, ...dates },
            {
              onSuccess: () => {
                toast({ title: `${project.name} is on the timeline` });
                setDatesOf(null);
              },
            },
          );
        }}
      />
      <AddDependencyDialog
        open={addingDependency}
        onOpenChange={setAddingDependency}
        companyId={companyId}
        projects={projects ?? []}
        initialProjectId={selected?.id ?? null}
      />
    </PageStack>
  );
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem 1rem;
`;

const Control = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  font-size: ${(p) => p.theme.fontSize.sm};
  font-weight: 500;
`;

const Zooms = styled.div`
  display: inline-flex;
  gap: 0.25rem;
`;

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.375rem 0.875rem;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${(p) => p.theme.fontSize.xs};
  color: ${(p) => p.theme.color.textMuted};
`;

const LegendItem = styled.li`
  display: inline-flex;
  align-items: center;
  gap: 0.375rem;
`;

const Swatch = styled.span<{ $tone: ReturnType<typeof projectStatusTone> }>`
  width: 14px;
  height: 8px;
  border-radius: 2px;
  background: ${(p) => p.theme.tone[p.$tone].solid};
`;

const GhostSwatch = styled.span`
  width: 14px;
  height: 5px;
  border: 1px dashed ${(p) => p.theme.color.textSubtle};
  background: ${(p) => p.theme.color.surfaceSunken};
`;

const DiamondSwatch = styled.span`
  width: 8px;
  height: 8px;
  transform: rotate(45deg);
  border: 2px solid ${(p) => p.theme.color.text};
`;
