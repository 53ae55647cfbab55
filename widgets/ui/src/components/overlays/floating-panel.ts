import { css } from 'styled-components';

/**
 * The raised panel of a menu and a popover. It renders in the portal, outside the page's text, so
 * it sets the kit's font, size and colour itself; each adds its own radius and size.
 */
export const floatingPanel = css`
  z-index: ${(p) => p.theme.z.overlay};
  display: grid;
  background: ${(p) => p.theme.color.surface};
  border: 1px solid ${(p) => p.theme.color.border};
  box-shadow: ${(p) => p.theme.shadow.lg};
  font-family: ${(p) => p.theme.font.sans};
  font-size: ${(p) => p.theme.fontSize.sm};
  color: ${(p) => p.theme.color.text};
`;
