import { useSetAtom } from 'jotai';
import { NavLink, useLocation } from 'react-router';
import styled, { css } from 'styled-components';
import type { CurrentUser } from '@portfolio/contracts';
import {
  Avatar,
  ChevronLeftIcon,
  ChevronRightIcon,
  LogOutIcon,
  Tooltip,
  XIcon,
  fullNameOf,
  initialsOf,
} from '@portfolio/ui';
import { PRODUCT_NAME } from '../brand';
import { LogoMark } from './logo-mark';
import { BarIconButton, ProductName, sidebarRow } from './shell-parts';
import { NotificationBell } from './notification-bell';
import { FEEDBACK_NAV_ITEM, isNavItemActive, navItemsFor, type NavItem } from './nav-items';
import { toggleSidebarAtom } from './sidebar-state';
import { useSidebarCollapsed } from './use-sidebar-collapsed';

/** Sidebar widths in the spec's units of 0.25rem: 16 collapsed, 64 expanded. */
export const SIDEBAR_WIDTH = { collapsed: '4rem', expanded: '16rem' } as const;

/**
 * The shell's navigation: a rail at the left edge (icons only when collapsed), or, with `onClose`,
 * the content of the phone's drawer: always expanded, with a close button.
 */
export function Sidebar({ user, onClose }: { user: CurrentUser; onClose?: () => void }) {
  const rail = useSidebarCollapsed();
  const inDrawer = Boolean(onClose);
  const collapsed = inDrawer ? false : rail.collapsed;
  const canToggle = !inDrawer && rail.canToggle;
  const toggle = useSetAtom(toggleSidebarAtom);
  const { pathname } = useLocation();
  const companyName = user.companies[0]?.name ?? 'No Company';
  const fullName = fullNameOf(user);

  return (
    <Aside
      $collapsed={collapsed}
      $inDrawer={inDrawer}
      data-collapsed={collapsed}
      aria-label="Sidebar"
      data-print-hide=""
    >
      <Header $collapsed={collapsed}>
        <LogoMark size={34} />
        {!collapsed ? (
          <Brand>
            <SidebarProductName>{PRODUCT_NAME}</SidebarProductName>
            <Caption title={companyName}>{companyName}</Caption>
          </Brand>
        ) : null}
        {onClose ? (
          <CloseButton aria-label="Close menu" onClick={onClose}>
            <XIcon size={18} />
          </CloseButton>
        ) : null}
      </Header>

      {canToggle ? (
        <Toggle
          type="button"
          onClick={() => toggle()}
          aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
          aria-expanded={!collapsed}
        >
          {collapsed ? <ChevronRightIcon size={14} /> : <ChevronLeftIcon size={14} />}
        </Toggle>
      ) : null}

      <Nav aria-label="Main">
        <NavList>
          {navItemsFor(user.companies[0]?.role).map((item) => (
            <li key={item.path}>
              <NavItemLink item={item} pathname={pathname} collapsed={collapsed} />
            </li>
          ))}
        </NavList>
      </Nav>

      <Secondary>
        <NotificationBell companyId={user.companies[0]?.id ?? null} collapsed={collapsed} />
        <NavItemLink item={FEEDBACK_NAV_ITEM} pathname={pathname} collapsed={collapsed} />
      </Secondary>

      <Footer $collapsed={collapsed}>
        <Tooltip content={`${fullName} · ${user.email}`} side="right" disabled={!collapsed}>
          <Avatar
            $size={34}
            tabIndex={collapsed ? 0 : undefined}
            role={collapsed ? 'img' : undefined}
            aria-label={collapsed ? fullName : undefined}
          >
            {initialsOf(user)}
          </Avatar>
        </Tooltip>
        {!collapsed ? (
          <Person>
            <PersonName>{fullName}</PersonName>
            <Caption title={user.email}>{user.email}</Caption>
          </Person>
        ) : null}
        <Tooltip content="Log out" side="right">
          <Logout href="/api/logout" aria-label="Log out">
            <LogOutIcon size={16} />
          </Logout>
        </Tooltip>
      </Footer>
    </Aside>
  );
}

/** A link of the sidebar: icon and label, the icon alone with a tooltip when collapsed. */
function NavItemLink({
  item: { label, path, icon: Icon },
  pathname,
  collapsed,
}: {
  item: NavItem;
  pathname: string;
  collapsed: boolean;
}) {
  const active = isNavItemActive(path, pathname);
  return (
    <Tooltip content={label} side="right" disabled={!collapsed}>
      <Item
        to={path}
        end={path === '/'}
        aria-current={active ? 'page' : undefined}
        aria-label={collapsed ? label : undefined}
        $active={active}
        $collapsed={collapsed}
      >
        <Icon size={18} />
        {!collapsed ? <span>{label}</span> : null}
      </Item>
    </Tooltip>
  );
}

