import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { FRAMEWORKS_PAGES, type FrameworksView, type ProjectSection } from '@portfolio/contracts';
import { LoadingBlock, CompanyGate, useCurrentUser } from '@portfolio/ui';
import { RemoteWidget } from '../remote/remote-widget';
import { useWidgetProps } from '../remote/use-widget-props';

// Each signed-in page is a widget loaded at run time; the shell only adds the company gate.

// Shown once, to a person without a company yet: not part of the dashboard's first download.
const WelcomeCard = lazy(() =>
  import('../company/welcome-card').then((m) => ({ default: m.WelcomeCard })),
);

export function DashboardPage() {
  const { user, company } = useCurrentUser();
  const widgetProps = useWidgetProps();
  if (user && !company)
    return (
      <Suspense fallback={<LoadingBlock label="Loading" />}>
        <WelcomeCard user={user} />
      </Suspense>
    );
  return (
    <RemoteWidget
      name="portfolio-dashboard"
      module="./Dashboard"
      label="Dashboard"
      widgetProps={widgetProps}
    />
  );
}

/**
 * A page that is one widget. With `companyAction`, a user without a company is told they need one
 * to do it instead. With `item`, the address's `{id}` (when it has one) opens that one item: the
 * widget gets it as the `item.prop` prop and the page is labelled `item.label`.
 */
function WidgetPage({
  name,
  module,
  label,
  companyAction,
  item,
  props,
}: {
  name: string;
  module: string;
  label: string;
  companyAction?: string;
  item?: { prop: string; label: string };
  /** More props for the widget, the same at every address of the page. */
  props?: Record<string, unknown>;
}) {
  const { id } = useParams();
  const widgetProps = useWidgetProps();
  const opened = item && id ? item : undefined;
  const widget = (
    <RemoteWidget
      name={name}
      module={module}
      label={opened?.label ?? label}
      widgetProps={widgetProps}
      props={opened || props ? { ...props, ...(opened && { [opened.prop]: id }) } : undefined}
    />
  );
  if (!companyAction) return widget;
  return (
    <CompanyGate
      companyId={widgetProps.companyId}
      navigate={widgetProps.navigate}
      action={companyAction}
    >
      {() => widget}
    </CompanyGate>
  );
}

export const ByDepartmentPage = () => (
  <WidgetPage name="portfolio-dashboard" module="./ByDepartment" label="Projects by Department" />
);

export const ByStatusPage = () => (
  <WidgetPage name="portfolio-dashboard" module="./ByStatus" label="Projects by Status" />
);

export const ProjectsPage = () => (
  <WidgetPage name="project-table" module="./ProjectTable" label="All Projects" />
);

export const NewProjectPage = () => (
  <WidgetPage
    name="project-table"
    module="./ProjectForm"
    label="New project form"
    companyAction="create projects"
  />
);

/**
 * The project page (`/projects/{id}/{section?}`) composes two widgets: the LLM registry's card
 * fills the workspace's models slot (in its Compliance section). The section is the address's.
 */
/** A project's page at one of its sections' addresses (the router has one route a section). */
export function ProjectDetailPage({ section }: { section: ProjectSection }) {
  const { id = '' } = useParams();
  const widgetProps = useWidgetProps();
  const models = (
    <RemoteWidget
      name="llm-registry"
      module="./ProjectModels"
      label="LLM Models"
      widgetProps={widgetProps}
      props={{ projectId: id }}
    />
  );
  return (
    <RemoteWidget
      key={id}
      name="project-workspace"
      module="./ProjectWorkspace"
      label="Project details"
      widgetProps={widgetProps}
      props={{ projectId: id, section, sectionInAddress: true, modelsSlot: models }}
    />
  );
}

export const TeamPage = () => (
  <WidgetPage
    name="team-panel"
    module="./TeamPanel"
    label="Team Members"
    companyAction="manage team members"
  />
);

export const LlmModelsPage = () => (
  <WidgetPage
    name="llm-registry"
    module="./LlmRegistry"
    label="LLM Models"
    companyAction="manage LLM models"
  />
);

export const CapacityPage = () => (
  <WidgetPage
    name="portfolio-timeline"
    module="./Capacity"
    label="Capacity"
    companyAction="see the portfolio's capacity"
  />
);

export const RisksPage = () => (
  <WidgetPage
    name="risk-register"
    module="./RiskRegister"
    label="Risks"
    companyAction="see the portfolio's risks"
  />
);

export const CompliancePage = () => (
  <WidgetPage
    name="risk-register"
    module="./Compliance"
    label="Compliance"
    companyAction="see the portfolio's compliance"
  />
);

/**
 * Under /compliance, the risk register's frameworks: `view` `frameworks` (`/compliance/frameworks`
 * and `/{id}`, a framework), `controls` (`/compliance/controls` and `/{id}`, a control) or `soa`
 * (`/compliance/soa`, and `/versions/{id}`, a published version of the Statement of Applicability).
 */
export const FrameworksPage = ({ view }: { view: FrameworksView }) => (
  <WidgetPage
    name="risk-register"
    module="./Frameworks"
    label={FRAMEWORKS_PAGES[view].label}
    companyAction="see the frameworks"
    item={FRAMEWORKS_PAGES[view].item}
    props={{ view }}
  />
);

/** `/incidents` and `/incidents/{id}`: the risk register's incident section. */
export const IncidentsPage = () => (
  <WidgetPage
    name="risk-register"
    module="./Incidents"
    label="Incidents"
    companyAction="see the incidents"
    item={{ prop: 'incidentId', label: 'Incident' }}
  />
);

export const TimelinePage = () => (
  <WidgetPage
    name="portfolio-timeline"
    module="./Timeline"
    label="Timeline"
    companyAction="see the portfolio's timeline"
  />
);

export const ReportsPage = () => (
  <WidgetPage
    name="report-builder"
    module="./Reports"
    label="Reports"
    companyAction="build reports"
  />
);

export const NewProposalPage = () => (
  <WidgetPage
    name="intake-form"
    module="./IntakeForm"
    label="Propose a project"
    companyAction="propose projects"
  />
);

/** `/proposals` and `/proposals/{id}`: the company's intake queue and one proposal. */
export const ProposalsPage = () => (
  <WidgetPage
    name="intake-form"
    module="./IntakeQueue"
    label="Proposals"
    companyAction="see the proposals"
    item={{ prop: 'proposalId', label: 'Proposal' }}
  />
);
