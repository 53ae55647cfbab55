import { useNavigate } from 'react-router';
import styled from 'styled-components';
import type { CurrentUser } from '@portfolio/contracts';
import {
  Avatar,
  ChevronDownIcon,
  LayoutDashboardIcon,
  LogOutIcon,
  Menu,
  MenuItem,
  fullNameOf,
  initialsOf,
} from '@portfolio/ui';

/** The signed-in top bar's menu (the kit's Menu): Go to Dashboard and Sign Out. */
export function UserMenu({ user }: { user: CurrentUser }) {
  const navigate = useNavigate();
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || fullNameOf(user);

  return (
    <Menu
      label="Account"
      width={208}
      trigger={
        <Trigger type="button">
          <Avatar $size={28}>{initialsOf(user)}</Avatar>
          <span>{name}</span>
          <ChevronDownIcon size={16} />
        </Trigger>
      }
    >
      <MenuItem onSelect={() => void navigate('/')}>
        <LayoutDashboardIcon size={16} />
        Go to Dashboard
      </MenuItem>
      <MenuItem asChild>
        <a href="/api/logout">
          <LogOutIcon size={16} />
          Sign Out
        </a>
      </MenuItem>
    </Menu>
  );
}

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
