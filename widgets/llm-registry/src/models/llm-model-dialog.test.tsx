import { screen, within } from '@testing-library/react';
import {
  VENDORS,
  routes,
  type LlmModelCreateBody,
  type LlmModelUpdateBody,
} from '@portfolio/contracts';
import { describe, expect, it, vi } from 'vitest';
import { HttpResponse, delay, mockRoute, mockRouteError, server } from '@portfolio/ui/testing';
import { COMPANY_ID, sampleModels } from '../testing/fixtures';
import { llmHandlers } from '../testing/handlers';
import { LlmModelDialog } from './llm-model-dialog';
import { renderLlm } from '../testing/render';

const gpt = sampleModels()[0]!.model;

function renderDialog(model: typeof gpt | null = null) {
  const onOpenChange = vi.fn();
  const ui = renderLlm(
    <LlmModelDialog open onOpenChange={onOpenChange} companyId={COMPANY_ID} model={model} />,
  );
  const dialog = screen.getByRole('dialog');
  return {
    ...ui,
    onOpenChange,
    dialog,
    name: within(dialog).getByLabelText(/Model name/) as HTMLInputElement,
    vendor: within(dialog).getByLabelText(/Vendor/) as HTMLSelectElement,
    apiKey: within(dialog).getByLabelText(/API Key/) as HTMLInputElement,
  };
}

/** What saving GPT-4o unchanged sends: every field but the key, which stays unless typed. */
const gptUnchanged: LlmModelUpdateBody = {
  name: 'GPT-4o',
  vendor: 'OpenAI',
  vendorModel: 'gpt-4o',
  endpointUrl: null,
  suggestionsEnabled: true,
  region: 'US',
  deprecationDate: null,
};

/** The bodies the dialog saves, each answered with `answer`. */
function recordUpdates(answer = gpt) {
  const bodies: LlmModelUpdateBody[] = [];
  server.use(
    mockRoute(routes.updateLlmModel, async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json(answer);
    }),
  );
  return bodies;
}

