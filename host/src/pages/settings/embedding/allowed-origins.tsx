import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  EMBED_ORIGIN_MAX_LENGTH,
  normalizeOrigin,
  originProblem,
  routes,
} from '@portfolio/contracts';
import {
  Button,
  QueryErrorCard,
  IconButton,
  MutedText,
  Skeleton,
  TrashIcon,
  mutationErrorMessage,
  useRouteQuery,
} from '@portfolio/ui';
import { TextField } from '@portfolio/ui/forms';
import { useUpdateEmbedOrigins } from '../../../api/update-embed-origins';
import { Section, SectionHint, SectionTitle } from './section';

/** The origins whose pages may show the company's widgets: added and removed one at a time. */
export function AllowedOrigins({ companyId }: { companyId: string }) {
  const query = useRouteQuery(routes.getEmbedOrigins, { params: { companyId } });
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | undefined>();

  const save = useUpdateEmbedOrigins(companyId);
  const saveOrigins = (next: string[]) =>
    save.mutate(next, {
      onSuccess: () => {
        setDraft('');
        setError(undefined);
      },
      onError: (failure) =>
        setError(mutationErrorMessage(failure, 'Failed to save the allowed origins')),
    });

  const origins = query.data?.origins ?? [];
  const add = (event: FormEvent) => {
    event.preventDefault();
    const origin = normalizeOrigin(draft);
    const problem = origin
      ? originProblem(origin)
      : 'Enter an origin, e.g. https://intranet.acme.com';
    if (problem) return setError(problem);
    if (origins.includes(origin)) return setError(`${origin} is already allowed`);
    saveOrigins([...origins, origin]);
  };

  return (
    <Section aria-labelledby="embed-origins-title">
      <SectionTitle id="embed-origins-title">Allowed origins</SectionTitle>
      <SectionHint>
        Pages of these origins may show your company&apos;s widgets. Exact origins only
        (scheme://host[:port]); a leading <code>*.</code> allows every subdomain.
      </SectionHint>
      {query.isLoading ? (
        <Skeleton $height="2.5rem" />
      ) : query.isError ? (
        <QueryErrorCard title="Allowed origins could not be loaded" query={query} />
      ) : (
        <>
          {origins.length === 0 ? (
            <Empty>No page of another site may show your widgets yet.</Empty>
          ) : (
            <List aria-label="Allowed origins">
              {origins.map((origin) => (
                <li key={origin}>
                  <code>{origin}</code>
                  <IconButton
                    $tone="danger"
                    aria-label={`Remove ${origin}`}
                    disabled={save.isPending}
                    onClick={() => saveOrigins(origins.filter((o) => o !== origin))}
                  >
                    <TrashIcon size={15} />
                  </IconButton>
                </li>
              ))}
            </List>
          )}
          <AddForm onSubmit={add} noValidate>
            <TextField
              label="Origin"
              error={error}
              name="origin"
              placeholder="https://intranet.acme.com"
              value={draft}
              maxLength={EMBED_ORIGIN_MAX_LENGTH}
              onChange={(e) => {
                setDraft(e.target.value);
                setError(undefined);
              }}
            />
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving...' : 'Add Origin'}
            </Button>
          </AddForm>
        </>
      )}
    </Section>
  );
}

const List = styled.ul`
  list-style: none;
  margin: 0 0 1rem;
  padding: 0;
  display: grid;
  gap: 0.25rem;
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 1rem;
    padding: 0.375rem 0.5rem 0.375rem 0.75rem;
    border: 1px solid ${(p) => p.theme.color.border};
    border-radius: ${(p) => p.theme.radius.md};
    min-width: 0;
  }
  code {
    overflow-wrap: anywhere;
    font-size: ${(p) => p.theme.fontSize.sm};
  }
`;

const Empty = styled(MutedText)`
  margin-bottom: 1rem;
`;

const AddForm = styled.form`
  display: flex;
  align-items: flex-start;
  gap: 0.75rem;
  flex-wrap: wrap;
  > :first-child {
    flex: 1 1 16rem;
  }
  > button {
    margin-top: 1.6rem;
  }
`;
