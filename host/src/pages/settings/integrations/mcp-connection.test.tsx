import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MCP_PATH } from '@portfolio/contracts';
import { renderWithProviders, server } from '@portfolio/ui/testing';
import { apiTokenHandlers } from '../../../testing/handlers';
import { COMPANY } from '../../../testing/settings-tables';
import { McpConnection } from './mcp-connection';

const token = (name: string, scope: 'read' | 'write') => ({
  id: crypto.randomUUID(),
  companyId: COMPANY,
  name,
  scope,
  prefix: 'pai_tok_abcd',
  createdAt: '2026-11-01T09:00:00.000Z',
  createdByName: 'Ada Admin',
  expiresAt: null,
  lastUsedAt: null,
});

describe('McpConnection', () => {
  it('gives the server address and says what each API token can do there', async () => {
    server.use(...apiTokenHandlers([token('Claude', 'read'), token('Ops bot', 'write')]));
    renderWithProviders(<McpConnection companyId={COMPANY} />);
    expect(screen.getByText(`${window.location.origin}${MCP_PATH}`)).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'What each API token can do' });
    const [reader, writer] = within(list).getAllByRole('listitem');
    expect(reader?.textContent).toMatch(/^Claude \(Read only\) asks: list_projects/);
    expect(reader?.textContent).not.toContain('acknowledge_risk');
    expect(writer?.textContent).toMatch(
      /^Ops bot \(Read and write\) asks and acts: also acknowledge_risk/,
    );
  });

  it('asks for a token first when the company has none', async () => {
    server.use(...apiTokenHandlers([]));
    renderWithProviders(<McpConnection companyId={COMPANY} />);
    expect(
      await screen.findByText('Create an API token below to connect an assistant.'),
    ).toBeTruthy();
  });
});
