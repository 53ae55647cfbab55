import styled from 'styled-components';
import { PROJECT_STATUSES, projectStatusLabel, projectStatusTone } from '@portfolio/contracts';
import { Cluster, Button, CalendarIcon, Select } from '@portfolio/ui';
import { labelledOptions } from '@portfolio/ui/forms';
import { ToggleButtons } from '@portfolio/ui/toolbar';
import { GROUP_BYS, GROUP_BY_LABELS, type GroupBy } from '../model/rows';
import { ZOOMS, ZOOM_LABELS, type Zoom } from '../model/scale';
import { Legend } from './legend';

/** How the timeline shows: its grouping, its zoom, a jump to today, and the colours' legend. */
export function TimelineToolbar({
  groupBy,
  onGroupBy,
  zoom,
  onZoom,
  onToday,
}: {
  groupBy: GroupBy;
  onGroupBy: (groupBy: GroupBy) => void;
  zoom: Zoom;
  onZoom: (zoom: Zoom) => void;
  onToday: () => void;
}) {
  return (
    <Cluster $gap="0.75rem 1rem" data-print-hide="" aria-label="Timeline view">
      <Control>
        <label htmlFor="timeline-group-by">Group by</label>
        <Select
          id="timeline-group-by"
          value={groupBy}
          onChange={(event) => onGroupBy(event.target.value as GroupBy)}
          options={labelledOptions(GROUP_BYS, GROUP_BY_LABELS)}
        />
      </Control>
      <ToggleButtons
        aria-label="Zoom"
        options={labelledOptions(ZOOMS, ZOOM_LABELS)}
        value={zoom}
        onChange={onZoom}
      />
      <Button $size="sm" $variant="ghost" onClick={onToday}>
        <CalendarIcon size={14} aria-hidden="true" />
        Today
      </Button>
      <Legend $compact aria-label="Status colours">
        {PROJECT_STATUSES.map((status) => (
          <li key={status}>
            <Swatch $tone={projectStatusTone(status)} aria-hidden="true" />
            {projectStatusLabel(status)}
          </li>
        ))}
        <li>
          <GhostSwatch aria-hidden="true" />
          Baseline
        </li>
        <li>
          <DiamondSwatch aria-hidden="true" />
          Milestone
        </li>
      </Legend>
    </Cluster>
  );
}

const Control = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  font-size: ${(p) => p.theme.fontSize.sm};
  font-weight: 500;
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