const Aside = styled.aside<{ $collapsed: boolean; $inDrawer: boolean }>`
  position: fixed;
  inset: 0 auto 0 0;
  z-index: ${(p) => p.theme.z.sidebar};
  display: flex;
  flex-direction: column;
  width: ${(p) => (p.$collapsed ? SIDEBAR_WIDTH.collapsed : SIDEBAR_WIDTH.expanded)};
  ${(p) =>
    p.$inDrawer &&
    css`
      position: static;
      flex: 1 0 auto;
      width: auto;
      border-right: none;
    `}
  background: ${(p) => p.theme.color.sidebar};
  background-image: radial-gradient(120% 60% at 0% 0%, rgba(99, 102, 241, 0.16), transparent 60%);
  color: ${(p) => p.theme.color.sidebarText};
  border-right: 1px solid ${(p) => p.theme.color.sidebarBorder};
  transition: width ${(p) => p.theme.motion.normal};
`;

const Header = styled.div<{ $collapsed: boolean }>`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  height: 4.5rem;
  padding: 0 ${(p) => (p.$collapsed ? '0' : '1.25rem')};
  justify-content: ${(p) => (p.$collapsed ? 'center' : 'flex-start')};
  border-bottom: 1px solid ${(p) => p.theme.color.sidebarBorder};
`;

const Brand = styled.div`
  flex: 1;
  min-width: 0;
  display: grid;
`;

const CloseButton = styled(BarIconButton)`
  color: ${(p) => p.theme.color.sidebarMuted};
`;

const SidebarProductName = styled(ProductName)`
  letter-spacing: -0.01em;
`;

/** A small muted line under a name (the company, the user's e-mail), cut short with an ellipsis. */
const Caption = styled.span`
  font-size: ${(p) => p.theme.fontSize.xs};
  color: ${(p) => p.theme.color.sidebarMuted};
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

const Toggle = styled.button`
  position: absolute;
  top: 3.5rem;
  right: -0.75rem;
  display: grid;
  place-items: center;
  width: 1.5rem;
  height: 1.5rem;
  padding: 0;
  border-radius: 50%;
  border: 1px solid ${(p) => p.theme.color.border};
  background: ${(p) => p.theme.color.surface};
  color: ${(p) => p.theme.color.textMuted};
  box-shadow: ${(p) => p.theme.shadow.sm};
  cursor: pointer;
  &:hover {
    color: ${(p) => p.theme.color.primary};
  }
  &:focus-visible {
    outline: none;
    box-shadow: 0 0 0 3px ${(p) => p.theme.color.focusRing};
  }
`;

const Nav = styled.nav`
  flex: 1;
  overflow-y: auto;
  padding: 1rem 0.75rem;
`;

const Secondary = styled.div`
  display: grid;
  gap: 0.25rem;
  padding: 0.5rem 0.75rem;
  border-top: 1px solid ${(p) => p.theme.color.sidebarBorder};
`;

const NavList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.25rem;
`;

const Item = styled(NavLink)<{ $active: boolean; $collapsed: boolean }>`
  ${sidebarRow}
  text-decoration: none;
  transition:
    background ${(p) => p.theme.motion.fast},
    color ${(p) => p.theme.motion.fast};
  ${(p) =>
    p.$active &&
    css`
      background: ${p.theme.color.sidebarActive};
      color: #fff;
      svg {
        color: #a5b4fc;
      }
    `}
`;

const Footer = styled.div<{ $collapsed: boolean }>`
  display: flex;
  flex-direction: ${(p) => (p.$collapsed ? 'column' : 'row')};
  align-items: center;
  gap: 0.75rem;
  padding: 1rem ${(p) => (p.$collapsed ? '0' : '1rem')};
  border-top: 1px solid ${(p) => p.theme.color.sidebarBorder};
`;

const Person = styled.div`
  flex: 1;
  min-width: 0;
  display: grid;
`;

const PersonName = styled.span`
  font-size: ${(p) => p.theme.fontSize.sm};
  font-weight: 600;
  color: #fff;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

const Logout = styled.a`
  display: grid;
  place-items: center;
  width: 2rem;
  height: 2rem;
  border-radius: ${(p) => p.theme.radius.md};
  color: ${(p) => p.theme.color.sidebarMuted};
  &:hover {
    background: rgba(255, 255, 255, 0.08);
    color: #fff;
  }
  &:focus-visible {
    outline: 2px solid #818cf8;
  }
`;
