import { useRef, type FormEvent } from 'react';
import styled from 'styled-components';
import { CREATE_FORM_DEPARTMENTS, ProjectCreateBody } from '@portfolio/contracts';
import {
  Button,
  CompanyGate,
  PageHeader,
  isUnauthorizedError,
  useApi,
  useToast,
  type WidgetProps,
} from '@portfolio/ui';
import { useCreateProject } from '../api/create-project';
import { goToLogin } from '../api/login';
import {
  ProjectFields,
  ProjectPageForm,
  draftToBody,
  emptyDraft,
  useProjectDraft,
} from '@portfolio/ui/project-form';

/** How long the "logged out" toast shows before the browser goes to sign in (the spec's 500 ms). */
export const LOGIN_REDIRECT_DELAY = 500;

/** `/projects/new`: Create New AI Project. */
export function ProjectForm({ companyId, navigate }: WidgetProps) {
  return (
    <CompanyGate companyId={companyId} navigate={navigate} action="create projects">
      {(companyId) => <CreateProjectForm companyId={companyId} navigate={navigate} />}
    </CompanyGate>
  );
}

function CreateProjectForm({
  companyId,
  navigate,
}: Pick<WidgetProps, 'navigate'> & { companyId: string }) {
  const api = useApi();
  const { toast } = useToast();
  const create = useCreateProject(companyId);
  const { draft, errors, acceptFromServer, onChange, check } = useProjectDraft(emptyDraft);
  const formRef = useRef<HTMLFormElement>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (create.isPending) return;
    const body = draftToBody(draft);
    if (!check(ProjectCreateBody, body, formRef.current)) return;
    create.mutate(body, {
      onSuccess: () => {
        toast({ title: 'Project created successfully!' });
        navigate('/projects');
      },
      onError: (error) => {
        // The toast says so (the mutation's meta), then the browser goes to sign in.
        if (isUnauthorizedError(error)) {
          setTimeout(() => {
            goToLogin(api.config);
          }, LOGIN_REDIRECT_DELAY);
          return;
        }
        acceptFromServer(error);
      },
    });
  };

  return (
    <Page>
      <PageHeader
        title="Create New AI Project"
        description="Add an AI initiative to your portfolio and track its value and compliance."
      />
      <ProjectPageForm
        ref={formRef}
        label="Create New AI Project"
        onSubmit={onSubmit}
        pending={create.isPending}
        actions={
          <>
            <Button $variant="outline" onClick={() => navigate('/')}>
              Cancel
            </Button>
            <Button type="submit">{create.isPending ? 'Creating...' : 'Create Project'}</Button>
          </>
        }
      >
        <ProjectFields
          draft={draft}
          onChange={onChange}
          errors={errors}
          departments={CREATE_FORM_DEPARTMENTS}
          idPrefix="new-project"
        />
      </ProjectPageForm>
    </Page>
  );
}

const Page = styled.div`
  max-width: 56rem;
  margin: 0 auto;
`;
