import { useState } from 'react';
import styled from 'styled-components';
import { EMBED_AUDIT_ACTIONS, type EmbedAuditAction, routes } from '@portfolio/contracts';
import {
  DataTable,
  Field,
  QueryView,
  Select,
  Skeleton,
  TableContainer,
  Td,
  useRouteInfiniteQuery,
} from '@portfolio/ui';
import { labelledOptions } from '@portfolio/ui/forms';
import { LoadMore } from '@portfolio/ui/lists';
import { Section, SectionHint, SectionTitle } from './section';

const ACTION_LABELS: Record<EmbedAuditAction, string> = {
  'app-created': 'App created',
  'app-deleted': 'App deleted',
  'token-issued': 'Token issued',
};

const ALL = 'all';
const KIND_OPTIONS = [
  { value: ALL, label: 'Everything' },
  ...labelledOptions(EMBED_AUDIT_ACTIONS, ACTION_LABELS),
];

const COLUMNS = ['When', 'What', 'App', 'Person', 'By'];

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

const KindField = styled(Field)`
  max-width: 16rem;
`;

/**
 * Who created and deleted apps, and which tokens they issued for whom, newest first: one kind or
 * all, a page at a time ("Load more"), so app changes stay findable under many tokens.
 */
export function EmbedAudit({ companyId }: { companyId: string }) {
  const [kind, setKind] = useState<EmbedAuditAction | typeof ALL>(ALL);
  const query = useRouteInfiniteQuery(
    routes.listEmbedAudit,
    { params: { companyId }, query: kind === ALL ? {} : { action: kind } },
    { cursorParam: 'before', keepPrevious: true },
  );
  return (
    <Section aria-labelledby="embed-audit-title">
      <SectionTitle id="embed-audit-title">Audit</SectionTitle>
      <SectionHint>Apps created and deleted, and the tokens they issued.</SectionHint>
      <KindField label="Show">
        <Select
          name="embedAuditKind"
          value={kind}
          options={KIND_OPTIONS}
          onChange={(e) => setKind(e.target.value as EmbedAuditAction | typeof ALL)}
        />
      </KindField>
      <QueryView
        query={query}
        pending={<Skeleton $height="4rem" />}
        errorTitle="The audit could not be loaded"
      >
        {(data) => {
          const entries = data.pages.flatMap((page) => page.entries);
          if (entries.length === 0) {
            return (
              <SectionHint>{kind === ALL ? 'Nothing yet.' : 'Nothing of this kind.'}</SectionHint>
            );
          }
          return (
            <>
              <TableContainer>
                <DataTable
                  aria-label="Embedding audit"
                  aria-busy={query.isPlaceholderData || query.isFetchingNextPage}
                  columns={COLUMNS}
                  rows={entries}
                  rowKey={(entry) => entry.id}
                >
                  {(entry) => (
                    <>
                      <Td $muted>{when(entry.createdAt)}</Td>
                      <Td>{ACTION_LABELS[entry.action]}</Td>
                      <Td>{entry.appName ?? '—'}</Td>
                      <Td $muted>{entry.email ?? '—'}</Td>
                      <Td $muted>{entry.actor ?? '—'}</Td>
                    </>
                  )}
                </DataTable>
              </TableContainer>
              <LoadMore query={query} label="Load more" />
            </>
          );
        }}
      </QueryView>
    </Section>
  );
}
