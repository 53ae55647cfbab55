import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { FRAMEWORKS_PAGES, FRAMEWORKS_VIEWS, PROJECT_SECTIONS } from '@portfolio/contracts';
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
  RisksPage,
  CompliancePage,
  FrameworksPage,
  IncidentsPage,
  CapacityPage,
  TeamPage,
  TimelinePage,
  ReportsPage,
  NewProposalPage,
  ProposalsPage,
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
const SignInRequiredPage = lazy(() =>
  import('./pages/sign-in-required-page').then((m) => ({ default: m.SignInRequiredPage })),
);
const ActivityPage = lazy(() =>
  import('./pages/activity/activity-page').then((m) => ({ default: m.ActivityPage })),
);
// One chunk for every section of Settings, so moving between them fetches nothing more.
const settings = () => import('./pages/settings/settings-sections');
const SettingsLayout = lazy(() => settings().then((m) => ({ default: m.SettingsLayout })));
const SettingsPage = lazy(() => settings().then((m) => ({ default: m.SettingsPage })));
const EmbeddingSettings = lazy(() => settings().then((m) => ({ default: m.EmbeddingSettings })));
const IntegrationsSettings = lazy(() =>
  settings().then((m) => ({ default: m.IntegrationsSettings })),
);
const IntakeSettings = lazy(() => settings().then((m) => ({ default: m.IntakeSettings })));
const feedback = () => import('./pages/feedback/feedback-page');
const FeedbackPage = lazy(() => feedback().then((m) => ({ default: m.FeedbackPage })));
const PublicFeedbackPage = lazy(() => feedback().then((m) => ({ default: m.PublicFeedbackPage })));

/** Neither landing page nor app: what shows while the session is checked or a page's code loads. */
const checking = (
  <main id={MAIN_CONTENT_ID} tabIndex={-1}>
    <LoadingBlock label="Loading" minHeight="100vh" />
  </main>
);

const page = (title: string | undefined, element: ReactNode) => (
  <PageTitle title={title}>{element}</PageTitle>
);

/**
 * The routes of the spec: public pages always, the app's pages when signed in. Signed out, an
 * app page's address (a shared project link, a bookmark) asks to sign in and come back to it;
 * any other address is the 404 page.
 */
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
          {user ? null : (
            <>
              <Route index element={page(undefined, <LandingPage />)} />
              <Route path="feedback" element={page('Feedback', <PublicFeedbackPage />)} />
            </>
          )}
          {/* The app's pages, declared once: signed out, their layout is the sign-in page. */}
          <Route
            element={
              user ? <AppLayout user={user} /> : page('Sign In Required', <SignInRequiredPage />)
            }
          >
            {user ? <Route index element={page('Dashboard', <DashboardPage />)} /> : null}
            <Route path="projects" element={page('All Projects', <ProjectsPage />)} />
            <Route path="projects/new" element={page('New Project', <NewProjectPage />)} />
            {PROJECT_SECTIONS.map((section) => (
              <Route
                key={section}
                path={section === 'overview' ? 'projects/:id' : `projects/:id/${section}`}
                element={page('Project', <ProjectDetailPage section={section} />)}
              />
            ))}
            <Route path="proposals" element={page('Proposals', <ProposalsPage />)} />
            <Route path="proposals/new" element={page('New Proposal', <NewProposalPage />)} />
            <Route path="proposals/:id" element={page('Proposal', <ProposalsPage />)} />
            <Route path="by-department" element={page('By Department', <ByDepartmentPage />)} />
            <Route path="by-status" element={page('By Status', <ByStatusPage />)} />
            <Route path="team" element={page('Team Members', <TeamPage />)} />
            <Route path="llm-models" element={page('LLMs', <LlmModelsPage />)} />
            <Route path="risks" element={page('Risks', <RisksPage />)} />
            <Route path="compliance" element={page('Compliance', <CompliancePage />)} />
            {FRAMEWORKS_VIEWS.flatMap((view) => {
              const { path, label, item } = FRAMEWORKS_PAGES[view];
              const shown = <FrameworksPage view={view} />;
              return [
                <Route key={view} path={path} element={page(label, shown)} />,
                <Route key={item.prop} path={path + item.path} element={page(item.label, shown)} />,
              ];
            })}
            <Route path="incidents" element={page('Incidents', <IncidentsPage />)} />
            <Route path="incidents/:id" element={page('Incident', <IncidentsPage />)} />
            <Route path="timeline" element={page('Timeline', <TimelinePage />)} />
            <Route path="capacity" element={page('Capacity', <CapacityPage />)} />
            <Route path="reports" element={page('Reports', <ReportsPage />)} />
            <Route path="activity" element={page('Activity', <ActivityPage />)} />
            <Route path="settings" element={<SettingsLayout />}>
              <Route index element={page('Settings', <SettingsPage />)} />
              <Route path="embedding" element={page('Embedding Settings', <EmbeddingSettings />)} />
              <Route
                path="integrations"
                element={page('Integrations Settings', <IntegrationsSettings />)}
              />
              <Route path="intake" element={page('Intake Settings', <IntakeSettings />)} />
            </Route>
            {user ? (
              <>
                <Route path="feedback" element={page('Feedback', <FeedbackPage />)} />
                <Route path="*" element={page('Page Not Found', <NotFoundPage />)} />
              </>
            ) : null}
          </Route>
          {user ? null : (
            <Route
              path="*"
              element={page(
                'Page Not Found',
                <main id={MAIN_CONTENT_ID} tabIndex={-1}>
                  <NotFoundPage />
                </main>,
              )}
            />
          )}
        </Routes>
      </Suspense>
    </>
  );
}
