import { useParams } from 'react-router';
import { NoCompanyAccess, useCurrentUser } from '@portfolio/ui';
import { WelcomeCard } from '../company/welcome-card';
import { RemoteWidget } from '../remote/remote-widget';
import { useWidgetProps } from '../remote/use-widget-props';

// Each signed-in page is a widget loaded at run time; the shell only adds the company gate.

export function DashboardPage() {
  const { user, company } = useCurrentUser();
  const widgetProps = useWidgetProps();
  if (user && !company) return <WelcomeCard user={user} />;
  return (
    <RemoteWidget
      name="portfolio-dashboard"
      module="./Dashboard"
      label="Dashboard"
      widgetProps={widgetProps}
    />
  );
}

export function ByDepartmentPage() {
  return (
    <RemoteWidget
      name="portfolio-dashboard"
      module="./ByDepartment"
      label="Projects by Department"
      widgetProps={useWidgetProps()}
    />
  );
}

export function ByStatusPage() {
  return (
    <RemoteWidget
      name="portfolio-dashboard"
      module="./ByStatus"
      label="Projects by Status"
      widgetProps={useWidgetProps()}
    />
  );
}

export function ProjectsPage() {
  return (
    <RemoteWidget
      name="project-table"
      module="./ProjectTable"
      label="All Projects"
      widgetProps={useWidgetProps()}
    />
  );
}

export function NewProjectPage() {
  const widgetProps = useWidgetProps();
  if (!widgetProps.companyId)
    return (
      <NoCompanyAccess action="create projects" onGoToDashboard={() => widgetProps.navigate('/')} />
    );
  return (
    <RemoteWidget
      name="project-table"
      module="./ProjectForm"
      label="New project form"
      widgetProps={widgetProps}
    />
  );
}

/** The project page composes two widgets: the LLM registry's card fills the detail's models slot. */
export function ProjectDetailPage() {
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
      name="project-table"
      module="./ProjectDetail"
      label="Project details"
      widgetProps={widgetProps}
      props={{ projectId: id, modelsSlot: models }}
    />
  );
}

export function TeamPage() {
  const widgetProps = useWidgetProps();
  if (!widgetProps.companyId)
    return (
      <NoCompanyAccess
        action="manage team members"
        onGoToDashboard={() => widgetProps.navigate('/')}
      />
    );
  return (
    <RemoteWidget
      name="team-panel"
      module="./TeamPanel"
      label="Team Members"
      widgetProps={widgetProps}
    />
  );
}

export function LlmModelsPage() {
  const widgetProps = useWidgetProps();
  if (!widgetProps.companyId)
    return (
      <NoCompanyAccess
        action="manage LLM models"
        onGoToDashboard={() => widgetProps.navigate('/')}
      />
    );
  return (
    <RemoteWidget
      name="llm-registry"
      module="./LlmRegistry"
      label="LLM Models"
      widgetProps={widgetProps}
    />
  );
}
