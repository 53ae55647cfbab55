import { useState } from 'react';
import {
  LlmModelCreateBody,
  LlmModelUpdateBody,
  endpointRequiredMessage,
  llmEndpointOf,
  type LlmModel,
} from '@portfolio/contracts';
import { checkFields } from '@portfolio/contracts/validation';
import { FormDialog, useFieldErrors, useToast } from '@portfolio/ui';
import { useCreateLlmModel } from '../api/create-llm-model';
import { useUpdateLlmModel } from '../api/update-llm-model';
import { ModelCallFields, ModelIdentityFields, draftOf, type ModelDraft } from './llm-model-fields';

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
  const [draft, setDraft] = useState(() => draftOf(model));
  const { errors, accept, clear } = useFieldErrors();
  // Turning suggestions on or off may settle the endpoint's message.
  const change = <K extends keyof ModelDraft>(key: K, value: ModelDraft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    clear(key === 'suggestionsEnabled' ? 'endpointUrl' : key);
  };
  const pending = create.isPending || update.isPending;

  const submit = () => {
    const { vendor, suggestionsEnabled } = draft;
    const key = draft.apiKey.trim();
    const fields = {
      name: draft.name.trim(),
      vendor,
      ...(key || !editing ? { apiKey: key } : {}),
      region: draft.region.trim() || null,
      deprecationDate: draft.deprecationDate || null,
      vendorModel: draft.vendorModel.trim() || null,
      endpointUrl: draft.endpointUrl.trim() || null,
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

  return (
    <FormDialog
      onClose={() => onOpenChange(false)}
      title={editing ? 'Edit LLM Model' : 'Add LLM Model'}
      description={
        editing
          ? 'Change the name or vendor, or replace the API key.'
          : 'Register a model your company uses so that projects can be linked to it.'
      }
      pending={pending}
      onSubmit={submit}
      submitLabel={editing ? 'Save Changes' : 'Add Model'}
      pendingLabel={editing ? 'Saving...' : 'Adding...'}
    >
      <ModelIdentityFields
        draft={draft}
        change={change}
        errors={errors}
        editing={editing}
        maskedApiKey={model?.maskedApiKey}
      />
      <ModelCallFields draft={draft} change={change} errors={errors} />
    </FormDialog>
  );
}
