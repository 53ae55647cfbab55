import { memo, type KeyboardEvent, type MouseEvent } from 'react';
import styled, { css } from 'styled-components';
import { formatCalendarDate, formatPercent, type Project } from '@portfolio/contracts';
import {
  Button,
  EyeIcon,
  ProjectInvestment,
  RefreshIcon,
  RiskBadge,
  AiActClassBadge,
  Spinner,
  StatusBadge,
} from '@portfolio/ui';
import { keepOf } from './project-list-columns';
import { useRiskSummary } from './risk-summaries';

const roiTone = (roi: string | null) =>
  roi === null ? 'none' : Number(roi) < 0 ? 'negative' : 'positive';

export interface ProjectRowProps {
  project: Project;
  /** The row's place among all rows, the header being 1. */
  rowIndex: number;
  /** Archived: the Actions cell offers Restore instead of View. */
  archived: boolean;
  restoring: boolean;
  onOpen: (project: Project) => void;
  onRestore?: (project: Project) => void;
}

/**
 * One project of the list: opened by a click or by Enter or Space on the focused row. Memoised:
 * when new rows arrive or the view scrolls, a row whose project and props are the same is not
 * rendered again.
 */
export const ProjectRow = memo(function ProjectRow({
  project,
  rowIndex,
  archived,
  restoring,
  onOpen,
  onRestore,
}: ProjectRowProps) {
  const open = () => onOpen(project);
  const risks = useRiskSummary(project.id);
  const onKeyDown = (event: KeyboardEvent<HTMLTableRowElement>) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      open();
    }
  };
  // A row button acts alone: the click does not also reach the row.
  const stop = (action: () => void) => (event: MouseEvent) => {
    event.stopPropagation();
    action();
  };
  // The EU AI Act class under the status, once the project is assessed.
  const classBadge = project.aiActRiskClass ? (
    <AiActClassBadge riskClass={project.aiActRiskClass} size="sm" />
  ) : null;
  return (
    <Row
      $clickable
      tabIndex={0}
      aria-rowindex={rowIndex}
      data-project-id={project.id}
      onClick={open}
      onKeyDown={onKeyDown}
    >
      <td>
        <NameLine>
          <Name title={project.name}>{project.name}</Name>
          {risks && !archived ? (
            <RiskBadge severity={risks.worst} count={risks.count} size="sm" />
          ) : null}
        </NameLine>
        <Problem title={project.problemStatement}>{project.problemStatement}</Problem>
        <Meta>
          <StatusBadge status={project.status} size="sm" />
          {classBadge}
          <span>ROI {formatPercent(project.roi)}</span>
          <ProjectInvestment project={project} />
        </Meta>
      </td>
      <td data-keep={keepOf('Department')}>
        <Ellipsis title={project.department}>{project.department}</Ellipsis>
      </td>
      <td data-keep={keepOf('Business Owner')}>
        <Ellipsis title={project.businessOwner} $muted>
          {project.businessOwner}
        </Ellipsis>
      </td>
      <td data-keep={keepOf('Status')}>
        <Badges>
          <StatusBadge status={project.status} size="sm" />
          {classBadge}
        </Badges>
      </td>
      <Figure data-keep={keepOf('ROI')} $tone={roiTone(project.roi)}>
        {formatPercent(project.roi)}
      </Figure>
      <Figure data-keep={keepOf('Investment')} $tone="plain">
        <ProjectInvestment project={project} />
      </Figure>
      {(['startDate', 'targetDate'] as const).map((field) => (
        <td key={field} data-keep={keepOf(field === 'startDate' ? 'Start Date' : 'Target Date')}>
          <Ellipsis $muted={project[field] === null}>
            {project[field] ? formatCalendarDate(project[field]) : 'Not set'}
          </Ellipsis>
        </td>
      ))}
      <ActionsCell>
        {archived ? (
          <Button
            $variant="outline"
            $size="sm"
            onClick={stop(() => onRestore?.(project))}
            disabled={restoring}
            aria-label={`Restore ${project.name}`}
          >
            <RefreshIcon size={13} />
            <ButtonText>{restoring ? 'Restoring...' : 'Restore'}</ButtonText>
          </Button>
        ) : (
          <Button
            $variant="ghost"
            $size="sm"
            onClick={stop(open)}
            aria-label={`View ${project.name}`}
          >
            <EyeIcon size={14} />
            <ButtonText>View</ButtonText>
          </Button>
        )}
      </ActionsCell>
    </Row>
  );
});

