import { Route, Routes, useLocation } from 'react-router';
import { LoadingBlock, useCurrentUser } from '@portfolio/ui';
import { AppLayout } from './layout/app-layout';
import { InvitationPage } from './pages/invitation/invitation-page';
import { LandingPage } from './marketing/landing-page';
import { NotFoundPage } from './pages/not-found-page';
import { ProjectTrackingPage } from './marketing/project-tracking-page';
import { SettingsPage } from './pages/settings/settings-page';
import {
  ByDepartmentPage,
  ByStatusPage,
  DashboardPage,
  LlmModelsPage,
  NewProjectPage,
  ProjectDetailPage,
  ProjectsPage,
  TeamPage,
} from './pages/widget-pages';

/** The routes of the spec: public pages always, the app's pages only when signed in. */
export function AppRoutes() {
  const { user, isLoading } = useCurrentUser();
  const { pathname } = useLocation();

  // While the session is checked, / shows the landing page; other paths wait rather than flash a 404.
  if (isLoading && pathname !== '/' && pathname !== '/project-tracking') {
    return <LoadingBlock label="Checking your session" minHeight="100vh" />;
  }

  return (
    <Routes>
      <Route path="/project-tracking" element={<ProjectTrackingPage />} />
      <Route path="/invitations/:token" element={<InvitationPage />} />
      {user ? (
        <Route element={<AppLayout user={user} />}>
          <Route index element={<DashboardPage />} />
          <Route path="projects" element={<ProjectsPage />} />
          <Route path="projects/new" element={<NewProjectPage />} />
          <Route path="projects/:id" element={<ProjectDetailPage />} />
          <Route path="by-department" element={<ByDepartmentPage />} />
          <Route path="by-status" element={<ByStatusPage />} />
          <Route path="team" element={<TeamPage />} />
          <Route path="llm-models" element={<LlmModelsPage />} />
          <Route path="settings" element={<SettingsPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      ) : (
        <>
          <Route index element={<LandingPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </>
      )}
    </Routes>
  );
}
