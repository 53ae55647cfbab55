import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';

/** Local-storage key of the sidebar's collapsed state. */
export const SIDEBAR_STORAGE_KEY = 'sidebar-collapsed';
/** Window event announcing a collapse or expand; `detail` is {@link SidebarToggleDetail}. */
export const SIDEBAR_TOGGLE_EVENT = 'sidebar-toggle';

export interface SidebarToggleDetail {
  collapsed: boolean;
}

/** Collapsed or expanded, persisted in local storage (read when the page starts). */
export const sidebarCollapsedAtom = atomWithStorage<boolean>(
  SIDEBAR_STORAGE_KEY,
  false,
  undefined,
  {
    getOnInit: true,
  },
);

/** Flips the sidebar and tells the page (widgets listen for the event to re-measure). */
export const toggleSidebarAtom = atom(null, (get, set) => {
  const collapsed = !get(sidebarCollapsedAtom);
  set(sidebarCollapsedAtom, collapsed);
  window.dispatchEvent(
    new CustomEvent<SidebarToggleDetail>(SIDEBAR_TOGGLE_EVENT, { detail: { collapsed } }),
  );
});
