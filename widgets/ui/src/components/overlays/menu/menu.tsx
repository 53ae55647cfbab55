import { useState, type ReactNode } from 'react';
import { menuPart, withChainedHandlers } from '../overlay-parts';

export interface MenuProps {
  /** The button that opens the menu (one element; it receives the menu's aria attributes). */
  trigger: ReactNode;
  /** The menu's accessible name, e.g. "Actions for Jonas Weber" or "Account". */
  label: string;
  /** Which edge of the trigger the menu lines up with. */
  align?: 'start' | 'end';
  /** Fixed width of the menu in pixels; its content's width otherwise. */
  width?: number;
  /** The trigger does nothing. */
  disabled?: boolean;
  /** {@link MenuItem}s. */
  children: ReactNode;
}

export interface MenuItemProps {
  /** Runs when the item is chosen (click, Enter or Space); the menu closes first. */
  onSelect?: () => void;
  destructive?: boolean;
  disabled?: boolean;
  /** Render the item as its child element instead (a link: `<a href>`). */
  asChild?: boolean;
  children: ReactNode;
}

/**
 * A dropdown menu on Radix UI's DropdownMenu primitive: arrow keys, Home/End and typeahead move
 * between items (the first has the focus on open), Esc closes it and gives the focus back to
 * the trigger, a click outside closes it. It renders in the widget's own portal container (a table's scroll box would clip it, and a
 * shadow root keeps its styles). Not modal: a dialog opened from an item takes over cleanly.
 */
export function Menu(props: MenuProps) {
  const [wanted, setWanted] = useState<'fetch' | 'open' | null>(null);
  const [focused, setFocused] = useState(false);
  const part = menuPart.useModule(wanted !== null);
  if (part) {
    return <part.RadixMenu {...props} defaultOpen={wanted === 'open'} focusTrigger={focused} />;
  }
  // Until Radix is here: the same trigger, fetching it when the pointer or the focus arrives and
  // remembering a press (Radix opens on pointer down, Enter, Space and ArrowDown).
  const want = (next: 'fetch' | 'open') => setWanted((now) => (now === 'open' ? now : next));
  return withChainedHandlers(
    props.trigger,
    {
      onPointerEnter: () => want('fetch'),
      onFocus: () => {
        setFocused(true);
        want('fetch');
      },
      onBlur: () => setFocused(false),
      onPointerDown: (event) => {
        if (!props.disabled && event.button === 0 && !event.ctrlKey) want('open');
      },
      onKeyDown: (event) => {
        if (!props.disabled && ['Enter', ' ', 'ArrowDown'].includes(event.key)) {
          event.preventDefault();
          want('open');
        }
      },
    },
    {
      type: 'button',
      'aria-haspopup': 'menu',
      'aria-expanded': false,
      'data-state': 'closed',
      disabled: props.disabled,
      'data-disabled': props.disabled ? '' : undefined,
    },
  );
}

export function MenuItem(props: MenuItemProps) {
  // Items render inside an open menu only, so the part is here.
  const part = menuPart.useModule(false);
  return part ? <part.RadixMenuItem {...props} /> : null;
}
