import { useAtomValue } from 'jotai';
import { theme } from '@portfolio/ui';
import { sidebarCollapsedAtom } from './sidebar-state';
import { useMediaQuery } from './use-media-query';

/** Below this width the sidebar shows icons only, whatever the stored choice. */
export const NARROW_SCREEN = `(max-width: calc(${theme.breakpoint.lg} - 1px))`;

/** Below this width (a phone) there is no rail at all: the sidebar is a drawer behind a menu button. */
export const PHONE_SCREEN = `(max-width: calc(${theme.breakpoint.md} - 1px))`;

/**
 * Whether the sidebar shows icons only: the stored choice, or always on a screen narrower than a
 * laptop (where the expanded sidebar would squeeze the page into sideways scrolling). `canToggle`
 * is false there; the stored choice is kept for wider screens.
 */
export function useSidebarCollapsed() {
  const stored = useAtomValue(sidebarCollapsedAtom);
  const narrow = useMediaQuery(NARROW_SCREEN);
  return { collapsed: stored || narrow, canToggle: !narrow };
}
