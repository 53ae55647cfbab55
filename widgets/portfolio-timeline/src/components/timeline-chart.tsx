import { memo, useLayoutEffect, useMemo, useRef } from 'react';
import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import {
  formatCalendarDate,
  projectStatusLabel,
  projectStatusTone,
  type TimelineDependency,
  type TimelineProject,
} from '@portfolio/contracts';
import { ChevronRightIcon, VisuallyHidden } from '@portfolio/ui';
import type { TimelineLayout } from '../model/rows';
import type { Scale } from '../model/scale';
import { ProjectBar, type DatesCommit } from './project-bar';
import {
  HEADER_HEIGHT,
  LABEL_WIDTH,
  ROW_HEIGHT,
  Frame,
  Canvas,
  Header,
  Corner,
  Tick,
  RunsOn,
  TodayFlag,
  Body,
  GridSvg,
  ArrowSvg,
  TodayLine,
  Row,
  GroupRow,
  RowLabel,
  GroupLabel,
  GroupCount,
  NameLink,
  RowStatus,
} from './timeline-chart.styles';
import { useViewRight } from './use-view-right';

export { HEADER_HEIGHT, LABEL_WIDTH, ROW_HEIGHT } from './timeline-chart.styles';
const OVERSCAN = 10;
/**
 * The size assumed of a frame not laid out (hidden, or a document without layout): a screenful
 * of rows is rendered rather than none.
 */
const UNMEASURED = { width: 1024, height: 640 };

export interface TimelineChartProps {
  layout: TimelineLayout;
  scale: Scale;
  today: string;
  selectedId: string | null;
  onSelect: (projectId: string) => void;
  onCommit: DatesCommit;
  navigate: (path: string) => void;
  /** Every row rendered at once (printing), instead of those in view. */
  all?: boolean;
  /** Changes when the axis should bring today into view again (a new zoom, the Today button). */
  focusToday?: number;
}

/**
 * The chart: a frame that scrolls both ways on its own (the page never scrolls sideways), its
 * axis and the project names held in view at the top and the left. Only the rows in view are
 * rendered (`@tanstack/react-virtual`); the arrows of the dependencies are one SVG over them.
 */
