import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EMBED_AUDIT_PAGE_SIZE, routes } from '@portfolio/contracts';
import { HttpResponse, mockRoute, renderWithProviders, server } from '@portfolio/ui/testing';
import { embedAuditPage, manyAuditEntries } from '../../../testing/handlers';
import { EmbedAudit } from './embed-audit';
import { COMPANY, bodyRows } from '../../../testing/settings-tables';

/** The audit of `entries`, paged as the BFF does; records each request's query. */
function serveAudit(entries = manyAuditEntries(EMBED_AUDIT_PAGE_SIZE + 10)) {
  const queries: Record<string, string>[] = [];
  server.use(
    mockRoute(routes.listEmbedAudit, ({ request }) => {
      queries.push(Object.fromEntries(new URL(request.url).searchParams));
      return HttpResponse.json(embedAuditPage(entries, request.url));
    }),
  );
  return queries;
}

const rows = () => bodyRows('Embedding audit');

describe('EmbedAudit', () => {
  it('shows the newest page, then the next one on "Load more", until there is none', async () => {
    const queries = serveAudit();
    const { user } = renderWithProviders(<EmbedAudit companyId={COMPANY} />);
    await waitFor(() => expect(rows()).toHaveLength(EMBED_AUDIT_PAGE_SIZE));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rows()).toHaveLength(EMBED_AUDIT_PAGE_SIZE + 10));
    expect(rows().at(-1)?.textContent).toContain('App created');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(queries[1]?.before).toBeDefined();
  });

  it('filters by kind: the app rows buried under tokens come first', async () => {
    const queries = serveAudit();
    const { user } = renderWithProviders(<EmbedAudit companyId={COMPANY} />);
    await waitFor(() => expect(rows()).toHaveLength(EMBED_AUDIT_PAGE_SIZE));
    await user.selectOptions(screen.getByLabelText('Show'), 'App created');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]?.textContent).toContain('App created');
    expect(queries.at(-1)).toEqual({ action: 'app-created' });
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();

    await user.selectOptions(screen.getByLabelText('Show'), 'App deleted');
    await screen.findByText('Nothing of this kind.');
  });
});
