import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Menu, MenuItem, MoreHorizontalIcon } from '@portfolio/ui';

export interface ActionsMenuItem {
  label: string;
  icon?: ReactNode;
  onSelect: () => void;
  destructive?: boolean;
  disabled?: boolean;
}

export interface ActionsMenuProps {
  /** The trigger's accessible name, e.g. "Actions for Jonas Weber". */
  label: string;
  items: ActionsMenuItem[];
  disabled?: boolean;
}

const MENU_WIDTH = 208;

/** A "…" button opening a menu of actions (the kit's Menu), lined up with the trigger's right edge. */
export function ActionsMenu({ label, items, disabled = false }: ActionsMenuProps) {
  return (
    <Menu
      label={label}
      width={MENU_WIDTH}
      disabled={disabled}
      trigger={
        <Trigger type="button" aria-label={label} disabled={disabled}>
          <MoreHorizontalIcon size={18} />
        </Trigger>
      }
    >
      {items.map((item) => (
        <MenuItem
          key={item.label}
          onSelect={item.onSelect}
          destructive={item.destructive}
          disabled={item.disabled}
        >
          {item.icon}
          {item.label}
        </MenuItem>
      ))}
    </Menu>
  );
}

const Trigger = styled.button`
  display: inline-grid;
  place-items: center;
  width: 2rem;
  height: 2rem;
  border: 1px solid transparent;
  border-radius: ${(p) => p.theme.radius.md};
  background: transparent;
  color: ${(p) => p.theme.color.textMuted};
  cursor: pointer;
  transition: background ${(p) => p.theme.motion.fast};
  &:hover:not(:disabled) {
    background: ${(p) => p.theme.color.surfaceMuted};
    color: ${(p) => p.theme.color.text};
  }
  &[data-state='open'] {
    border-color: ${(p) => p.theme.color.borderStrong};
    background: ${(p) => p.theme.color.surfaceMuted};
  }
  &:focus-visible {
    outline: none;
    box-shadow: 0 0 0 3px ${(p) => p.theme.color.focusRing};
  }
  &:disabled {
    opacity: 0.4;
    cursor: not-allowed;
  }
`;
