import type { EmbedAuditAction } from '@portfolio/contracts';
import { DataTable, QueryView, Skeleton, TableContainer, Td } from '@portfolio/ui';
import { useEmbedAudit } from '../../../api/list-embed-audit';
import { Section, SectionHint, SectionTitle } from './section';

const ACTION_LABELS: Record<EmbedAuditAction, string> = {
  'app-created': 'App created',
  'app-deleted': 'App deleted',
  'token-issued': 'Token issued',
};

const COLUMNS = ['When', 'What', 'App', 'Person', 'By'];

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** Who created and deleted apps, and which tokens they issued for whom, newest first. */
export function EmbedAudit({ companyId }: { companyId: string }) {
  const query = useEmbedAudit(companyId);
  return (
    <Section aria-labelledby="embed-audit-title">
      <SectionTitle id="embed-audit-title">Audit</SectionTitle>
      <SectionHint>Apps created and deleted, and the tokens they issued.</SectionHint>
      <QueryView
        query={query}
        pending={<Skeleton $height="4rem" />}
        errorTitle="The audit could not be loaded"
      >
        {(entries) =>
          entries.length > 0 ? (
            <TableContainer>
              <DataTable
                aria-label="Embedding audit"
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
          ) : (
            <SectionHint>Nothing yet.</SectionHint>
          )
        }
      </QueryView>
    </Section>
  );
}
