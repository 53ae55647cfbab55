import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { LoadingBlock, useCurrentUser } from '@portfolio/ui';
import { AppLayout } from './layout/app-layout';
import { NotFoundPage } from './pages/not-found-page';
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
import { useFocusHeadingOnNavigation } from './routing/focus-on-navigation';
import { PageTitle } from './routing/page-title';
import { MAIN_CONTENT_ID, SkipLink } from './routing/skip-link';

// Their own chunks: a signed-in visitor downloads nothing of the landing page (nor its feedback
// widget), and the dashboard's first paint waits for none of the pages it does not show.
const LandingPage = lazy(() =>
  import('./marketing/landing-page').then((m) => ({ default: m.LandingPage })),
);
const ProjectTrackingPage = lazy(() =>
  import('./marketing/project-tracking-page').then((m) => ({ default: m.ProjectTrackingPage })),
);
const InvitationPage = lazy(() =>
  import('./pages/invitation/invitation-page').then((m) => ({ default: m.InvitationPage })),
);
const ActivityPage = lazy(() =>
  import('./pages/activity/activity-page').then((m) => ({ default: m.ActivityPage })),
);
const SettingsPage = lazy(() =>
  import('./pages/settings/settings-page').then((m) => ({ default: m.SettingsPage })),
);

/** Neither landing page nor app: what shows while the session is checked or a page's code loads. */
const checking = (
  <main id={MAIN_CONTENT_ID} tabIndex={-1}>
    <LoadingBlock label="Loading" minHeight="100vh" />
  </main>
);

const page = (title: string | undefined, element: ReactNode) => (
  <PageTitle title={title}>{element}</PageTitle>
);

/** The routes of the spec: public pages always, the app's pages only when signed in. */
export function AppRoutes() {
  const { user, isLoading } = useCurrentUser();
  const { pathname } = useLocation();
  useFocusHeadingOnNavigation();

  // Until the user is known, a neutral state: no landing page flashing at a signed-in visitor, no
  // 404 flashing on an app path. The public page needs no session.
  if (isLoading && pathname !== '/project-tracking') return checking;

  return (
    <>
      <SkipLink />
      <Suspense fallback={checking}>
        <Routes>
          <Route
            path="/project-tracking"
            element={page('Project Tracking', <ProjectTrackingPage />)}
          />
          <Route path="/invitations/:token" element={page('Invitation', <InvitationPage />)} />
          {user ? (
            <Route element={<AppLayout user={user} />}>
              <Route index element={page('Dashboard', <DashboardPage />)} />
              <Route path="projects" element={page('All Projects', <ProjectsPage />)} />
              <Route path="projects/new" element={page('New Project', <NewProjectPage />)} />
              <Route path="projects/:id" element={page('Project', <ProjectDetailPage />)} />
              <Route path="by-department" element={page('By Department', <ByDepartmentPage />)} />
              <Route path="by-status" element={page('By Status', <ByStatusPage />)} />
              <Route path="team" element={page('Team Members', <TeamPage />)} />
              <Route path="llm-models" element={page('LLMs', <LlmModelsPage />)} />
              <Route path="activity" element={page('Activity', <ActivityPage />)} />
              <Route path="settings" element={page('Settings', <SettingsPage />)} />
              <Route path="*" element={page('Page Not Found', <NotFoundPage />)} />
            </Route>
          ) : (
            <>
              <Route index element={page(undefined, <LandingPage />)} />
              <Route
                path="*"
                element={page(
                  'Page Not Found',
                  <main id={MAIN_CONTENT_ID} tabIndex={-1}>
                    <NotFoundPage />
                  </main>,
                )}
              />
            </>
          )}
        </Routes>
      </Suspense>
    </>
  );
}
