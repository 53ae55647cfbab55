import { screen, within } from '@testing-library/react';
import { routes } from '@portfolio/contracts';
import { describe, expect, it, vi } from 'vitest';
import {
  HttpResponse,
  delay,
  mockRoute,
  mockRouteError,
  mockRouteJson,
  server,
} from '@portfolio/ui/testing';
import {
  COMPANY_ID,
  LLAMA_ID,
  LONG_MODEL_NAME,
  PROJECT_ID,
  sampleLinks,
  sampleModelList,
  sampleModels,
} from '../testing/fixtures';
import { AddProjectModelDialog } from './add-project-model-dialog';
import { renderLlm } from '../testing/render';

function renderDialog(navigate = vi.fn()) {
  const onOpenChange = vi.fn();
  const ui = renderLlm(
    <AddProjectModelDialog
      open
      onOpenChange={onOpenChange}
      projectId={PROJECT_ID}
      companyId={COMPANY_ID}
      linkedModelIds={[]}
      navigate={navigate}
    />,
  );
  const dialog = screen.getByRole('dialog', { name: 'Add LLM Model' });
  return {
    ...ui,
    onOpenChange,
    navigate,
    dialog,
    submit: () => ui.user.click(within(dialog).getByRole('button', { name: /^Add/ })),
  };
}

describe('AddProjectModelDialog', () => {
  it('cuts a long model name in the list, with the whole name as the option title', async () => {
    const long = { ...sampleModels()[0]!.model, name: LONG_MODEL_NAME };
    server.use(mockRouteJson(routes.listLlmModels, [long]));
    const { dialog } = renderDialog();
    const option = await within(dialog).findByRole('option', { name: /OpenAI$/ });
    expect(option.getAttribute('title')).toBe(LONG_MODEL_NAME);
    expect(option.textContent).toBe(`${LONG_MODEL_NAME.slice(0, 59).trimEnd()}… · OpenAI`);
  });

  it('asks for a model, and for an amount as the monthly cost', async () => {
    server.use(mockRouteJson(routes.listLlmModels, sampleModelList()));
    const { user, dialog, submit } = renderDialog();
    await within(dialog).findByText('Gemini 2.5 Pro · Google (Gemini)');
    await submit();
    expect(within(dialog).getByText('Please select an LLM model')).toBeTruthy();

    await user.click(within(dialog).getByLabelText(/Monthly cost/));
    await user.paste('12.345');
    await submit();
    expect(
      within(dialog).getByText(
        'Monthly cost must be an amount of zero or more such as 1234.50 (negative amounts are not allowed; at most 13 digits before the point and 2 after)',
      ),
    ).toBeTruthy();
  });

  it('sends a missing cost and empty notes as null, disabling the form while it is sent', async () => {
    let sent: unknown;
    server.use(
      mockRouteJson(routes.listLlmModels, sampleModelList()),
      mockRoute(routes.addProjectLlmModel, async ({ request }) => {
        sent = await request.json();
        await delay(100);
        return HttpResponse.json(sampleLinks()[0]!, { status: 201 });
      }),
    );
    const { user, dialog, submit, onOpenChange } = renderDialog();
    await user.selectOptions(await within(dialog).findByLabelText(/LLM Model/), LLAMA_ID);
    await submit();
    expect(within(dialog).getByRole('button', { name: 'Adding...' })).toBeTruthy();
    expect(dialog.getAttribute('aria-busy')).toBe('true');
    expect(await screen.findByText('LLM model added to project')).toBeTruthy();
    expect(sent).toEqual({ llmModelId: LLAMA_ID, monthlyCost: null, notes: null });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("shows the server's reason, or the fallback, when adding fails", async () => {
    server.use(
      mockRouteJson(routes.listLlmModels, sampleModelList()),
      mockRouteError(
        routes.addProjectLlmModel,
        409,
        'This LLM model is already linked to the project',
      ),
    );
    const { user, dialog, submit, onOpenChange } = renderDialog();
    await user.selectOptions(await within(dialog).findByLabelText(/LLM Model/), LLAMA_ID);
    await submit();
    expect(await screen.findByText('This LLM model is already linked to the project')).toBeTruthy();

    server.use(
      mockRoute(routes.addProjectLlmModel, () => new HttpResponse(null, { status: 500 }) as never),
    );
    await submit();
    expect(await screen.findByText('Failed to add LLM model')).toBeTruthy();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('sends to the registry when the company has no model yet', async () => {
    server.use(mockRouteJson(routes.listLlmModels, []));
    const { user, dialog, navigate } = renderDialog();
    await user.click(
      await within(dialog).findByRole('button', { name: 'Register one on the LLM Models page' }),
    );
    expect(navigate).toHaveBeenCalledWith('/llm-models');
    expect(
      (within(dialog).getByRole('button', { name: /^Add/ }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });
});
