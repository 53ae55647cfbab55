import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { CREATE_FORM_DEPARTMENTS, ProjectCreateBody } from '@portfolio/contracts';
import {
  Button,
  EmptyState,
  LockIcon,
  PageHeader,
  isApiError,
  isUnauthorizedError,
  useApi,
  useToast,
  type WidgetProps,
} from '@portfolio/ui';
import { useCreateProject } from '../api/create-project';
import { goToLogin } from '../api/login';
import {
  FIELD_LABELS,
  checkDraft,
  draftToBody,
  emptyDraft,
  firstInvalidField,
  missingRequired,
  type DraftField,
  type ProjectDraft,
} from '../state/project-draft';
import { ProjectFields, focusField } from './project-fields';

/** How long the "logged out" toast shows before the browser goes to sign in (the spec's 500 ms). */
export const LOGIN_REDIRECT_DELAY = 500;

/** `/projects/new`: Create New AI Project. */
export function ProjectForm({ companyId, navigate }: WidgetProps) {
  if (!companyId) return <NoCompanyAccess navigate={navigate} />;
  return <CreateProjectForm companyId={companyId} navigate={navigate} />;
}

function NoCompanyAccess({ navigate }: Pick<WidgetProps, 'navigate'>) {
  return (
    <EmptyState
      icon={<LockIcon size={22} />}
      title="No Company Access"
      description="You need to be a member of a company to create projects"
      action={
        <Button
          as="a"
          href="/"
          onClick={(event: React.MouseEvent) => {
            event.preventDefault();
            navigate('/');
          }}
        >
          Go to Dashboard
        </Button>
      }
    />
  );
}

function CreateProjectForm({
  companyId,
  navigate,
}: {
  companyId: string;
  navigate: (path: string) => void;
}) {
  const api = useApi();
  const { toast } = useToast();
  const create = useCreateProject(companyId);
  const [draft, setDraft] = useState<ProjectDraft>(emptyDraft);
  const [errors, setErrors] = useState<Partial<Record<DraftField, string>>>({});
  const formRef = useRef<HTMLFormElement>(null);

  const onChange = (field: DraftField, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _fixed, ...rest }) => rest);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (create.isPending) return;
    const body = draftToBody(draft);
    const problems = checkDraft(ProjectCreateBody, body);
    setErrors(problems);
    focusField(formRef.current, firstInvalidField(problems));
    if (missingRequired(draft)) {
      toast({
        title: 'Validation Error',
        description: 'Please fill in all required fields',
        variant: 'destructive',
      });
      return;
    }
    if (Object.keys(problems).length > 0) {
      toast({
        title: 'Validation Error',
        description: 'Please correct the highlighted fields',
        variant: 'destructive',
      });
      return;
    }
    create.mutate(body, {
      onSuccess: () => {
        toast({ title: 'Project created successfully!' });
        navigate('/projects');
      },
      onError: (error) => {
        if (isUnauthorizedError(error)) {
          toast({
            title: 'Unauthorized: You are logged out. Logging in again...',
            variant: 'destructive',
          });
          setTimeout(() => {
            goToLogin(api.config);
          }, LOGIN_REDIRECT_DELAY);
          return;
        }
        // The BFF names the fields it refused; show them where they are typed.
        if (isApiError(error)) {
          const fieldErrors = Object.entries(error.fieldErrors).filter(
            ([field]) => field in FIELD_LABELS,
          );
          if (fieldErrors.length > 0) setErrors(Object.fromEntries(fieldErrors));
        }
        toast({ title: 'Failed to create project. Please try again.', variant: 'destructive' });
      },
    });
  };

  return (
    <Page>
      <PageHeader
        title="Create New AI Project"
        description="Add an AI initiative to your portfolio and track its value and compliance."
      />
      <Form ref={formRef} noValidate onSubmit={onSubmit} aria-label="Create New AI Project">
        <Fieldset disabled={create.isPending}>
          <ProjectFields
            draft={draft}
            onChange={onChange}
            errors={errors}
            departments={CREATE_FORM_DEPARTMENTS}
            idPrefix="new-project"
          />
          <Actions>
            <Button $variant="outline" onClick={() => navigate('/')}>
              Cancel
            </Button>
            <Button type="submit">{create.isPending ? 'Creating...' : 'Create Project'}</Button>
          </Actions>
        </Fieldset>
      </Form>
    </Page>
  );
}

const Page = styled.div`
  max-width: 56rem;
  margin: 0 auto;
`;

const Form = styled.form``;

const Fieldset = styled.fieldset`
  border: none;
  margin: 0;
  padding: 0;
  min-width: 0;
  display: grid;
  gap: 1.25rem;
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 0.75rem;
  padding-top: 0.25rem;
`;
