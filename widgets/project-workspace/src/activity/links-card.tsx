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
  Card,
  CardHeading,
  Field,
  Input,
  LINK_PROVIDER_ICONS,
  LinkIcon,
  isApiError,
} from '@portfolio/ui';
import { LabelledBadge } from '@portfolio/ui/badges';
import {
  ItemLink,
  ItemMain,
  ItemMark,
  ItemMeta,
  ItemTop,
  QueryList,
  RemoveButton,
  useConfirmedRemoval,
} from '@portfolio/ui/lists';
import { useAddProjectLink, useProjectLinks, useRemoveProjectLink } from '../api/project-links';
import { Body, Row } from '../shared/list-card-parts';
import { AddButton, CardAddForm, useAddForm } from '../shared/card-forms';
import { Counted } from '../shared/counted';
import { projectScope } from '../shared/project-scope';

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
  const scope = projectScope(project);
  const links = useProjectLinks(project.id);
  const removal = useConfirmedRemoval<ProjectLink>(useRemoveProjectLink(scope), {
    title: 'Remove link',
    question: (link) => `Remove the link to ${link.key}?`,
    done: 'Link removed',
    confirmLabel: 'Remove',
    pendingLabel: 'Removing...',
  });
  const count = links.data?.length ?? 0;

  return (
    <Card aria-labelledby={`links-${project.id}`}>
      <CardHeading
        titleId={`links-${project.id}`}
        icon={<LinkIcon size={18} aria-hidden="true" />}
        title={<Counted count={count}>Links</Counted>}
        description="Issues, epics, repositories and pull requests of this project in your other tools; connected ones report what happens to them."
      />
      <Body>
        <QueryList
          query={links}
          label="Links of the project"
          loadingLabel="Loading the project's links"
          rowHeight="3.25rem"
          errorTitle="The links could not be loaded"
          empty="No links yet. Paste the address of a Jira issue, a pull request or any page below."
        >
          {(link) => <LinkRow key={link.id} link={link} onRemove={() => removal.ask(link)} />}
        </QueryList>
      </Body>
      <AddLinkForm project={project} />
      {removal.dialog}
    </Card>
  );
}

function LinkRow({ link, onRemove }: { link: ProjectLink; onRemove: () => void }) {
  const ProviderIcon = LINK_PROVIDER_ICONS[link.provider];
  const provider = LINK_PROVIDER_LABELS[link.provider];
  return (
    <Item data-testid="link-row">
      <ItemMark title={provider} $size="2rem">
        <ProviderIcon size={18} />
      </ItemMark>
      <ItemMain>
        <ItemTop>
          <ItemLink href={link.url} target="_blank" rel="noopener noreferrer">
            {link.key}
          </ItemLink>
          {link.state ? (
            <LabelledBadge
              value={link.state}
              tones={STATE_TONES}
              labels={LINK_STATE_LABELS}
              size="sm"
            />
          ) : null}
        </ItemTop>
        <ItemMeta>
          {provider} · {LINK_KIND_LABELS[link.kind]}
          {link.title ? ` · ${link.title}` : ''}
        </ItemMeta>
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
      </ItemMain>
      <RemoveButton aria-label={`Remove the link to ${link.key}`} onClick={onRemove} />
    </Item>
  );
}

function AddLinkForm({ project }: { project: Project }) {
  const add = useAddProjectLink(projectScope(project));
  const { values, errors, bind, accept, refused, saved } = useAddForm(
    { url: '', title: '' },
    'Failed to add the link',
  );

  const submit = () => {
    const body: ProjectLinkBody = { url: values.url.trim(), title: values.title.trim() || null };
    if (!accept(checkFields(ProjectLinkBody, body) as Errors)) return;
    add.mutate(body, {
      onSuccess: (link) => saved(`Linked ${link.key}`),
      onError: (error) => {
        // The same item twice (409) and a refused address belong to the field they were typed in.
        if (isApiError(error) && error.status === 409) {
          accept({ url: error.serverMessage ?? 'This project already links that item' });
        } else {
          refused(error);
        }
      },
    });
  };

  return (
    <CardAddForm
      label="Add a link"
      columns="minmax(0, 2fr) minmax(9rem, 1fr) auto"
      onSubmit={submit}
    >
      <Field label="Link" error={errors.url} id={`new-link-${project.id}-url`}>
        <Input {...bind('url')} placeholder="https://github.com/acme/app/pull/42" />
      </Field>
      <Field label="Title (optional)" error={errors.title} id={`new-link-${project.id}-title`}>
        <Input {...bind('title')} placeholder="e.g. Pilot epic" />
      </Field>
      <AddButton pending={add.isPending}>Add Link</AddButton>
    </CardAddForm>
  );
}

// The provider's mark stays at the top beside a long title or last event.
const Item = styled(Row)`
  align-items: flex-start;
`;

const LastEvent = styled.span`
  font-size: ${(p) => p.theme.fontSize.sm};
  color: ${(p) => p.theme.color.text};
  overflow-wrap: anywhere;
  time {
    color: ${(p) => p.theme.color.textMuted};
  }
`;
