import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import type { CurrentUser } from '@portfolio/contracts';
import {
  Avatar,
  ChevronDownIcon,
  LayoutDashboardIcon,
  LogOutIcon,
  fullNameOf,
  initialsOf,
} from '@portfolio/ui';

/** The signed-in top bar's menu: Go to Dashboard and Sign Out. */
export function UserMenu({ user }: { user: CurrentUser }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const navigate = useNavigate();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    wrapper.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = [...(wrapper.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const index = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') {
      setOpen(false);
      button.current?.focus();
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      items[(index + 1) % items.length]?.focus();
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      items[(index - 1 + items.length) % items.length]?.focus();
    }
  };

  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || fullNameOf(user);

  return (
    <Wrapper ref={wrapper}>
      <Trigger
        ref={button}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        <Avatar $size={28}>{initialsOf(user)}</Avatar>
        <span>{name}</span>
        <ChevronDownIcon size={16} />
      </Trigger>
      {open ? (
        <Menu id={menuId} role="menu" aria-label="Account" onKeyDown={onMenuKeyDown}>
          <MenuItem
            as="button"
            type="button"
            role="menuitem"
            onClick={() => {
              setOpen(false);
              void navigate('/');
            }}
          >
            <LayoutDashboardIcon size={16} />
            Go to Dashboard
          </MenuItem>
          <MenuItem role="menuitem" href="/api/logout">
            <LogOutIcon size={16} />
            Sign Out
          </MenuItem>
        </Menu>
      ) : null}
    </Wrapper>
  );
}

const Wrapper = styled.div`
  position: relative;
`;

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  height: 2.5rem;
  padding: 0 0.75rem 0 0.375rem;
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.full};
  background: ${(p) => p.theme.color.surface};
  font-size: ${(p) => p.theme.fontSize.sm};
  font-weight: 600;
  cursor: pointer;
  box-shadow: ${(p) => p.theme.shadow.xs};
  &:hover {
    background: ${(p) => p.theme.color.surfaceMuted};
  }
  &:focus-visible {
    outline: none;
    box-shadow: 0 0 0 3px ${(p) => p.theme.color.focusRing};
  }
`;

const Menu = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + 0.5rem);
  min-width: 13rem;
  padding: 0.375rem;
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.lg};
  background: ${(p) => p.theme.color.surface};
  box-shadow: ${(p) => p.theme.shadow.lg};
  z-index: ${(p) => p.theme.z.overlay};
`;

const MenuItem = styled.a`
  display: flex;
  align-items: center;
  gap: 0.625rem;
  width: 100%;
  padding: 0.5rem 0.625rem;
  border: none;
  border-radius: ${(p) => p.theme.radius.md};
  background: transparent;
  color: ${(p) => p.theme.color.text};
  font-size: ${(p) => p.theme.fontSize.sm};
  text-align: left;
  text-decoration: none;
  cursor: pointer;
  svg {
    color: ${(p) => p.theme.color.textMuted};
  }
  &:hover,
  &:focus-visible {
    outline: none;
    background: ${(p) => p.theme.color.surfaceMuted};
  }
`;
