import { useState } from 'react';
import {
  LLM_MODEL_LIMITS,
  LlmModelCreateBody,
  LlmModelUpdateBody,
  VENDORS,
  type LlmModel,
} from '@portfolio/contracts';
import { checkFields } from '@portfolio/contracts/validation';
import {
  DialogActions,
  Dialog,
  Field,
  Input,
  Select,
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
 * contract's rules. On edit the key may stay empty, which keeps the current one.
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
    };
    if (!accept(checkFields(editing ? LlmModelUpdateBody : LlmModelCreateBody, fields))) return;
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
    </Dialog>
  );
}
