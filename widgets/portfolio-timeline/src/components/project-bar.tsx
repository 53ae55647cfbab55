import { memo, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import styled from 'styled-components';
import {
  addDays,
  daysBetween,
  describeSlip,
  formatCalendarDate,
  projectStatusLabel,
  projectStatusTone,
  slipDays,
  type Tone,
  type TimelineProject,
} from '@portfolio/contracts';
import { daysOfDrag, type Scale } from '../model/scale';

/** A project's new dates, as a drag, a key or a dialog leaves them; `how` words it for the toast. */
export type DatesCommit = (
  project: TimelineProject,
  dates: { startDate: string; targetDate: string },
  how: 'moved' | 'target',
) => void;

/** Arrow keys pressed within this long are one move (one write, one toast). */
export const KEY_SETTLE_MS = 500;

type Mode = 'move' | 'target';

interface Shift {
  mode: Mode;
  days: number;
}

/** The dates of a project moved (both) or stretched (the target only) by `days`. */
export function shifted(
  project: { startDate: string; targetDate: string },
  { mode, days }: Shift,
): { startDate: string; targetDate: string } {
  if (mode === 'move') {
    return {
      startDate: addDays(project.startDate, days),
      targetDate: addDays(project.targetDate, days),
    };
  }
  // The target never before the start.
  const least = -daysBetween(project.startDate, project.targetDate);
  return {
    startDate: project.startDate,
    targetDate: addDays(project.targetDate, Math.max(days, least)),
  };
}

export interface ProjectBarProps {
  project: TimelineProject;
  scale: Scale;
  /** Where the axis starts in the row (after the names). */
  offset: number;
  selected: boolean;
  onSelect: (projectId: string) => void;
  onCommit: DatesCommit;
  /** Names of the projects it waits for. */
  waitsFor: string[];
}

/**
 * A project's bar in its status's colour, its baseline as a thin ghost bar under it and its
 * milestones as diamonds. Dragged, it moves; dragged by its right end, its target changes; with
 * the arrow keys it moves a day (Shift: a week). Until the move ends only this bar renders again.
 */
export const ProjectBar = memo(function ProjectBar({
  project,
  scale,
  offset,
  selected,
  onSelect,
  onCommit,
  waitsFor,
}: ProjectBarProps) {
  const [shift, setShift] = useState<Shift | null>(null);
  const drag = useRef<{ x: number; mode: Mode; pointerId: number } | null>(null);
  const keyTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pendingKeys = useRef<Shift | null>(null);

  useEffect(() => () => clearTimeout(keyTimer.current), []);

  const { startDate, targetDate } = project;
  if (!startDate || !targetDate) return null;
  const dated = { startDate, targetDate };
  const shown = shift ? shifted(dated, shift) : dated;

  const commit = (s: Shift) => {
    const next = shifted(dated, s);
    setShift(null);
    if (next.startDate !== startDate || next.targetDate !== targetDate) {
      onCommit(project, next, s.mode === 'move' ? 'moved' : 'target');
    }
  };

  const flushKeys = () => {
    clearTimeout(keyTimer.current);
    const pending = pendingKeys.current;
    pendingKeys.current = null;
    if (pending) commit(pending);
  };

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    if (event.button !== 0) return;
    const mode: Mode =
      event.target instanceof Element && event.target.closest('[data-bar-end]') ? 'target' : 'move';
    drag.current = { x: event.clientX, mode, pointerId: event.pointerId };
    event.currentTarget.setPointerCapture?.(event.pointerId);
    onSelect(project.id);
  };
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    const d = drag.current;
    if (!d || d.pointerId !== event.pointerId) return;
    const days = daysOfDrag(scale, event.clientX - d.x);
    if (days !== (shift?.days ?? 0) || shift?.mode !== d.mode) setShift({ mode: d.mode, days });
  };
  const endDrag = (event: PointerEvent<HTMLButtonElement>, keep: boolean) => {
    const d = drag.current;
    if (!d || d.pointerId !== event.pointerId) return;
    drag.current = null;
    const days = daysOfDrag(scale, event.clientX - d.x);
    if (keep && days !== 0) commit({ mode: d.mode, days });
    else setShift(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const step = (event.key === 'ArrowLeft' ? -1 : 1) * (event.shiftKey ? 7 : 1);
    const next: Shift = { mode: 'move', days: (pendingKeys.current?.days ?? 0) + step };
    pendingKeys.current = next;
    setShift(next);
    clearTimeout(keyTimer.current);
    keyTimer.current = setTimeout(flushKeys, KEY_SETTLE_MS);
  };

  const left = offset + scale.x(shown.startDate);
  const width = Math.max(scale.pxPerDay * (daysBetween(shown.startDate, shown.targetDate) + 1), 6);
  const tone = projectStatusTone(project.status);
  const baseline = project.baseline;
  const slip = baseline ? slipDays(baseline.targetDate, shown.targetDate) : null;
  const label = [
    `${project.name}, ${projectStatusLabel(project.status)}`,
    `${formatCalendarDate(shown.startDate)} to ${formatCalendarDate(shown.targetDate)}`,
    slip !== null ? describeSlip(slip) : null,
    waitsFor.length ? `waits for ${waitsFor.join(', ')}` : null,
  ]
    .filter(Boolean)
    .join('; ');

  return (
    <>
      {baseline?.startDate && baseline.targetDate ? (
        <Ghost
          aria-hidden="true"
          data-baseline={project.id}
          title={`Baseline: ${formatCalendarDate(baseline.startDate)} to ${formatCalendarDate(baseline.targetDate)}`}
          style={{
            left: offset + scale.x(baseline.startDate),
            width: Math.max(
              scale.pxPerDay * (daysBetween(baseline.startDate, baseline.targetDate) + 1),
              4,
            ),
          }}
        />
      ) : null}
      <Bar
        type="button"
        $tone={tone}
        $selected={selected}
        $dragging={shift !== null}
        data-project-bar={project.id}
        data-start={shown.startDate}
        data-target={shown.targetDate}
        aria-label={label}
        aria-describedby="timeline-bar-help"
        title={label}
        style={{ left, width }}
        onFocus={() => onSelect(project.id)}
        onBlur={flushKeys}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={(event) => endDrag(event, true)}
        onPointerCancel={(event) => endDrag(event, false)}
      >
        <End data-bar-end="" aria-hidden="true" />
      </Bar>
      {project.milestones.map((m) => (
        <Diamond
          key={m.id}
          role="img"
          $done={m.done}
          data-milestone={m.id}
          aria-label={`Milestone ${m.name}, due ${formatCalendarDate(m.dueDate)}${m.done ? ', done' : ''}`}
          title={`${m.name}: ${formatCalendarDate(m.dueDate)}${m.done ? ' (done)' : ''}`}
          style={{ left: offset + scale.x(m.dueDate) + scale.pxPerDay / 2 }}
        />
      ))}
    </>
  );
});

