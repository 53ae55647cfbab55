import { useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import styled from 'styled-components';
import type { CurrentUser } from '@portfolio/contracts';
import { Drawer, media } from '@portfolio/ui';
import { SIDEBAR_WIDTH, Sidebar } from './sidebar';
import { MAIN_CONTENT_ID } from '../routing/skip-link';
import { PHONE_SCREEN, useSidebarCollapsed } from './use-sidebar-collapsed';
import { useMediaQuery } from './use-media-query';
import { PhoneTopBar } from './phone-top-bar';

/**
 * The signed-in shell: the sidebar and the page beside it; on a phone, a bar with a menu button
 * and the sidebar in a drawer over the page; on paper, the page alone.
 */
export function AppLayout({ user }: { user: CurrentUser }) {
  const { collapsed } = useSidebarCollapsed();
  const phone = useMediaQuery(PHONE_SCREEN);
  const { pathname } = useLocation();
  // The page the drawer was opened on: a link followed in it closes it; past a phone's width
  // there is no drawer.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = phone && openOn === pathname;
  const setMenuOpen = (open: boolean) => setOpenOn(open ? pathname : null);

  const offset = phone ? '0' : collapsed ? SIDEBAR_WIDTH.collapsed : SIDEBAR_WIDTH.expanded;
  return (
    <>
      {phone ? (
        <>
          <PhoneTopBar menuOpen={menuOpen} onMenu={() => setMenuOpen(true)} />
          <Drawer open={menuOpen} onOpenChange={setMenuOpen} title="Menu">
            <Sidebar user={user} onClose={() => setMenuOpen(false)} />
          </Drawer>
        </>
      ) : (
        <Sidebar user={user} />
      )}
      <Main id={MAIN_CONTENT_ID} tabIndex={-1} $offset={offset}>
        <Content>
          <Outlet />
        </Content>
      </Main>
    </>
  );
}

const Main = styled.main<{ $offset: string }>`
  margin-left: ${(p) => p.$offset};
  min-height: 100vh;
  &:focus {
    outline: none;
  }
  transition: margin-left ${(p) => p.theme.motion.normal};
  @media print {
    margin-left: 0;
    min-height: 0;
    background: #fff;
  }
`;

const Content = styled.div`
  max-width: 1280px;
  margin: 0 auto;
  padding: 1.5rem 1rem 3rem;
  ${media.md} {
    padding: 2.5rem 2rem 4rem;
  }
  /* After the media.md rule, so paper (often as wide as md) keeps no padding. */
  @media print {
    max-width: none;
    margin: 0;
    padding: 0;
  }
`;
