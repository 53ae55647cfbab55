import { useState } from 'react';
import {
  LLM_MODEL_LIMITS,
  LlmModelCreateBody,
  LlmModelUpdateBody,
  VENDOR_ENDPOINTS,
  VENDORS,
  endpointRequiredMessage,
  llmEndpointOf,
  llmProtocolOf,
  suggestionNotice,
  type LlmModel,
} from '@portfolio/contracts';
import { checkFields } from '@portfolio/contracts/validation';
import {
  DialogActions,
  Dialog,
  Field,
  Input,
  Select,
  Switch,
  useToast,
  useFieldErrors,
} from '@portfolio/ui';
import { useCreateLlmModel } from '../api/create-llm-model';
import { useUpdateLlmModel } from '../api/update-llm-model';

export interface LlmModelDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  companyId: string;
  /** The model to edit; absent to add one. */
  model?: LlmModel | null;
}

/**
 * Add or edit a model: name, vendor, API key, region and deprecation date, checked with the
 * contract's rules (on edit the key may stay empty, which keeps the current one), and what
 * calling it needs: its id at the vendor, the endpoint when it is not the vendor's, and whether
 * it may suggest EU AI Act answers, with what that sends where.
 */
export function LlmModelDialog({ open, onOpenChange, companyId, model }: LlmModelDialogProps) {
  // A fresh form each time it opens, filled from the model being edited.
  return open ? (
    <ModelForm
      key={model?.id ?? 'new'}
      onOpenChange={onOpenChange}
      companyId={companyId}
      model={model ?? null}
    />
  ) : null;
}

function ModelForm({
  onOpenChange,
  companyId,
  model,
}: {
  onOpenChange: (open: boolean) => void;
  companyId: string;
  model: LlmModel | null;
}) {
  const { toast } = useToast();
  const create = useCreateLlmModel(companyId);
  const update = useUpdateLlmModel(companyId);
  const editing = model !== null;
  const [name, setName] = useState(model?.name ?? '');
  const [vendor, setVendor] = useState(model?.vendor ?? '');
  const [apiKey, setApiKey] = useState('');
  const [region, setRegion] = useState(model?.region ?? '');
  const [deprecationDate, setDeprecationDate] = useState(model?.deprecationDate ?? '');
  const [vendorModel, setVendorModel] = useState(model?.vendorModel ?? '');
  const [endpointUrl, setEndpointUrl] = useState(model?.endpointUrl ?? '');
  const [suggestionsEnabled, setSuggestionsEnabled] = useState(model?.suggestionsEnabled ?? false);
  const { errors, accept, clear } = useFieldErrors();
  const pending = create.isPending || update.isPending;

  const submit = () => {
    const key = apiKey.trim();
    const fields = {
      name: name.trim(),
      vendor,
      ...(key || !editing ? { apiKey: key } : {}),
      region: region.trim() || null,
      deprecationDate: deprecationDate || null,
      vendorModel: vendorModel.trim() || null,
      endpointUrl: endpointUrl.trim() || null,
      suggestionsEnabled,
    };
    const found = checkFields(editing ? LlmModelUpdateBody : LlmModelCreateBody, fields);
    // The BFF's rule too: suggestions need an endpoint, the model's or its vendor's.
    if (vendor && suggestionsEnabled && !llmEndpointOf(fields) && !found.endpointUrl) {
      found.endpointUrl = endpointRequiredMessage(vendor);
    }
    if (!accept(found)) return;
    if (model) {
      update.mutate(
        { id: model.id, body: fields as LlmModelUpdateBody },
        {
          onSuccess: () => {
            toast({
              title: 'LLM model updated successfully',
              description: `${fields.name} (${fields.vendor}) is saved.`,
            });
            onOpenChange(false);
          },
        },
      );
    } else {
      create.mutate(fields as LlmModelCreateBody, {
        onSuccess: () => {
          toast({
            title: 'LLM model added successfully',
            description: `${fields.name} (${fields.vendor}) can now be linked to projects.`,
          });
          onOpenChange(false);
        },
      });
    }
  };

  const defaultEndpoint = vendor ? VENDOR_ENDPOINTS[vendor] : undefined;
  const endpoint = endpointUrl.trim() || defaultEndpoint;

  return (
    <Dialog
      open
      onOpenChange={onOpenChange}
      title={editing ? 'Edit LLM Model' : 'Add LLM Model'}
      description={
        editing
          ? 'Change the name or vendor, or replace the API key.'
          : 'Register a model your company uses so that projects can be linked to it.'
      }
      pending={pending}
      onSubmit={submit}
      footer={
        <DialogActions
          onCancel={() => onOpenChange(false)}
          pending={pending}
          submitLabel={editing ? 'Save Changes' : 'Add Model'}
          pendingLabel={editing ? 'Saving...' : 'Adding...'}
        />
      }
    >
      <Field label="Model name" error={errors.name} required>
        <Input
          placeholder="e.g. GPT-4o"
          value={name}
          maxLength={255}
          onChange={(event) => {
            setName(event.target.value);
            clear('name');
          }}
        />
      </Field>
      <Field label="Vendor" error={errors.vendor} required>
        <Select
          value={vendor}
          placeholder="Select a vendor"
          options={VENDORS}
          onChange={(event) => {
            setVendor(event.target.value);
            clear('vendor');
          }}
        />
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
          placeholder={editing ? model?.maskedApiKey : 'sk-...'}
          value={apiKey}
          onChange={(event) => {
            setApiKey(event.target.value);
            clear('apiKey');
          }}
        />
      </Field>
      <Field
        label="Region"
        error={errors.region}
        hint="Where the model runs, e.g. EU or US: the GDPR record and the DORA register show it."
      >
        <Input
          placeholder="e.g. EU"
          value={region}
          maxLength={LLM_MODEL_LIMITS.region}
          onChange={(event) => {
            setRegion(event.target.value);
            clear('region');
          }}
        />
      </Field>
      <Field
        label="Deprecation date"
        error={errors.deprecationDate}
        hint="The day the vendor retires the model; projects using it are warned 90 days before."
      >
        <Input
          type="date"
          value={deprecationDate}
          onChange={(event) => {
            setDeprecationDate(event.target.value);
            clear('deprecationDate');
          }}
        />
      </Field>
      <Field
        label="Model ID at the vendor"
        error={errors.vendorModel}
        hint={
          llmProtocolOf(vendor) === 'azure-openai'
            ? 'The deployment name. Empty: the model name.'
            : 'As the vendor names it, e.g. gpt-4o-mini. Empty: the model name.'
        }
      >
        <Input
          spellCheck={false}
          placeholder={name.trim() || 'gpt-4o-mini'}
          value={vendorModel}
          maxLength={LLM_MODEL_LIMITS.vendorModel}
          onChange={(event) => {
            setVendorModel(event.target.value);
            clear('vendorModel');
          }}
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
          value={endpointUrl}
          maxLength={LLM_MODEL_LIMITS.endpointUrl}
          onChange={(event) => {
            setEndpointUrl(event.target.value);
            clear('endpointUrl');
          }}
        />
      </Field>
      <Field
        label="Suggest EU AI Act answers"
        error={errors.suggestionsEnabled}
        hint={`When on, people may ask this model to suggest a project's answers. ${suggestionNotice(
          vendor || 'the vendor',
          endpoint,
        )}`}
      >
        <Switch
          checked={suggestionsEnabled}
          onCheckedChange={(checked) => {
            setSuggestionsEnabled(checked);
            clear('endpointUrl');
          }}
        />
      </Field>
    </Dialog>
  );
}