export function TimelineChart({
  layout,
  scale,
  today,
  selectedId,
  onSelect,
  onCommit,
  navigate,
  all = false,
  focusToday = 0,
}: TimelineChartProps) {
  const frameRef = useRef<HTMLDivElement>(null);
  const { rows } = layout;
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read during render on purpose.
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => frameRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN,
    getItemKey: (index) => rows[index]!.key,
    initialRect: UNMEASURED,
    observeElementRect: (instance, report) =>
      observeElementRect(instance, (rect) => report(rect.height > 0 ? rect : UNMEASURED)),
  });
  const items = all
    ? rows.map((_, index) => ({ index, start: index * ROW_HEIGHT, key: rows[index]!.key }))
    : virtualizer.getVirtualItems();
  const bodyHeight = rows.length * ROW_HEIGHT;
  const todayX = scale.x(today) + scale.pxPerDay / 2;

  // Today a third of the way into the visible chart, on first paint and on each new zoom.
  useLayoutEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    const visible = Math.max(0, frame.clientWidth - LABEL_WIDTH);
    frame.scrollLeft = Math.max(0, todayX - visible / 3);
  }, [scale.zoom, focusToday]); // eslint-disable-line react-hooks/exhaustive-deps
  const viewRight = useViewRight(frameRef, all);

  return (
    <Frame
      ref={frameRef}
      role="region"
      aria-label="Timeline chart"
      tabIndex={0}
      data-timeline-frame=""
    >
      <Canvas style={{ width: LABEL_WIDTH + scale.width, height: HEADER_HEIGHT + bodyHeight }}>
        <Header style={{ width: LABEL_WIDTH + scale.width }} aria-hidden="true">
          <Corner>Project</Corner>
          {scale.ticks.map((tick, i) => (
            <Tick
              key={tick.date}
              style={{
                left: LABEL_WIDTH + tick.x,
                width: (scale.ticks[i + 1]?.x ?? scale.width) - tick.x,
              }}
            >
              {/* Held at the left of the view while its unit is in view: a month half scrolled
                  under the names keeps its label. */}
              <span>{tick.label}</span>
            </Tick>
          ))}
          <TodayFlag style={{ left: LABEL_WIDTH + todayX }}>Today</TodayFlag>
        </Header>
        <Body style={{ height: bodyHeight }}>
          <Grid scale={scale} height={bodyHeight} />
          <TodayLine
            style={{ left: LABEL_WIDTH + todayX, height: bodyHeight }}
            data-today={today}
            aria-hidden="true"
          />
          <div role="list" aria-label="Projects in time">
            {items.map((item) => {
              const row = rows[item.index]!;
              return row.kind === 'group' ? (
                <GroupRow
                  key={item.key}
                  role="listitem"
                  style={{ top: item.start, width: LABEL_WIDTH + scale.width }}
                >
                  <GroupLabel>
                    {row.label}
                    <GroupCount>
                      {row.count} {row.count === 1 ? 'project' : 'projects'}
                    </GroupCount>
                  </GroupLabel>
                </GroupRow>
              ) : (
                <ProjectRow
                  key={item.key}
                  project={row.project}
                  top={item.start}
                  scale={scale}
                  selected={row.project.id === selectedId}
                  onSelect={onSelect}
                  onCommit={onCommit}
                  navigate={navigate}
                  waitsFor={layout.waitsFor.get(row.project.id) ?? NONE}
                  viewRight={viewRight}
                />
              );
            })}
          </div>
          <Arrows
            layout={layout}
            scale={scale}
            width={scale.width}
            height={bodyHeight}
            from={items[0]?.index ?? 0}
            to={items.at(-1)?.index ?? -1}
          />
        </Body>
      </Canvas>
      <VisuallyHidden id="timeline-bar-help">
        Arrow keys move the project by a day, with Shift by a week. Drag the bar to move it, or its
        right end to change the target date.
      </VisuallyHidden>
    </Frame>
  );
}

const NONE: string[] = [];

/** A project's row: its name held at the left, its bar on the axis. Renders again only when its project, the axis or its selection change. */
const ProjectRow = memo(function ProjectRow({
  project,
  top,
  scale,
  selected,
  onSelect,
  onCommit,
  navigate,
  waitsFor,
  viewRight,
}: {
  project: TimelineProject;
  top: number;
  scale: Scale;
  selected: boolean;
  onSelect: (projectId: string) => void;
  onCommit: DatesCommit;
  navigate: (path: string) => void;
  waitsFor: string[];
  /** The right edge of the view on the canvas: a bar that runs past it shows a cue there. */
  viewRight: number;
}) {
  const end = project.targetDate
    ? LABEL_WIDTH + scale.x(project.targetDate) + scale.pxPerDay
    : -Infinity;
  const start = project.startDate ? LABEL_WIDTH + scale.x(project.startDate) : Infinity;
  const runsPast = end > viewRight && start < viewRight;
  return (
    <Row
      role="listitem"
      data-project-row={project.id}
      style={{ top, width: LABEL_WIDTH + scale.width }}
    >
      <RowLabel>
        <NameLink to={`/projects/${project.id}`} navigate={navigate}>
          {project.name}
        </NameLink>
        <RowStatus $tone={projectStatusTone(project.status)}>
          {projectStatusLabel(project.status)}
        </RowStatus>
      </RowLabel>
      <ProjectBar
        project={project}
        scale={scale}
        offset={LABEL_WIDTH}
        selected={selected}
        onSelect={onSelect}
        onCommit={onCommit}
        waitsFor={waitsFor}
      />
      {runsPast ? (
        <RunsOn
          style={{ left: viewRight - 22 }}
          title={`Continues to ${formatCalendarDate(project.targetDate!)}`}
          data-runs-on=""
        >
          <ChevronRightIcon size={14} aria-hidden="true" />
          <VisuallyHidden>Continues to {formatCalendarDate(project.targetDate!)}</VisuallyHidden>
        </RunsOn>
      ) : null}
    </Row>
  );
});

