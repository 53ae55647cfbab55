import { useAtomValue } from 'jotai';
import { Outlet } from 'react-router';
import styled from 'styled-components';
import type { CurrentUser } from '@portfolio/contracts';
import { SIDEBAR_WIDTH, Sidebar } from './sidebar';
import { sidebarCollapsedAtom } from './sidebar-state';

/** The signed-in shell: the sidebar and the page beside it. */
export function AppLayout({ user }: { user: CurrentUser }) {
  const collapsed = useAtomValue(sidebarCollapsedAtom);
  return (
    <>
      <Sidebar user={user} />
      <Main $offset={collapsed ? SIDEBAR_WIDTH.collapsed : SIDEBAR_WIDTH.expanded}>
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
  transition: margin-left ${(p) => p.theme.motion.normal};
`;

const Content = styled.div`
  max-width: 1280px;
  margin: 0 auto;
  padding: 2.5rem 2rem 4rem;
`;
