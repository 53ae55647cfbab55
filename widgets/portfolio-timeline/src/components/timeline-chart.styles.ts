import styled from 'styled-components';
import type { projectStatusTone } from '@portfolio/contracts';
import { AppLink } from '@portfolio/ui';

/** The chart's geometry, shared by its parts. */
export const ROW_HEIGHT = 40;
export const HEADER_HEIGHT = 40;
export const LABEL_WIDTH = 200;

export const Frame = styled.div`
  position: relative;
  overflow: auto;
  max-height: max(20rem, calc(100vh - 16rem));
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.lg};
  background: ${(p) => p.theme.color.surface};
  overscroll-behavior: contain;

  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.color.primary};
    outline-offset: 2px;
  }

  @media print {
    overflow: visible;
    max-height: none;
    border: none;
  }
`;

export const Canvas = styled.div`
  position: relative;
`;

export const Header = styled.div`
  position: sticky;
  top: 0;
  z-index: 4;
  height: ${HEADER_HEIGHT}px;
  background: ${(p) => p.theme.color.surfaceMuted};
  border-bottom: 1px solid ${(p) => p.theme.color.border};
  font-size: ${(p) => p.theme.fontSize.xs};
  color: ${(p) => p.theme.color.textMuted};
`;

export const Corner = styled.div`
  position: sticky;
  left: 0;
  z-index: 1;
  display: flex;
  align-items: center;
  width: ${LABEL_WIDTH}px;
  height: 100%;
  padding: 0 0.75rem;
  background: ${(p) => p.theme.color.surfaceMuted};
  border-right: 1px solid ${(p) => p.theme.color.border};
  font-weight: 600;
`;

export const Tick = styled.div`
  position: absolute;
  top: 0;
  height: 100%;
  border-left: 1px solid ${(p) => p.theme.color.border};
  white-space: nowrap;
  /* The label in the top half, the Today flag in the bottom one: neither covers the other. */
  span {
    position: sticky;
    left: ${LABEL_WIDTH}px;
    display: inline-block;
    padding: 3px 0.375rem 0;
    line-height: 1rem;
  }
`;

export const RunsOn = styled.span`
  position: absolute;
  top: 50%;
  z-index: 2;
  display: grid;
  place-items: center;
  width: 20px;
  height: 20px;
  margin-top: -10px;
  border-radius: ${(p) => p.theme.radius.full};
  background: ${(p) => p.theme.color.surface};
  box-shadow: ${(p) => p.theme.shadow.sm};
  color: ${(p) => p.theme.color.text};
  pointer-events: none;
`;

export const TodayFlag = styled.span`
  position: absolute;
  bottom: 1px;
  transform: translateX(-50%);
  padding: 0 0.375rem;
  border-radius: ${(p) => p.theme.radius.full};
  background: ${(p) => p.theme.tone.red.fg};
  color: #fff;
  font-size: 0.6875rem;
  font-weight: 600;
  line-height: 1.125rem;
`;

export const Body = styled.div`
  position: relative;
`;

export const GridSvg = styled.svg`
  position: absolute;
  top: 0;
  stroke: ${(p) => p.theme.color.border};
  stroke-width: 1;
  shape-rendering: crispEdges;
`;

export const ArrowSvg = styled.svg`
  position: absolute;
  top: 0;
  z-index: 2;
  pointer-events: none;
  overflow: visible;
  fill: none;
  stroke: ${(p) => p.theme.color.textSubtle};
  stroke-width: 1.5;

  path[data-late] {
    stroke: ${(p) => p.theme.tone.red.solid};
  }
`;

export const TodayLine = styled.div`
  position: absolute;
  top: 0;
  z-index: 2;
  width: 2px;
  margin-left: -1px;
  background: ${(p) => p.theme.tone.red.solid};
  pointer-events: none;
`;

const rowBase = `
  position: absolute;
  left: 0;
  height: ${ROW_HEIGHT}px;
`;

export const Row = styled.div`
  ${rowBase};
  border-bottom: 1px solid ${(p) => p.theme.color.surfaceSunken};
`;

export const GroupRow = styled.div`
  ${rowBase};
  background: ${(p) => p.theme.color.surfaceSunken};
`;

const stickyLabel = `
  position: sticky;
  left: 0;
  z-index: 3;
  display: flex;
  flex-direction: column;
  justify-content: center;
  width: ${LABEL_WIDTH}px;
  height: 100%;
  padding: 0 0.75rem;
`;

export const RowLabel = styled.div`
  ${stickyLabel};
  background: ${(p) => p.theme.color.surface};
  border-right: 1px solid ${(p) => p.theme.color.border};
  line-height: 1.2;
`;

export const GroupLabel = styled.div`
  ${stickyLabel};
  flex-direction: row;
  align-items: center;
  justify-content: flex-start;
  gap: 0.5rem;
  /* As wide as its words, so that it can stay in view while the row scrolls. */
  width: max-content;
  background: ${(p) => p.theme.color.surfaceSunken};
  font-weight: 600;
  font-size: ${(p) => p.theme.fontSize.sm};
  color: ${(p) => p.theme.color.text};
`;

export const GroupCount = styled.span`
  font-weight: 400;
  font-size: ${(p) => p.theme.fontSize.xs};
  color: ${(p) => p.theme.color.textMuted};
`;

export const NameLink = styled(AppLink)`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: ${(p) => p.theme.fontSize.sm};
  font-weight: 500;
  color: ${(p) => p.theme.color.text};
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
`;

export const RowStatus = styled.span<{ $tone: ReturnType<typeof projectStatusTone> }>`
  font-size: 0.6875rem;
  color: ${(p) => p.theme.tone[p.$tone].fg};
`;