/** The vertical line at the start of every unit of the axis. */
const Grid = memo(function Grid({ scale, height }: { scale: Scale; height: number }) {
  return (
    <GridSvg
      width={scale.width}
      height={height}
      style={{ left: LABEL_WIDTH }}
      aria-hidden="true"
      focusable="false"
    >
      {scale.ticks.map((tick) => (
        <line key={tick.date} x1={tick.x} x2={tick.x} y1={0} y2={height} />
      ))}
    </GridSvg>
  );
});

/**
 * One arrow per dependency, from the end of the project waited for to the start of the one that
 * waits; red when it starts before the other ends. Their paths are computed again only when the
 * data or the zoom change; those that reach or cross the rows drawn are drawn.
 */
const Arrows = memo(function Arrows({
  layout,
  scale,
  width,
  height,
  from,
  to,
}: {
  layout: TimelineLayout;
  scale: Scale;
  width: number;
  height: number;
  /** The rows drawn: an arrow is drawn when it reaches or crosses them. */
  from: number;
  to: number;
}) {
  const paths = useMemo(
    () => layout.arrows.map((d) => arrowPath(layout, scale, d)).filter((p) => p !== null),
    [layout, scale],
  );
  const shown = paths.filter((p) => Math.max(...p.rows) >= from && Math.min(...p.rows) <= to);
  return (
    <ArrowSvg
      width={width}
      height={height}
      style={{ left: LABEL_WIDTH }}
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <marker
          id="timeline-arrow"
          viewBox="0 0 8 8"
          refX="7"
          refY="4"
          markerWidth="7"
          markerHeight="7"
          orient="auto-start-reverse"
        >
          <path d="M0,0 L8,4 L0,8 z" fill="context-stroke" />
        </marker>
      </defs>
      {shown.map((p) => (
        <path
          key={p.id}
          d={p.d}
          data-dependency={p.id}
          data-from={p.from}
          data-to={p.to}
          data-late={p.late ? '' : undefined}
          markerEnd="url(#timeline-arrow)"
        />
      ))}
    </ArrowSvg>
  );
});

function arrowPath(layout: TimelineLayout, scale: Scale, d: TimelineDependency) {
  const fromRow = layout.rows[layout.rowOf.get(d.dependsOnProjectId)!];
  const toRow = layout.rows[layout.rowOf.get(d.projectId)!];
  if (fromRow?.kind !== 'project' || toRow?.kind !== 'project') return null;
  const from = fromRow.project;
  const to = toRow.project;
  if (!from.targetDate || !to.startDate) return null;
  const x1 = scale.x(from.targetDate) + scale.pxPerDay;
  const y1 = layout.rowOf.get(from.id)! * ROW_HEIGHT + ROW_HEIGHT / 2;
  const x2 = scale.x(to.startDate);
  const y2 = layout.rowOf.get(to.id)! * ROW_HEIGHT + ROW_HEIGHT / 2;
  const elbow = x1 + 8;
  // Down (or up) beside the bar waited for, then along the row of the one that waits.
  const mid = y2 + (y2 > y1 ? -ROW_HEIGHT / 2 : ROW_HEIGHT / 2);
  const dPath =
    x2 - 8 >= elbow
      ? `M${x1},${y1} H${elbow} V${y2} H${x2}`
      : `M${x1},${y1} H${elbow} V${mid} H${x2 - 8} V${y2} H${x2}`;
  return {
    id: d.id,
    d: dPath,
    from: from.id,
    to: to.id,
    rows: [layout.rowOf.get(from.id)!, layout.rowOf.get(to.id)!] as const,
    late: to.startDate <= from.targetDate,
  };
}
