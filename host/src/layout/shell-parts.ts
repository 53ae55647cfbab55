import styled, { css } from 'styled-components';
import { IconButton } from '@portfolio/ui';

/** Pieces the sidebar and the phone's top bar share: both sit on the dark sidebar colour. */

/** An icon button on the dark bar: a faint light wash and white icon on hover. */
export const BarIconButton = styled(IconButton)`
  &:hover:not(:disabled) {
    background: rgba(255, 255, 255, 0.08);
    color: #fff;
  }
`;

/**
 * A row of the sidebar, a page's link or the notifications button: its icon and label on the
 * dark colour, only the icon (centred) when the sidebar is `$collapsed`, a light wash on hover.
 */
export const sidebarRow = css<{ $collapsed: boolean }>`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  height: 2.5rem;
  padding: 0 0.75rem;
  border-radius: ${(p) => p.theme.radius.md};
  color: ${(p) => p.theme.color.sidebarText};
  font-size: ${(p) => p.theme.fontSize.sm};
  font-weight: 500;
  white-space: nowrap;
  ${(p) => p.$collapsed && 'justify-content: center; padding: 0;'}
  &:hover {
    background: rgba(255, 255, 255, 0.06);
    color: #fff;
  }
  &:focus-visible {
    outline: 2px solid #818cf8;
    outline-offset: -2px;
  }
`;

/** The product's name beside its mark. */
export const ProductName = styled.span`
  font-size: ${(p) => p.theme.fontSize.md};
  font-weight: 700;
  color: #fff;
`;
