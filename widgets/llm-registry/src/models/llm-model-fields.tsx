import type { ChangeEvent } from 'react';
import {
  LLM_MODEL_LIMITS,
  VENDOR_ENDPOINTS,
  VENDORS,
  llmProtocolOf,
  suggestionNotice,
  type LlmModel,
} from '@portfolio/contracts';
import { Field, Input, Select, Switch } from '@portfolio/ui';

/** What the model form holds, as typed. */
export interface ModelDraft {
  name: string;
  vendor: string;
  apiKey: string;
  region: string;
  deprecationDate: string;
  vendorModel: string;
  endpointUrl: string;
  suggestionsEnabled: boolean;
}

/** The form of a model being edited, or of a new one; the API key always starts empty. */
export const draftOf = (model: LlmModel | null): ModelDraft => ({
  name: model?.name ?? '',
  vendor: model?.vendor ?? '',
  apiKey: '',
  region: model?.region ?? '',
  deprecationDate: model?.deprecationDate ?? '',
  vendorModel: model?.vendorModel ?? '',
  endpointUrl: model?.endpointUrl ?? '',
  suggestionsEnabled: model?.suggestionsEnabled ?? false,
});

export interface ModelFieldsProps {
  draft: ModelDraft;
  change: <K extends keyof ModelDraft>(key: K, value: ModelDraft[K]) => void;
  errors: Partial<Record<string, string>>;
}

/** A text control's value and its change, for the draft's field `key`. */
const bindTo =
  ({ draft, change }: Pick<ModelFieldsProps, 'draft' | 'change'>) =>
  (key: Exclude<keyof ModelDraft, 'suggestionsEnabled'>) => ({
    value: draft[key],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      change(key, event.target.value),
  });

/**
 * Who the model is: name, vendor, API key (on edit, `maskedApiKey` is the current one and an
 * empty field keeps it), region and deprecation date.
 */
export function ModelIdentityFields({
  draft,
  change,
  errors,
  editing,
  maskedApiKey,
}: ModelFieldsProps & { editing: boolean; maskedApiKey?: string }) {
  const bind = bindTo({ draft, change });
  return (
    <>
      <Field label="Model name" error={errors.name} required>
        <Input placeholder="e.g. GPT-4o" {...bind('name')} maxLength={255} />
      </Field>
      <Field label="Vendor" error={errors.vendor} required>
        <Select {...bind('vendor')} placeholder="Select a vendor" options={VENDORS} />
      </Field>
      <Field
        label="API Key"
        error={errors.apiKey}
        hint={
          editing
            ? 'Leave empty to keep the current key.'
            : 'Stored encrypted; shown masked in the registry.'
        }
        required={!editing}
      >
        <Input
          type="password"
          autoComplete="new-password"
          spellCheck={false}
          placeholder={editing ? maskedApiKey : 'sk-...'}
          {...bind('apiKey')}
        />
      </Field>
      <Field
        label="Region"
        error={errors.region}
        hint="Where the model runs, e.g. EU or US: the GDPR record and the DORA register show it."
      >
        <Input placeholder="e.g. EU" {...bind('region')} maxLength={LLM_MODEL_LIMITS.region} />
      </Field>
      <Field
        label="Deprecation date"
        error={errors.deprecationDate}
        hint="The day the vendor retires the model; projects using it are warned 90 days before."
      >
        <Input type="date" {...bind('deprecationDate')} />
      </Field>
    </>
  );
}

/** What calling the model needs: its id at the vendor, its endpoint, and whether it suggests. */
export function ModelCallFields({ draft, change, errors }: ModelFieldsProps) {
  const defaultEndpoint = draft.vendor ? VENDOR_ENDPOINTS[draft.vendor] : undefined;
  const endpoint = draft.endpointUrl.trim() || defaultEndpoint;
  const bind = bindTo({ draft, change });
  return (
    <>
      <Field
        label="Model ID at the vendor"
        error={errors.vendorModel}
        hint={
          llmProtocolOf(draft.vendor) === 'azure-openai'
            ? 'The deployment name. Empty: the model name.'
            : 'As the vendor names it, e.g. gpt-4o-mini. Empty: the model name.'
        }
      >
        <Input
          spellCheck={false}
          placeholder={draft.name.trim() || 'gpt-4o-mini'}
          {...bind('vendorModel')}
          maxLength={LLM_MODEL_LIMITS.vendorModel}
        />
      </Field>
      <Field
        label="Endpoint URL"
        error={errors.endpointUrl}
        hint={
          defaultEndpoint
            ? `Empty: ${defaultEndpoint}`
            : "Your resource's or gateway's base URL; needed for suggestions."
        }
      >
        <Input
          type="url"
          spellCheck={false}
          placeholder={defaultEndpoint ?? 'https://…'}
          {...bind('endpointUrl')}
          maxLength={LLM_MODEL_LIMITS.endpointUrl}
        />
      </Field>
      <Field
        label="Suggest EU AI Act answers"
        error={errors.suggestionsEnabled}
        hint={`When on, people may ask this model to suggest a project's answers. ${suggestionNotice(
          draft.vendor || 'the vendor',
          endpoint,
        )}`}
      >
        <Switch
          checked={draft.suggestionsEnabled}
          onCheckedChange={(checked) => change('suggestionsEnabled', checked)}
        />
      </Field>
    </>
  );
}
