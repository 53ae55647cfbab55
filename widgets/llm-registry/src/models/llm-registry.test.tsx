import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { routes } from '@portfolio/contracts';
import { describe, expect, it, vi } from 'vitest';
import { HttpResponse, mockRoute, mockRouteJson, server } from '@portfolio/ui/testing';
import {
  COMPANY_ID,
  GPT_4O_ID,
  adminUser,
  memberUser,
  sampleLinks,
  sampleModelList,
  sampleModels,
} from '../testing/fixtures';
import { llmHandlers } from '../testing/handlers';
import { LlmRegistry } from './llm-registry';
import { expectLoadingThenFailure, renderLlm } from '../testing/render';

const renderRegistry = (
  user = adminUser,
  companyId: string | null = COMPANY_ID,
  navigate: (path: string) => void = () => {},
) =>
  renderLlm(<LlmRegistry companyId={companyId} user={user} navigate={navigate} />, { companyId });

// By text, then within the card: role queries over the whole page are slow in jsdom.
const card = (name: string) => screen.getByText(name, { selector: 'h2' }).closest('article')!;
const findCard = async (name: string) =>
  (await screen.findByText(name, { selector: 'h2' })).closest('article')!;

describe('LlmRegistry', () => {
  it('lists the models as cards with their vendor and masked key', async () => {
    server.use(...llmHandlers());
    renderRegistry();
    expect(screen.getByText('LLM Models', { selector: 'h1' })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('llm-model-card')).toHaveLength(4));
    expect(card('GPT-4o').getAttribute('aria-label')).toBe('GPT-4o');

    const gpt = card('GPT-4o');
    expect(within(gpt).getByText('OpenAI')).toBeTruthy();
    expect(within(gpt).getByLabelText('Masked API key of GPT-4o').textContent).toBe(
      'sk-p••••••••3f6a',
    );
    expect(
      within(card('Llama 3.1 70B')).getByLabelText('Masked API key of Llama 3.1 70B').textContent,
    ).toBe('••••••••');
    expect(within(card('Gemini 2.5 Pro')).getByText('Google (Gemini)')).toBeTruthy();
  });

  it('shows an admin the clear key through the BFF, and hides it again', async () => {
    let reveals = 0;
    server.use(
      mockRoute(routes.revealLlmModelKey, ({ params }) => {
        reveals += 1;
        expect(params.id).toBe(sampleModels()[0]!.model.id);
        return HttpResponse.json({ apiKey: 'sk-proj-4f8a2c9e1b7d3f6a' });
      }),
      ...llmHandlers(),
    );
    const { user } = renderRegistry();
    const gpt = await findCard('GPT-4o');

    await user.click(within(gpt).getByRole('button', { name: 'Show API key' }));
    expect((await within(gpt).findByLabelText('API key of GPT-4o')).textContent).toBe(
      'sk-proj-4f8a2c9e1b7d3f6a',
    );
    expect(reveals).toBe(1);
    // Only that card shows its key.
    expect(
      within(card('Claude Sonnet 4')).getByLabelText('Masked API key of Claude Sonnet 4'),
    ).toBeTruthy();

    await user.click(within(gpt).getByRole('button', { name: 'Hide API key' }));
    expect(within(gpt).getByLabelText('Masked API key of GPT-4o').textContent).toBe(
      'sk-p••••••••3f6a',
    );
    expect(
      within(gpt).getByRole('button', { name: 'Show API key' }).getAttribute('aria-pressed'),
    ).toBe('false');
  });

  it('shows a member the registry read-only: masked keys, no toggle, no add, edit or delete', async () => {
    // Only the reads are answered: a reveal or a write would fail the test.
    server.use(
      mockRouteJson(routes.listLlmModels, sampleModelList()),
      mockRouteJson(routes.getDoraRegister, { providers: [], controls: [] }),
    );
    renderRegistry(memberUser);
    const gpt = await findCard('GPT-4o');
    expect(within(gpt).getByLabelText('Masked API key of GPT-4o')).toBeTruthy();
    expect(within(gpt).queryByRole('button')).toBeNull();
    expect(screen.queryByText('Add LLM Model')).toBeNull();
    expect(screen.queryByLabelText(/^(Edit|Delete) /)).toBeNull();
    expect(screen.getByRole('note').textContent).toContain(
      'Only admins can add, edit or delete models',
    );
  });

  it('deletes a model only after the confirmation', async () => {
    server.use(...llmHandlers());
    const { user } = renderRegistry();
    const gpt = await findCard('GPT-4o');

    await user.click(within(gpt).getByRole('button', { name: 'Delete GPT-4o' }));
    let dialog = screen.getByRole('alertdialog', { name: 'Delete LLM model' });
    expect(
      within(dialog).getByText('Are you sure you want to delete this LLM model?'),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(card('GPT-4o')).toBeTruthy();

    await user.click(within(gpt).getByRole('button', { name: 'Delete GPT-4o' }));
    dialog = screen.getByRole('alertdialog', { name: 'Delete LLM model' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('LLM model deleted successfully')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('GPT-4o', { selector: 'h2' })).toBeNull());
    expect(screen.getAllByTestId('llm-model-card')).toHaveLength(3);
  });

  it('says in the confirmation how many projects use the model, as the server counts them', async () => {
    // GPT-4o is used by three projects, Claude by one, Llama by none.
    const [gpt, claude] = sampleLinks();
    const links = [
      claude!,
      ...['a', 'b', 'c'].map((n) => ({
        ...gpt!,
        id: `9e3f1a4b-5c6d-4e7f-8a9b-0c1d2e3f4b0${n}`,
        projectId: `5e3f1a2b-6c7d-4e8f-9a0b-1c2d3e4f5b0${n}`,
      })),
    ];
    expect(links.filter((l) => l.llmModelId === GPT_4O_ID)).toHaveLength(3);
    server.use(...llmHandlers({ links }));
    const { user } = renderRegistry();

    const confirmationOf = async (name: string) => {
      await user.click(
        within(await findCard(name)).getByRole('button', { name: `Delete ${name}` }),
      );
      const dialog = screen.getByRole('alertdialog', { name: 'Delete LLM model' });
      const text = dialog.textContent;
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      return text;
    };
    const question = 'Are you sure you want to delete this LLM model?';
    const gptText = await confirmationOf('GPT-4o');
    expect(gptText).toContain(question);
    expect(gptText).toContain('It is used by 3 projects; it will be removed from them.');
    expect(await confirmationOf('Claude Sonnet 4')).toContain(
      'It is used by 1 project; it will be removed from it.',
    );
    const llamaText = await confirmationOf('Llama 3.1 70B');
    expect(llamaText).toContain(question);
    expect(llamaText).not.toContain('It is used by');
  });

  it('says so in a destructive toast when a delete fails, with the fallback sentence', async () => {
    server.use(
      mockRoute(routes.deleteLlmModel, () => new HttpResponse(null, { status: 500 }) as never),
      ...llmHandlers(),
    );
    const { user } = renderRegistry();
    const gpt = await findCard('GPT-4o');
    await user.click(within(gpt).getByRole('button', { name: 'Delete GPT-4o' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    const toast = await screen.findByText('Failed to delete LLM model');
    expect(toast.closest('[data-variant]')!.getAttribute('data-variant')).toBe('destructive');
    expect(card('GPT-4o')).toBeTruthy();
  });

  it('says when no model is configured, and offers an admin to add one', async () => {
    server.use(...llmHandlers({ models: [], links: [] }));
    const { user } = renderRegistry();
    expect(await screen.findByText('No LLM models configured')).toBeTruthy();
    const adds = screen.getAllByText('Add LLM Model');
    expect(adds).toHaveLength(2);
    await user.click(adds[1]!);
    expect(screen.getByRole('dialog', { name: 'Add LLM Model' })).toBeTruthy();
  });

  it('tells a member of an empty registry who can fill it', async () => {
    server.use(mockRouteJson(routes.listLlmModels, []));
    renderRegistry(memberUser);
    expect(await screen.findByText('No LLM models configured')).toBeTruthy();
    expect(screen.getByText('An admin of your company can add the models it uses.')).toBeTruthy();
    expect(screen.queryByText('Add LLM Model')).toBeNull();
  });

  it('shows placeholders while loading, and the reason when loading fails', async () => {
    await expectLoadingThenFailure(routes.listLlmModels, () => renderRegistry(), {
      loading: 'Loading LLM models',
      status: 503,
      reason: 'The registry is unavailable',
      errorTitle: 'LLM models could not be loaded',
    });
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('tells a user without a company that they have no access and leads to the dashboard', () => {
    const navigate = vi.fn();
    renderRegistry(adminUser, null, navigate);
    expect(screen.getByText('No Company Access')).toBeTruthy();
    expect(
      screen.getByText('You need to be a member of a company to manage LLM models.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Go to Dashboard' }));
    expect(navigate).toHaveBeenCalledWith('/');
  });
});
