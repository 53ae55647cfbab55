import { screen, within } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { routes } from '@portfolio/contracts';
import {
  aiActSuggestionHandlers,
  demoPortfolio,
  HttpResponse,
  mockRoute,
  mockRouteError,
  renderWithProjects,
  SAMPLE_SUGGESTED_YES,
  suggestingModels,
} from '@portfolio/ui/testing';
import { AiActSuggestionsPanel } from './ai-act-suggestions';

// The suggestions of the questionnaire over the kit's models: GPT-4o (OpenAI) and Claude
// Sonnet 4 (Anthropic) may suggest, Llama may not.

function open(options: { handlers?: RequestHandler[]; answers?: Record<string, boolean> } = {}) {
  const store = demoPortfolio();
  const project = store.all()[0]!;
  const onAccept = vi.fn();
  const result = renderWithProjects(
    <AiActSuggestionsPanel projectId={project.id} onAccept={onAccept} answers={options.answers} />,
    { store, handlers: [...(options.handlers ?? []), ...aiActSuggestionHandlers()] },
  );
  return { ...result, project, onAccept };
}

const section = () => screen.findByRole('region', { name: 'Suggest answers with a model' });

describe('AiActSuggestionsPanel', () => {
  it('offers the models that may suggest and says where the text goes', async () => {
    const { user } = open();
    const region = await section();
    const select = (await within(region).findByLabelText('Model')) as HTMLSelectElement;
    expect([...select.options].filter((o) => !o.disabled).map((o) => o.textContent)).toEqual([
      'GPT-4o (OpenAI)',
      'Claude Sonnet 4 (Anthropic)',
    ]);
    expect(within(region).getByRole('button', { name: 'Suggest answers' })).toHaveProperty(
      'disabled',
      true,
    );
    await user.selectOptions(select, 'Claude Sonnet 4 (Anthropic)');
    expect(
      within(region).getByText(
        "The project's problem statement and jobs to be done are sent to Anthropic (api.anthropic.com).",
      ),
    ).toBeTruthy();
  });

  it('lists each suggested answer with its reason, applying one only when accepted', async () => {
    const { user, onAccept } = open();
    const region = await section();
    await user.selectOptions(await within(region).findByLabelText('Model'), 'GPT-4o (OpenAI)');
    await user.click(within(region).getByRole('button', { name: 'Suggest answers' }));

    const results = await within(region).findByRole('region', { name: 'Suggestions of GPT-4o' });
    expect(results.textContent).toContain(
      'GPT-4o (OpenAI) suggests Annex III point 4, Employment, workers management and access to self-employment.',
    );
    const yes = within(results).getByRole('list', { name: 'Suggested yes' });
    const rows = within(yes).getAllByTestId('ai-act-suggestion');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain(SAMPLE_SUGGESTED_YES['annex3-4a-recruitment']);
    expect(rows[0]!.textContent).toContain('Annex III point 4(a)');
    expect(onAccept).not.toHaveBeenCalled();

    await user.click(
      within(rows[0]!).getByRole('button', { name: /^Accept yes: Is it used to recruit/ }),
    );
    expect(onAccept).toHaveBeenCalledExactlyOnceWith('annex3-4a-recruitment', true);
    expect(within(rows[0]!).getByText('Accepted')).toBeTruthy();
    // The other suggestion waits for its own decision.
    expect(within(rows[1]!).getByRole('button', { name: /^Accept yes/ })).toBeTruthy();

    // The no answers are there too, each with its own button.
    const no = within(results).getByRole('list', { name: 'Suggested no' });
    await user.click(within(results).getByText(/^Suggested no \(\d+\)$/));
    const noRow = within(no).getAllByTestId('ai-act-suggestion')[0]!;
    await user.click(within(noRow).getByRole('button', { name: /^Accept no/ }));
    expect(onAccept).toHaveBeenLastCalledWith('art5-a-manipulation', false);
  });

  it('says which suggestions are already the answer', async () => {
    const { user } = open({ answers: { 'art50-1-interaction': true } });
    const region = await section();
    await user.selectOptions(await within(region).findByLabelText('Model'), 'GPT-4o (OpenAI)');
    await user.click(within(region).getByRole('button', { name: 'Suggest answers' }));
    const yes = await within(region).findByRole('list', { name: 'Suggested yes' });
    const rows = within(yes).getAllByTestId('ai-act-suggestion');
    expect(within(rows[1]!).getByText('Already your answer')).toBeTruthy();
    expect(within(rows[1]!).queryByRole('button')).toBeNull();
  });

  it("shows the vendor's failure where it was asked, applying nothing", async () => {
    const { user, onAccept } = open({
      handlers: [
        mockRouteError(
          routes.suggestAiActAssessment,
          502,
          'OpenAI failed (HTTP 500): The server had an error',
        ),
      ],
    });
    const region = await section();
    await user.selectOptions(await within(region).findByLabelText('Model'), 'GPT-4o (OpenAI)');
    await user.click(within(region).getByRole('button', { name: 'Suggest answers' }));
    expect((await within(region).findByRole('alert')).textContent).toBe(
      'OpenAI failed (HTTP 500): The server had an error Nothing was applied.',
    );
    expect(within(region).queryByRole('list')).toBeNull();
    expect(onAccept).not.toHaveBeenCalled();
  });

  it('says so while the model answers', async () => {
    let answer: () => void = () => undefined;
    const { user } = open({
      handlers: [
        mockRoute(routes.suggestAiActAssessment, async () => {
          await new Promise<void>((resolve) => (answer = resolve));
          return HttpResponse.json({ message: 'late' }, { status: 504 });
        }),
      ],
    });
    const region = await section();
    await user.selectOptions(await within(region).findByLabelText('Model'), 'GPT-4o (OpenAI)');
    await user.click(within(region).getByRole('button', { name: 'Suggest answers' }));
    expect(await within(region).findByRole('button', { name: 'Asking GPT-4o...' })).toHaveProperty(
      'disabled',
      true,
    );
    answer();
    expect(await within(region).findByRole('alert')).toBeTruthy();
  });

  it('says how to get a model when none may suggest', async () => {
    open({
      handlers: aiActSuggestionHandlers(
        suggestingModels().map((m) => ({ ...m, suggestionsEnabled: false })),
      ),
    });
    const region = await section();
    expect(
      await within(region).findByText(
        'No model may suggest answers yet. An admin turns suggestions on for a model on the LLM page.',
      ),
    ).toBeTruthy();
  });
});
