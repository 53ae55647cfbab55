import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { todayCalendarDate, type TimelineProject, routes } from '@portfolio/contracts';
import {
  Button,
  CalendarIcon,
  EmptyState,
  LinkIcon,
  CompanyGate,
  PageHeader,
  PageStack,
  usePrinting,
  useToast,
  type WidgetProps,
  useRouteQuery,
} from '@portfolio/ui';
import { QueryRows } from '@portfolio/ui/lists';
import { PrintButton } from '@portfolio/ui/toolbar';
import { useChangeDates } from '../api/timeline';
import { layoutTimeline, type GroupBy } from '../model/rows';
import { createScale, dateRange, type Zoom } from '../model/scale';
import { AddDependencyDialog } from './add-dependency-dialog';
import { useMoveWithUndo } from './move-with-undo';
import { SetDatesDialog } from './set-dates-dialog';
import { TimelineChart } from './timeline-chart';
import { TimelineToolbar } from './timeline-toolbar';
import { UndatedProjects } from './undated-projects';

/** `/timeline`: every project of the portfolio on one time axis. */
export function PortfolioTimeline({ companyId, navigate }: WidgetProps) {
  return (
    <CompanyGate companyId={companyId} navigate={navigate} action="see the portfolio's timeline">
      {(companyId) => <Timeline companyId={companyId} navigate={navigate} />}
    </CompanyGate>
  );
}

function Timeline({ companyId, navigate }: Pick<WidgetProps, 'navigate'> & { companyId: string }) {
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
  const { first, last } = useMemo(() => dateRange(projects ?? [], today), [projects, today]);
  // The same axis while the dates it spans stay the same: after a bar is moved (or the answer
  // read again) only the rows that changed render again, not every row, the grid and the arrows.
  const scale = useMemo(() => createScale({ first, last }, zoom), [first, last, zoom]);

  const onCommit = useMoveWithUndo(change);

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
            <PrintButton />
          </Actions>
        }
      />
      <TimelineToolbar
        groupBy={groupBy}
        onGroupBy={setGroupBy}
        zoom={zoom}
        onZoom={setZoom}
        onToday={() => setFocusToday((n) => n + 1)}
      />
      <QueryRows
        query={timeline}
        loading={{ label: 'Loading the timeline', heights: ['24rem'] }}
        errorTitle="The timeline could not be loaded"
        isEmpty={({ projects }) => projects.length === 0}
        empty={
          <EmptyState
            icon={<CalendarIcon size={24} />}
            title="No projects yet"
            description="Projects show here once they are created; give them dates to see them in time."
          />
        }
      >
        {() => (
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
      </QueryRows>
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
