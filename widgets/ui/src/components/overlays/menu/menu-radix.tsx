import { createContext, useContext, useEffect, useRef } from 'react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import styled from 'styled-components';
import type { MenuItemProps, MenuProps } from './menu';
import { floatingPanel } from '../floating-panel';
import { usePortalContainer } from '../portal';

/**
 * Gives the focus back to the trigger before an item's action runs, so a dialog the action opens
 * returns the focus there on close (the item itself is gone by then).
 */
const FocusTrigger = createContext<() => void>(() => {});

export interface RadixMenuProps extends MenuProps {
  /** Opens at once: the trigger was pressed before this part was fetched. */
  defaultOpen: boolean;
  /** The trigger had the focus before this part replaced it: it takes it again. */
  focusTrigger: boolean;
}

/** The kit's {@link Menu} on Radix UI's DropdownMenu primitive (fetched on first use). */
export function RadixMenu({
  trigger,
  label,
  align = 'end',
  width,
  disabled,
  children,
  defaultOpen,
  focusTrigger,
}: RadixMenuProps) {
  const container = usePortalContainer();
  const opening = useRef(defaultOpen);
  const triggerRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusTrigger && !defaultOpen) triggerRef.current?.focus();
    // On mount only: the trigger that had the focus was the one this part replaced.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <DropdownMenu.Root
      modal={false}
      defaultOpen={defaultOpen}
      onOpenChange={(open) => {
        opening.current = open;
      }}
    >
      <DropdownMenu.Trigger asChild disabled={disabled} ref={triggerRef}>
        {trigger}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal container={container}>
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
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

export function RadixMenuItem({
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

const Content = styled(DropdownMenu.Content)`
  ${floatingPanel}
  min-width: 12rem;
  padding: 0.25rem;
  border-radius: ${(p) => p.theme.radius.md};
`;

const Item = styled(DropdownMenu.Item)<{ $destructive: boolean }>`
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
