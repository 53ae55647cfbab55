import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  LINK_KIND_LABELS,
  LINK_PROVIDER_LABELS,
  LINK_STATE_LABELS,
  ProjectLinkBody,
  formatDate,
  formatTimeAgo,
  type LinkState,
  type Project,
  type ProjectLink,
  type Tone,
} from '@portfolio/contracts';
import { checkFields } from '@portfolio/contracts/validation';
import {
  Badge,
  Button,
  Card,
  CardHeading,
  ConfirmDialog,
  CountPill,
  Field,
  IconButton,
  Input,
  LINK_PROVIDER_ICONS,
  LinkIcon,
  PlusIcon,
  QueryErrorCard,
  Skeleton,
  TrashIcon,
  isApiError,
  mutationErrorMessage,
  useToast,
} from '@portfolio/ui';
import { useAddProjectLink, useProjectLinks, useRemoveProjectLink } from '../api/project-links';
import { Body, Empty, Footer, FormActions, Rows } from '../shared/list-card-parts';

const STATE_TONES: Record<LinkState, Tone> = {
  open: 'blue',
  closed: 'slate',
  merged: 'violet',
  done: 'green',
};

type Errors = Partial<Record<'url' | 'title', string>>;

/**
 * The Links card of a project: the outside items it links (a Jira epic, a GitHub pull request,
 * a Linear issue, any page), each with its provider, key, kind, state and the latest event a
 * connected provider sent; a form adds one by its URL, and one is removed after asking.
 */
export function LinksCard({ project }: { project: Project }) {
  const { toast } = useToast();
  const scope = { projectId: project.id, companyId: project.companyId };
  const links = useProjectLinks(project.id);
  const remove = useRemoveProjectLink(scope);
  const [removing, setRemoving] = useState<ProjectLink | null>(null);
  const list = links.data ?? [];

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: () => toast({ title: 'Link removed' }),
      onSettled: () => setRemoving(null),
    });
  };

  return (
    <Card aria-labelledby={`links-${project.id}`}>
      <CardHeading
        titleId={`links-${project.id}`}
        icon={<LinkIcon size={18} aria-hidden="true" />}
        title={
          <>
            Links
            {list.length > 0 ? <CountPill>{list.length}</CountPill> : null}
          </>
        }
        description="Issues, epics, repositories and pull requests of this project in your other tools; connected ones report what happens to them."
      />
      <Body>
        {links.isPending ? (
          <Rows role="status" aria-label="Loading the project's links">
            <Skeleton $height="3.25rem" />
            <Skeleton $height="3.25rem" />
          </Rows>
        ) : links.isError ? (
          <QueryErrorCard title="The links could not be loaded" query={links} />
        ) : list.length === 0 ? (
          <Empty>
            No links yet. Paste the address of a Jira issue, a pull request or any page below.
          </Empty>
        ) : (
          <Rows as="ul" aria-label="Links of the project">
            {list.map((link) => (
              <LinkRow key={link.id} link={link} onRemove={() => setRemoving(link)} />
            ))}
          </Rows>
        )}
      </Body>
      <AddLinkForm project={project} />
      <ConfirmDialog
        open={removing !== null}
        title="Remove link"
        question={removing ? `Remove the link to ${removing.key}?` : undefined}
        confirmLabel="Remove"
        pendingLabel="Removing..."
        pending={remove.isPending}
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
      />
    </Card>
  );
}

