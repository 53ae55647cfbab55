import { screen, waitFor, within } from '@testing-library/react';
import { routes, type ProjectLlmModelBody } from '@portfolio/contracts';
import { describe, expect, it } from 'vitest';
import { HttpResponse, mockRoute, mockRouteError, server } from '@portfolio/ui/testing';
import { COMPANY_ID, GEMINI_ID, PROJECT_ID, memberUser } from '../testing/fixtures';
import { llmHandlers } from '../testing/handlers';
import { ProjectModels, totalMonthlyCost } from './project-models';
import { expectLoadingThenFailure, renderLlm } from '../testing/render';

const renderCard = () =>
  renderLlm(
    <ProjectModels
      projectId={PROJECT_ID}
      companyId={COMPANY_ID}
      user={memberUser}
      navigate={() => {}}
    />,
  );

const rows = () => screen.getAllByTestId('project-model-row');
const total = () => screen.getByTestId('total-monthly-cost').textContent;

describe('totalMonthlyCost', () => {
  it('adds the costs in cents, counting a missing cost as nothing', () => {
    expect(
      totalMonthlyCost([{ monthlyCost: '0.10' }, { monthlyCost: '0.20' }, { monthlyCost: null }]),
    ).toBe('0.30');
    expect(totalMonthlyCost([])).toBe('0.00');
  });
});

describe('ProjectModels', () => {
  it("lists the project's models with vendor, monthly cost and notes, and their total", async () => {
    server.use(...llmHandlers());
    renderCard();
    await waitFor(() => expect(rows()).toHaveLength(2));
    const [gpt, claude] = rows();
    expect(within(gpt!).getByText('GPT-4o')).toBeTruthy();
    expect(within(gpt!).getByText('OpenAI')).toBeTruthy();
    expect(within(gpt!).getByText('$850.50')).toBeTruthy();
    expect(within(gpt!).getByText('Ticket classification and reply drafts')).toBeTruthy();
    expect(within(claude!).getByText('Anthropic')).toBeTruthy();
    expect(within(claude!).getByText('$400')).toBeTruthy();
    expect(screen.getByText('Total monthly cost')).toBeTruthy();
    expect(total()).toBe('$1,250.50');
  });

  it('leaves its buttons out of a printed page, the models and costs stay', async () => {
    server.use(...llmHandlers());
    renderCard();
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Add Model' }).hasAttribute('data-print-hide')).toBe(
      true,
    );
    expect(
      screen.getByRole('button', { name: 'Remove GPT-4o' }).hasAttribute('data-print-hide'),
    ).toBe(true);
    expect(rows()[0]!.hasAttribute('data-print-hide')).toBe(false);
  });

  it('adds a model of the registry with its cost and notes; a member may do it', async () => {
    const sent: ProjectLlmModelBody[] = [];
    const handlers = llmHandlers();
    server.use(
      mockRoute(routes.addProjectLlmModel, async ({ request }) => {
        sent.push(await request.clone().json());
        return undefined;
      }),
      ...handlers,
    );
    const { user } = renderCard();
    await waitFor(() => expect(rows()).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: 'Add Model' }));
    const dialog = screen.getByRole('dialog', { name: 'Add LLM Model' });
    const select = (await within(dialog).findByLabelText(/LLM Model/)) as HTMLSelectElement;
    const options = [...select.options].slice(1);
    expect(options.map((o) => [o.text, o.disabled])).toEqual([
      ['GPT-4o · OpenAI (already added)', true],
      ['Claude Sonnet 4 · Anthropic (already added)', true],
      ['Gemini 2.5 Pro · Google (Gemini)', false],
      ['Llama 3.1 70B · Meta (Llama)', false],
    ]);

    await user.selectOptions(select, GEMINI_ID);
    await user.click(within(dialog).getByLabelText(/Monthly cost/));
    await user.paste('120.25');
    await user.click(within(dialog).getByLabelText(/Notes/));
    await user.paste('Document summaries');
    await user.click(within(dialog).getByRole('button', { name: 'Add Model' }));

    expect(await screen.findByText('LLM model added to project')).toBeTruthy();
    expect(sent).toEqual([
      { llmModelId: GEMINI_ID, monthlyCost: '120.25', notes: 'Document summaries' },
    ]);
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(within(rows()[2]!).getByText('Gemini 2.5 Pro')).toBeTruthy();
    expect(total()).toBe('$1,370.75');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('removes a model only after the confirmation, and the total follows', async () => {
    server.use(...llmHandlers());
    const { user } = renderCard();
    await waitFor(() => expect(rows()).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: 'Remove GPT-4o' }));
    let dialog = screen.getByRole('alertdialog', { name: 'Remove LLM model' });
    expect(within(dialog).getByText('Remove this LLM model from the project?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(rows()).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Remove GPT-4o' }));
    dialog = screen.getByRole('alertdialog', { name: 'Remove LLM model' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('LLM model removed from project')).toBeTruthy();
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(total()).toBe('$400');
  });

  it("shows the server's reason, or the fallback, when removing fails", async () => {
    server.use(
      mockRouteError(
        routes.removeProjectLlmModel,
        404,
        'This LLM model is not linked to the project',
      ),
      ...llmHandlers(),
    );
    const { user } = renderCard();
    await waitFor(() => expect(rows()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Remove GPT-4o' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove' }),
    );
    expect(await screen.findByText('This LLM model is not linked to the project')).toBeTruthy();

    server.use(
      mockRoute(
        routes.removeProjectLlmModel,
        () => new HttpResponse(null, { status: 500 }) as never,
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Remove GPT-4o' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove' }),
    );
    expect(await screen.findByText('Failed to remove LLM model')).toBeTruthy();
  });

  it('says when the project uses no model, with a total of $0', async () => {
    server.use(...llmHandlers({ links: [] }));
    renderCard();
    expect(await screen.findByText('No LLM models assigned to this project yet.')).toBeTruthy();
    expect(total()).toBe('$0');
  });

  it('shows placeholders while loading, and the reason when loading fails', async () => {
    await expectLoadingThenFailure(routes.listProjectLlmModels, renderCard, {
      loading: "Loading the project's LLM models",
      status: 404,
      reason: 'Project not found',
      errorTitle: "The project's LLM models could not be loaded",
    });
  });
});
