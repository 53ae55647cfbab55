import { useAtomValue } from 'jotai';
import { theme } from '@portfolio/ui';
import { sidebarCollapsedAtom } from './sidebar-state';
import { useMediaQuery } from './use-media-query';

/**
 * Whether the sidebar shows icons only: the stored choice, or always on a narrow screen (where
 * the expanded sidebar would leave no room for the page). `canToggle` is false there.
 */
export function useSidebarCollapsed() {
  const stored = useAtomValue(sidebarCollapsedAtom);
  const narrow = useMediaQuery(`(max-width: calc(${theme.breakpoint.md} - 1px))`);
  return { collapsed: stored || narrow, canToggle: !narrow };
}
