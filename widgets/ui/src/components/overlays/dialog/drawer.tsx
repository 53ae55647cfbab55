import type { ReactNode } from 'react';
import { drawerPart } from '../overlay-parts';

export interface DrawerProps {
  open: boolean;
  /** Called with false when the user asks to close (Esc, a click on the dimmed page). */
  onOpenChange: (open: boolean) => void;
  /** The drawer's accessible name (not shown): "Menu". */
  title: string;
  children: ReactNode;
}

/**
 * A panel that slides in from the left edge over a dimmed page (a phone's navigation). The focus
 * trap, Esc, the click outside, the scroll lock and the aria wiring come from Radix UI's Dialog
 * primitive, as for the kit's {@link Dialog}; the focus returns to what opened it. Radix is
 * fetched when the drawer first opens: until then a closed drawer renders nothing.
 */
export function Drawer(props: DrawerProps) {
  const part = drawerPart.useModule(props.open);
  return part ? <part.RadixDrawer {...props} /> : null;
}
