import { Outlet } from 'react-router';
import styled from 'styled-components';
import type { CurrentUser } from '@portfolio/contracts';
import { media } from '@portfolio/ui';
import { SIDEBAR_WIDTH, Sidebar } from './sidebar';
import { MAIN_CONTENT_ID } from '../routing/skip-link';
import { useSidebarCollapsed } from './use-sidebar-collapsed';

/** The signed-in shell: the sidebar and the page beside it; on paper, the page alone. */
export function AppLayout({ user }: { user: CurrentUser }) {
  const { collapsed } = useSidebarCollapsed();
  return (
    <>
      <Sidebar user={user} />
      <Main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        $offset={collapsed ? SIDEBAR_WIDTH.collapsed : SIDEBAR_WIDTH.expanded}
      >
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
