import type { ReactNode } from 'react';
import { rememberedListSearch } from '@portfolio/ui/project-form';
import {
  AlertTriangleIcon,
  ArrowLeftIcon,
  Button,
  EmptyState,
  QueryErrorCard,
  Skeleton,
  isApiError,
  type WidgetProps,
} from '@portfolio/ui';
import { isProjectId, useProject } from '../api/get-project';
import { Columns } from '../shared/layout';
import { Root } from './workspace-chrome';
import { WorkspacePage } from './workspace-page';

export interface ProjectWorkspaceProps extends WidgetProps {
  projectId: string;
  /**
   * The section to show: in the shell, the address's (`/projects/{id}/plan` → `plan`);
   * embedded, the one to open first. Absent or unknown: Overview.
   */
  section?: string;
  /** The shell sets it: choosing a section changes the address (otherwise the widget's state). */
  sectionInAddress?: boolean;
  /**
   * The project's LLM Models card, shown in Compliance. The host passes the llm-registry
   * widget's ProjectModels here: a widget never imports another widget.
   */
  modelsSlot?: ReactNode;
}

/**
 * `/projects/{id}` and its sections: one project's page, or why it cannot be shown.
 */
export function ProjectWorkspace({ projectId, user, ...props }: ProjectWorkspaceProps) {
  const query = useProject(projectId);
  const back = () => props.navigate(`/projects${rememberedListSearch()}`);

  const missing =
    !isProjectId(projectId) ||
    (query.isError && isApiError(query.error) && [400, 404].includes(query.error.status));
  if (missing) {
    return (
      <EmptyState
        icon={<AlertTriangleIcon size={22} />}
        title="Project Not Found"
        description="The project you're looking for doesn't exist or you don't have access to it"
        action={
          <Button onClick={back}>
            <ArrowLeftIcon size={16} />
            Back to Projects
          </Button>
        }
      />
    );
  }
  if (query.isError) {
    return <QueryErrorCard title="The project could not be loaded" query={query} />;
  }
  if (!query.data) return <WorkspaceSkeleton />;
  const admin = user?.companies.some((c) => c.id === query.data.companyId && c.role === 'admin');
  return (
    <WorkspacePage
      {...props}
      project={query.data}
      userId={user?.id ?? null}
      admin={admin ?? false}
      onBack={back}
    />
  );
}

function WorkspaceSkeleton() {
  return (
    <Root role="status" aria-busy="true" aria-label="Loading project">
      <Skeleton $width="6rem" $height="2.25rem" />
      <Skeleton $height="12rem" $radius="16px" />
      <Columns>
        <Skeleton $height="11rem" $radius="12px" />
        <Skeleton $height="11rem" $radius="12px" />
      </Columns>
      <Skeleton $height="7rem" $radius="12px" />
    </Root>
  );
}