describe('LlmModelDialog', () => {
  it("checks the three fields with the contract's messages", async () => {
    const { user, dialog, name } = renderDialog();
    expect(dialog.getAttribute('aria-labelledby')).toBeTruthy();
    expect(within(dialog).getByText('Add LLM Model')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Add Model' }));
    expect(within(dialog).getByText('Model name is required')).toBeTruthy();
    expect(within(dialog).getByText('Please select a vendor')).toBeTruthy();
    expect(within(dialog).getByText('API Key is required')).toBeTruthy();

    await user.click(name);
    await user.paste('   ');
    await user.click(within(dialog).getByRole('button', { name: 'Add Model' }));
    expect(within(dialog).getByText('Model name is required')).toBeTruthy();
  });

  it("offers the contract's vendors, in its order", () => {
    const { vendor } = renderDialog();
    expect([...vendor.options].filter((o) => !o.disabled).map((o) => o.value)).toEqual(VENDORS);
  });

  it('adds a model, disabling the form while it is sent', async () => {
    let sent: LlmModelCreateBody | undefined;
    server.use(
      mockRoute(routes.createLlmModel, async ({ request }) => {
        sent = await request.json();
        await delay(100);
        return HttpResponse.json(
          { ...gpt, id: crypto.randomUUID(), name: sent.name },
          { status: 201 },
        );
      }),
    );
    const { user, dialog, name, vendor, apiKey, onOpenChange } = renderDialog();
    await user.click(name);
    await user.paste(' Mistral Large ');
    await user.selectOptions(vendor, 'Mistral');
    await user.click(apiKey);
    await user.paste('mk-1234567890');
    await user.click(within(dialog).getByRole('button', { name: 'Add Model' }));
    expect(within(dialog).getByRole('button', { name: 'Adding...' })).toBeTruthy();
    expect(name.closest('fieldset')!.disabled).toBe(true);

    expect(await screen.findByText('LLM model added successfully')).toBeTruthy();
    expect(sent).toEqual({
      name: 'Mistral Large',
      vendor: 'Mistral',
      apiKey: 'mk-1234567890',
      vendorModel: null,
      endpointUrl: null,
      suggestionsEnabled: false,
      region: null,
      deprecationDate: null,
    });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('edits a model and keeps its key when the key field stays empty', async () => {
    const bodies = recordUpdates();
    const { user, dialog, name, vendor, apiKey } = renderDialog(gpt);
    expect(within(dialog).getByText('Edit LLM Model')).toBeTruthy();
    expect(name.value).toBe('GPT-4o');
    expect(vendor.value).toBe('OpenAI');
    expect(apiKey.value).toBe('');
    expect(within(dialog).getByText('Leave empty to keep the current key.')).toBeTruthy();

    await user.clear(name);
    await user.click(name);
    await user.paste('GPT-4o mini');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('LLM model updated successfully')).toBeTruthy();
    expect(bodies).toEqual([{ ...gptUnchanged, name: 'GPT-4o mini' }]);
  });

  it('replaces the key when a new one is typed', async () => {
    const bodies = recordUpdates();
    const { user, dialog, apiKey } = renderDialog(gpt);
    await user.click(apiKey);
    await user.paste('sk-new-key-0000000000');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('LLM model updated successfully');
    expect(bodies).toEqual([{ ...gptUnchanged, apiKey: 'sk-new-key-0000000000' }]);
  });

  it('turns suggestions on, saying where the text goes, and asks for an endpoint where needed', async () => {
    const bodies = recordUpdates();
    const claude = sampleModels()[1]!.model;
    const { user, dialog, vendor } = renderDialog(claude);
    const toggle = within(dialog).getByRole('switch', { name: 'Suggest EU AI Act answers' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(toggle.getAttribute('aria-describedby')).toBeTruthy();
    expect(
      within(dialog).getByText(
        "When on, people may ask this model to suggest a project's answers. The project's problem statement and jobs to be done are sent to Anthropic (api.anthropic.com).",
      ),
    ).toBeTruthy();
    await user.click(toggle);

    // Azure OpenAI has no address of its own: the endpoint is asked for.
    await user.selectOptions(vendor, 'Azure OpenAI');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(
      within(dialog).getByText(
        "Enter the endpoint URL: Azure OpenAI models are called at the company's own address",
      ),
    ).toBeTruthy();
    expect(bodies).toEqual([]);

    await user.click(within(dialog).getByLabelText('Endpoint URL'));
    await user.paste('https://northwind.openai.azure.com');
    await user.click(within(dialog).getByLabelText('Model ID at the vendor'));
    await user.paste('hr-gpt4o');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('LLM model updated successfully');
    expect(bodies).toEqual([
      {
        name: 'Claude Sonnet 4',
        vendor: 'Azure OpenAI',
        vendorModel: 'hr-gpt4o',
        endpointUrl: 'https://northwind.openai.azure.com',
        suggestionsEnabled: true,
        region: claude.region,
        deprecationDate: claude.deprecationDate,
      },
    ]);
  });

  it('sends the region and the deprecation date, and refuses a region too long', async () => {
    const bodies = recordUpdates({ ...gpt, region: 'EU' });
    const { user, dialog } = renderDialog(gpt);
    const region = within(dialog).getByLabelText('Region') as HTMLInputElement;
    await user.clear(region);
    // Typed past the limit (the input's maxLength only stops typing): the contract's sentence.
    region.removeAttribute('maxLength');
    await user.type(region, 'x'.repeat(101));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(within(dialog).getByText('Region must be at most 100 characters')).toBeTruthy();
    await user.clear(region);
    await user.type(region, 'EU');
    await user.type(within(dialog).getByLabelText('Deprecation date'), '2027-03-31');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('LLM model updated successfully');
    expect(bodies).toEqual([{ ...gptUnchanged, region: 'EU', deprecationDate: '2027-03-31' }]);
  });

  it("shows the server's reason or the fallback in a destructive toast", async () => {
    server.use(
      mockRoute(routes.createLlmModel, () => new HttpResponse(null, { status: 500 }) as never),
      ...llmHandlers(),
    );
    const added = renderDialog();
    await added.user.click(added.name);
    await added.user.paste('Command R');
    await added.user.selectOptions(added.vendor, 'Cohere');
    await added.user.click(added.apiKey);
    await added.user.paste('co-1234567890');
    await added.user.click(within(added.dialog).getByRole('button', { name: 'Add Model' }));
    const fallback = await screen.findByText('Failed to add LLM model');
    expect(fallback.closest('[data-variant]')!.getAttribute('data-variant')).toBe('destructive');
    expect(added.onOpenChange).not.toHaveBeenCalled();
    added.unmount();

    server.use(
      mockRoute(routes.updateLlmModel, () => new HttpResponse('', { status: 502 }) as never),
    );
    const edited = renderDialog(gpt);
    await edited.user.click(within(edited.dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update LLM model')).toBeTruthy();

    server.use(mockRouteError(routes.updateLlmModel, 403, 'Only admins can do this'));
    await edited.user.click(within(edited.dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Only admins can do this')).toBeTruthy();
  });
});