function LinkRow({ link, onRemove }: { link: ProjectLink; onRemove: () => void }) {
  const ProviderIcon = LINK_PROVIDER_ICONS[link.provider];
  const provider = LINK_PROVIDER_LABELS[link.provider];
  return (
    <Row data-testid="link-row">
      <Mark title={provider}>
        <ProviderIcon size={18} />
      </Mark>
      <Main>
        <Top>
          <Key href={link.url} target="_blank" rel="noopener noreferrer">
            {link.key}
          </Key>
          {link.state ? (
            <Badge $tone={STATE_TONES[link.state]} $size="sm">
              {LINK_STATE_LABELS[link.state]}
            </Badge>
          ) : null}
        </Top>
        <Meta>
          {provider} · {LINK_KIND_LABELS[link.kind]}
          {link.title ? ` · ${link.title}` : ''}
        </Meta>
        {link.lastEvent ? (
          <LastEvent>
            {link.lastEvent}
            {link.lastEventAt ? (
              <>
                {' · '}
                <time dateTime={link.lastEventAt} title={formatDate(link.lastEventAt, 'time')}>
                  {formatTimeAgo(link.lastEventAt)}
                </time>
              </>
            ) : null}
          </LastEvent>
        ) : null}
      </Main>
      <IconButton
        $tone="danger"
        type="button"
        aria-label={`Remove the link to ${link.key}`}
        onClick={onRemove}
        data-print-hide=""
      >
        <TrashIcon size={15} />
      </IconButton>
    </Row>
  );
}

function AddLinkForm({ project }: { project: Project }) {
  const { toast } = useToast();
  const add = useAddProjectLink({ projectId: project.id, companyId: project.companyId });
  const [url, setUrl] = useState('');
  const [title, setTitle] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body: ProjectLinkBody = { url: url.trim(), title: title.trim() || null };
    const found = checkFields(ProjectLinkBody, body) as Errors;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    add.mutate(body, {
      onSuccess: (link) => {
        toast({ title: `Linked ${link.key}` });
        setUrl('');
        setTitle('');
      },
      onError: (error) => {
        // The same item twice (409) and a refused address belong to the field they were typed in.
        if (isApiError(error) && error.status === 409) {
          setErrors({ url: error.serverMessage ?? 'This project already links that item' });
        } else if (isApiError(error) && Object.keys(error.fieldErrors).length > 0) {
          setErrors(error.fieldErrors as Errors);
        } else {
          toast({
            title: 'Error',
            description: mutationErrorMessage(error, 'Failed to add the link'),
            variant: 'destructive',
          });
        }
      },
    });
  };

  return (
    <Footer data-print-hide="">
      <Form onSubmit={submit} aria-label="Add a link" noValidate>
        <Field label="Link" error={errors.url} id={`new-link-${project.id}-url`}>
          <Input
            value={url}
            onChange={(e) => {
              setUrl(e.target.value);
              setErrors({});
            }}
            placeholder="https://github.com/acme/app/pull/42"
          />
        </Field>
        <Field label="Title (optional)" error={errors.title} id={`new-link-${project.id}-title`}>
          <Input
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            placeholder="e.g. Pilot epic"
          />
        </Field>
        <FormActions>
          <Button type="submit" disabled={add.isPending}>
            <PlusIcon size={14} />
            {add.isPending ? 'Adding...' : 'Add Link'}
          </Button>
        </FormActions>
      </Form>
    </Footer>
  );
}

const Row = styled.li`
  display: flex;
  align-items: flex-start;
  gap: 0.75rem;
  padding: 0.625rem 0.75rem;
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.md};
`;

const Mark = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: 2rem;
  height: 2rem;
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.surfaceMuted};
  color: ${(p) => p.theme.color.text};
`;

const Main = styled.div`
  flex: 1;
  min-width: 0;
  display: grid;
  gap: 0.125rem;
`;

const Top = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.25rem 0.5rem;
`;

const Key = styled.a`
  font-weight: 600;
  color: ${(p) => p.theme.color.text};
  overflow-wrap: anywhere;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

const Meta = styled.span`
  font-size: ${(p) => p.theme.fontSize.xs};
  color: ${(p) => p.theme.color.textMuted};
  overflow-wrap: anywhere;
`;

const LastEvent = styled.span`
  font-size: ${(p) => p.theme.fontSize.sm};
  color: ${(p) => p.theme.color.text};
  overflow-wrap: anywhere;
  time {
    color: ${(p) => p.theme.color.textMuted};
  }
`;

const Form = styled.form`
  display: grid;
  gap: 0.75rem;
  grid-template-columns: minmax(0, 1fr);
  align-items: start;
  @container (min-width: 34rem) {
    grid-template-columns: minmax(0, 2fr) minmax(9rem, 1fr) auto;
  }
`;
