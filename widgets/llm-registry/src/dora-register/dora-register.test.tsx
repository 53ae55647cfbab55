import { screen, waitFor, within } from '@testing-library/react';
import { routes } from '@portfolio/contracts';
import { describe, expect, it, vi } from 'vitest';
import { mockRouteError, server } from '@portfolio/ui/testing';
import { COMPANY_ID, INVOICES_PROJECT_ID, PROJECT_ID } from '../testing/fixtures';
import { llmHandlers } from '../testing/handlers';
import { renderLlm } from '../testing/render';
import { DoraRegisterSection } from './dora-register';

// The register over the widget's mocks: Customer Support Copilot uses GPT-4o (US) and Claude
// (EU, retiring); Invoice Anomaly Detection, supporting the critical function "Supplier
// payments", uses Gemini (EU).

const renderRegister = (navigate = vi.fn()) => ({
  ...renderLlm(<DoraRegisterSection companyId={COMPANY_ID} navigate={navigate} />),
  navigate,
});

describe('DoraRegisterSection', () => {
  it('lists each provider with its models, regions and dependent projects, flagging critical ones', async () => {
    server.use(...llmHandlers());
    const { user, navigate } = renderRegister();
    const rows = await screen.findAllByTestId('dora-provider');
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual([
      'Anthropic',
      'Google (Gemini)Critical',
      'Meta (Llama)',
      'OpenAI',
    ]);
    const google = rows[1]!;
    expect(google.textContent).toContain('Gemini 2.5 Pro · EU');
    expect(google.textContent).toContain('critical: Supplier payments');
    expect(rows[0]!.textContent).toMatch(/Claude Sonnet 4 · EU · retires /);
    expect(rows[2]!.textContent).toContain('No project uses it');
    await user.click(within(google).getByRole('link', { name: 'Invoice Anomaly Detection' }));
    expect(navigate).toHaveBeenCalledWith(`/projects/${INVOICES_PROJECT_ID}`);
    expect(
      within(rows[3]!).getByRole('link', { name: 'Support Ticket Triage Assistant' }),
    ).toHaveProperty('href', expect.stringContaining(`/projects/${PROJECT_ID}`));
  });

  it('names the controls the register documents, with their evidence, each opening its page', async () => {
    server.use(
      ...llmHandlers({ controlEvidence: [{ controlId: 'supplier-management', expiresAt: null }] }),
    );
    const { user, navigate } = renderRegister();
    const controls = await screen.findByRole('list', { name: 'Controls' });
    const [suppliers] = within(controls).getAllByRole('listitem');
    expect(suppliers!.textContent).toBe('SUP-1 Suppliers of AICurrent evidence');
    await user.click(within(suppliers!).getByRole('link', { name: 'SUP-1 Suppliers of AI' }));
    expect(navigate).toHaveBeenCalledWith('/compliance/controls/supplier-management');
  });

  it('says when the evidence on a control has lapsed, and when it has none', async () => {
    server.use(
      ...llmHandlers({
        controlEvidence: [{ controlId: 'supplier-management', expiresAt: '2025-12-31' }],
      }),
    );
    const { unmount } = renderRegister();
    const lapsed = await screen.findByRole('list', { name: 'Controls' });
    expect(lapsed.querySelector('[data-evidence]')!.textContent).toBe('Evidence lapsed');
    unmount();
    server.use(...llmHandlers());
    renderRegister();
    const none = await screen.findByRole('list', { name: 'Controls' });
    expect(none.querySelector('[data-evidence]')!.textContent).toBe('No evidence');
  });

  it('offers the register as a CSV download', async () => {
    server.use(...llmHandlers());
    renderRegister();
    const link = screen.getByRole('link', { name: 'Download CSV' });
    const href = new URL(link.getAttribute('href')!);
    expect(href.pathname + href.search).toBe(
      `/api/companies/${COMPANY_ID}/dora/register?format=csv`,
    );
    expect(link.hasAttribute('download')).toBe(true);
  });

  it('says when there is no vendor yet, and when the register cannot be read', async () => {
    server.use(...llmHandlers({ models: [], links: [] }));
    const { unmount } = renderRegister();
    expect(await screen.findByText(/No LLM vendors yet/)).toBeTruthy();
    unmount();
    server.use(mockRouteError(routes.getDoraRegister, 500, 'The register could not be read.'));
    renderRegister();
    await waitFor(() =>
      expect(screen.getByText('The DORA register could not be loaded')).toBeTruthy(),
    );
  });
});