/** The row in place of the next page while it loads. */
export function LoadingRow({ rowIndex }: { rowIndex: number }) {
  return (
    <Row aria-rowindex={rowIndex}>
      {/* One cell: a span wider than the columns shown would add empty ones. */}
      <td>
        <LoadingMore>
          <Spinner size={16} label="Loading more projects" />
          Loading more projects…
        </LoadingMore>
      </td>
    </Row>
  );
}

const Row = styled.tr<{ $clickable?: boolean }>`
  ${(p) =>
    p.$clickable &&
    css`
      cursor: pointer;
      transition: background ${p.theme.motion.fast};
      &:hover {
        background: ${p.theme.color.surfaceMuted};
      }
      &:focus-visible {
        outline: 2px solid ${p.theme.color.primary};
        outline-offset: -2px;
      }
    `}
`;

const ellipsis = css`
  display: block;
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
`;

/** Cut to one line; a focused row shows it whole on two (its title shows it on hover). */
const Name = styled.span`
  ${ellipsis};
  font-weight: 600;
  color: ${(p) => p.theme.color.text};
  tr:focus-within & {
    display: -webkit-box;
    white-space: normal;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
  }
`;

/** The name, and beside it the badge of its open risks. */
const NameLine = styled.span`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  min-width: 0;
  > span:last-child:not(:first-child) {
    flex-shrink: 0;
  }
`;

const Badges = styled.span`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 0.25rem;
`;

const Problem = styled.span`
  ${ellipsis};
  tr:focus-within & {
    display: none;
  }
  @container (max-width: 30rem) {
    display: none;
  }
  margin-top: 0.125rem;
  font-size: ${(p) => p.theme.fontSize.xs};
  color: ${(p) => p.theme.color.textMuted};
`;

/** A row button's word; on a phone the icon alone stays (the button keeps its label). */
const ButtonText = styled.span`
  @container (max-width: 30rem) {
    display: none;
  }
`;

/**
 * The second line of a name cell when the figures' own columns are dropped; on a phone it wraps
 * (the row has room for two lines of it) rather than cutting the investment off.
 */
const Meta = styled.span`
  display: none;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.25rem 0.5rem;
  margin-top: 0.25rem;
  font-size: ${(p) => p.theme.fontSize.xs};
  line-height: 1.2;
  color: ${(p) => p.theme.color.textMuted};
  white-space: nowrap;
  @container (max-width: 30rem) {
    display: flex;
  }
`;

const Ellipsis = styled.span<{ $muted?: boolean }>`
  ${ellipsis};
  color: ${(p) => (p.$muted ? p.theme.color.textMuted : p.theme.color.text)};
`;

const Figure = styled.td<{ $tone: 'positive' | 'negative' | 'none' | 'plain' }>`
  text-align: right;
  font-variant-numeric: tabular-nums;
  font-weight: ${(p) => (p.$tone === 'plain' || p.$tone === 'none' ? 500 : 600)};
  color: ${(p) =>
    p.$tone === 'positive'
      ? p.theme.tone.green.fg
      : p.$tone === 'negative'
        ? p.theme.tone.red.fg
        : p.$tone === 'none'
          ? p.theme.color.textSubtle
          : p.theme.color.text};
`;

const ActionsCell = styled.td`
  text-align: right;
`;

const LoadingMore = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  white-space: nowrap;
  color: ${(p) => p.theme.color.textMuted};
  font-size: ${(p) => p.theme.fontSize.sm};
`;