const Bar = styled.button<{ $tone: Tone; $selected: boolean; $dragging: boolean }>`
  position: absolute;
  top: 9px;
  z-index: 1;
  height: 18px;
  padding: 0;
  border: 1px solid ${(p) => p.theme.tone[p.$tone].fg};
  border-radius: ${(p) => p.theme.radius.sm};
  background: ${(p) => p.theme.tone[p.$tone].solid};
  cursor: ${(p) => (p.$dragging ? 'grabbing' : 'grab')};
  touch-action: none;
  box-shadow: ${(p) =>
    p.$selected
      ? `0 0 0 2px ${p.theme.color.surface}, 0 0 0 4px ${p.theme.color.primary}`
      : 'none'};
  opacity: ${(p) => (p.$dragging ? 0.85 : 1)};

  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.color.primary};
    outline-offset: 2px;
  }

  @media print {
    print-color-adjust: exact;
    -webkit-print-color-adjust: exact;
  }
`;

/** The right end: dragging it changes the target date only. */
const End = styled.span`
  position: absolute;
  top: -1px;
  right: -1px;
  width: 8px;
  height: calc(100% + 2px);
  border-radius: 0 ${(p) => p.theme.radius.sm} ${(p) => p.theme.radius.sm} 0;
  cursor: ew-resize;

  &:hover {
    background: rgba(15, 23, 42, 0.25);
  }
`;

const Ghost = styled.span`
  position: absolute;
  top: 29px;
  height: 5px;
  border: 1px dashed ${(p) => p.theme.color.textSubtle};
  border-radius: 2px;
  background: ${(p) => p.theme.color.surfaceSunken};
  pointer-events: none;
`;

const Diamond = styled.span<{ $done: boolean }>`
  position: absolute;
  top: 12px;
  z-index: 2;
  width: 12px;
  height: 12px;
  margin-left: -6px;
  transform: rotate(45deg);
  border: 2px solid ${(p) => p.theme.color.text};
  background: ${(p) => (p.$done ? p.theme.color.text : p.theme.color.surface)};
  pointer-events: none;

  @media print {
    print-color-adjust: exact;
    -webkit-print-color-adjust: exact;
  }
`;
