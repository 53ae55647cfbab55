import styled from 'styled-components';

/**
 * A chart's legend: its items (`li`, a swatch then a label) in a row that wraps, muted; smaller
 * and closer with `$compact` (beside a toolbar's buttons).
 */
export const Legend = styled.ul<{ $compact?: boolean }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => (p.$compact ? '0.375rem 0.875rem' : '0.5rem 1.25rem')};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${(p) => p.theme.fontSize[p.$compact ? 'xs' : 'sm']};
  color: ${(p) => p.theme.color.textMuted};
  > li {
    display: inline-flex;
    align-items: center;
    gap: ${(p) => (p.$compact ? '0.375rem' : '0.5rem')};
  }
`;
