import { useState, type ReactNode } from 'react';
import { popoverPart, withChainedHandlers } from '../overlay-parts';

export interface PopoverProps {
  /** The button that opens it (one element; it receives the popover's aria attributes). */
  trigger: ReactNode;
  /** The popover's accessible name, e.g. "Notifications". */
  label: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Which side of the trigger it opens on, and which edge it lines up with. */
  side?: 'top' | 'right' | 'bottom' | 'left';
  align?: 'start' | 'center' | 'end';
  /** Fixed width in pixels; its content's width otherwise. */
  width?: number;
  children: ReactNode;
}

/**
 * A non-modal panel anchored to its trigger (a list with links and buttons, which a menu is
 * not), on Radix UI's Popover primitive: Esc and a click outside close it and give the focus
 * back to the trigger; the focus moves into it on open. It renders in the widget's own portal
 * container. Radix is fetched when the pointer or the focus first reaches the trigger.
 */
export function Popover(props: PopoverProps) {
  const [wanted, setWanted] = useState(false);
  const part = popoverPart.useModule(wanted || props.open);
  if (part) return <part.RadixPopover {...props} />;
  // Until Radix is here: the same trigger, which opens the popover once it has arrived.
  return withChainedHandlers(
    props.trigger,
    {
      onPointerEnter: () => setWanted(true),
      onFocus: () => setWanted(true),
      onClick: () => props.onOpenChange(true),
    },
    { type: 'button', 'aria-haspopup': 'dialog', 'aria-expanded': false, 'data-state': 'closed' },
  );
}
