import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import styled from 'styled-components';
import { MoreHorizontalIcon, Portal } from '@portfolio/ui';

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

/**
 * A "…" button opening a menu of actions. The menu is rendered in a portal (a table's scroll
 * container would clip it), placed under the trigger; arrows move between items, Esc closes it
 * and gives the focus back to the trigger.
 */
export function ActionsMenu({ label, items, disabled = false }: ActionsMenuProps) {
  const [position, setPosition] = useState<{ top: number; left: number } | null>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const open = position !== null;

  const close = (refocus: boolean) => {
    setPosition(null);
    if (refocus) trigger.current?.focus();
  };

  const toggle = () => {
    if (open) return close(false);
    const rect = trigger.current?.getBoundingClientRect();
    if (!rect) return;
    setPosition({ top: rect.bottom + 6, left: Math.max(8, rect.right - MENU_WIDTH) });
  };

  useLayoutEffect(() => {
    if (open)
      menu.current?.querySelector<HTMLElement>('[role="menuitem"]:not([disabled])')?.focus();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const path = event.composedPath();
      if (
        menu.current &&
        !path.includes(menu.current) &&
        trigger.current &&
        !path.includes(trigger.current)
      ) {
        close(false);
      }
    };
    const onScroll = () => close(false);
    document.addEventListener('pointerdown', onPointerDown);
    window.addEventListener('scroll', onScroll, true);
    window.addEventListener('resize', onScroll);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      window.removeEventListener('scroll', onScroll, true);
      window.removeEventListener('resize', onScroll);
    };
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const entries = [
      ...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]:not([disabled])') ?? []),
    ];
    const index = entries.indexOf(event.target as HTMLElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      entries[(index + step + entries.length) % entries.length]?.focus();
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      entries[event.key === 'Home' ? 0 : entries.length - 1]?.focus();
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  return (
    <>
      <Trigger
        ref={trigger}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        disabled={disabled}
        onClick={toggle}
        $active={open}
      >
        <MoreHorizontalIcon size={18} />
      </Trigger>
      {open ? (
        <Portal>
          <Menu
            ref={menu}
            id={menuId}
            role="menu"
            aria-label={label}
            style={{ top: position.top, left: position.left, width: MENU_WIDTH }}
            onKeyDown={onKeyDown}
          >
            {items.map((item) => (
              <Item
                key={item.label}
                type="button"
                role="menuitem"
                tabIndex={-1}
                disabled={item.disabled}
                $destructive={item.destructive}
                onClick={() => {
                  close(true);
                  item.onSelect();
                }}
              >
                {item.icon}
                {item.label}
              </Item>
            ))}
          </Menu>
        </Portal>
      ) : null}
    </>
  );
}

const Trigger = styled.button<{ $active: boolean }>`
  display: inline-grid;
  place-items: center;
  width: 2rem;
  height: 2rem;
  border: 1px solid ${(p) => (p.$active ? p.theme.color.borderStrong : 'transparent')};
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => (p.$active ? p.theme.color.surfaceMuted : 'transparent')};
  color: ${(p) => p.theme.color.textMuted};
  cursor: pointer;
  transition: background ${(p) => p.theme.motion.fast};
  &:hover:not(:disabled) {
    background: ${(p) => p.theme.color.surfaceMuted};
    color: ${(p) => p.theme.color.text};
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

const Menu = styled.div`
  position: fixed;
  z-index: ${(p) => p.theme.z.overlay};
  display: grid;
  padding: 0.25rem;
  background: ${(p) => p.theme.color.surface};
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.md};
  box-shadow: ${(p) => p.theme.shadow.lg};
  font-family: ${(p) => p.theme.font.sans};
  font-size: ${(p) => p.theme.fontSize.sm};
`;

const Item = styled.button<{ $destructive?: boolean }>`
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
  cursor: pointer;
  svg {
    color: ${(p) => (p.$destructive ? p.theme.color.danger : p.theme.color.textMuted)};
  }
  &:hover:not(:disabled),
  &:focus-visible {
    outline: none;
    background: ${(p) => (p.$destructive ? p.theme.color.dangerSoft : p.theme.color.surfaceMuted)};
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;
