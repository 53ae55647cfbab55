import { createContext, useContext, useRef, type ReactNode } from 'react';
import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import styled from 'styled-components';
import { usePortalContainer } from './portal';

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

/**
 * A dropdown menu on Radix UI's DropdownMenu primitive: arrow keys, Home/End and typeahead move
 * between items (the first has the focus on open), Esc closes it and gives the focus back to
 * the trigger, a click outside closes it. It renders in the widget's own portal container (a table's scroll box would clip it, and a
 * shadow root keeps its styles). Not modal: a dialog opened from an item takes over cleanly.
 */
/**
 * Gives the focus back to the trigger before an item's action runs, so a dialog the action opens
 * returns the focus there on close (the item itself is gone by then).
 */
const FocusTrigger = createContext<() => void>(() => {});

export function Menu({ trigger, label, align = 'end', width, disabled, children }: MenuProps) {
  const container = usePortalContainer();
  const opening = useRef(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  return (
    <RadixMenu.Root
      modal={false}
      onOpenChange={(open) => {
        opening.current = open;
      }}
    >
      <RadixMenu.Trigger asChild disabled={disabled} ref={triggerRef}>
        {trigger}
      </RadixMenu.Trigger>
      <RadixMenu.Portal container={container}>
        <Content
          aria-label={label}
          // Named by `label`, not by the trigger's text.
          aria-labelledby={undefined}
          loop
          onFocus={(event) => {
            // Radix focuses the menu itself when a pointer opened it; the first item takes it.
            if (!opening.current || event.target !== event.currentTarget) return;
            opening.current = false;
            event.currentTarget
              .querySelector<HTMLElement>('[role="menuitem"]:not([data-disabled])')
              ?.focus();
          }}
          align={align}
          sideOffset={6}
          collisionPadding={8}
          style={width ? { width } : undefined}
        >
          <FocusTrigger.Provider value={() => triggerRef.current?.focus()}>
            {children}
          </FocusTrigger.Provider>
        </Content>
      </RadixMenu.Portal>
    </RadixMenu.Root>
  );
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

export function MenuItem({
  onSelect,
  destructive = false,
  disabled,
  asChild,
  children,
}: MenuItemProps) {
  const focusTrigger = useContext(FocusTrigger);
  return (
    <Item
      onSelect={() => {
        focusTrigger();
        onSelect?.();
      }}
      disabled={disabled}
      asChild={asChild}
      $destructive={destructive}
    >
      {children}
    </Item>
  );
}

const Content = styled(RadixMenu.Content)`
  z-index: ${(p) => p.theme.z.overlay};
  display: grid;
  min-width: 12rem;
  padding: 0.25rem;
  background: ${(p) => p.theme.color.surface};
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.md};
  box-shadow: ${(p) => p.theme.shadow.lg};
  font-family: ${(p) => p.theme.font.sans};
  font-size: ${(p) => p.theme.fontSize.sm};
  color: ${(p) => p.theme.color.text};
`;

const Item = styled(RadixMenu.Item)<{ $destructive: boolean }>`
  display: flex;
  align-items: center;
  gap: 0.625rem;
  width: 100%;
  padding: 0.5rem 0.625rem;
  border: none;
  border-radius: ${(p) => p.theme.radius.sm};
  background: transparent;
  color: ${(p) => (p.$destructive ? p.theme.color.danger : p.theme.color.text)};
  font: inherit;
  font-weight: 500;
  text-align: left;
  text-decoration: none;
  cursor: pointer;
  outline: none;
  user-select: none;
  svg {
    color: ${(p) => (p.$destructive ? p.theme.color.danger : p.theme.color.textMuted)};
  }
  &[data-highlighted] {
    background: ${(p) => (p.$destructive ? p.theme.color.dangerSoft : p.theme.color.surfaceMuted)};
  }
  &[data-disabled] {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;
