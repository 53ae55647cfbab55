import styled from 'styled-components';
import { ProjectLlmModelBody, routes } from '@portfolio/contracts';
import { checkFields } from '@portfolio/contracts/validation';
import {
  describeError,
  Field,
  FormDialog,
  Input,
  Select,
  Skeleton,
  Textarea,
  useFieldErrors,
  useRouteQuery,
  useToast,
} from '@portfolio/ui';
import { useFormValues } from '@portfolio/ui/forms';
import { useAddProjectLlmModel } from '../api/add-project-llm-model';

export interface AddProjectModelDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  projectId: string;
  /** Whose registry the models are picked from. */
  companyId: string | null;
  /** Models the project already uses: shown, but not pickable again. */
  linkedModelIds: readonly string[];
  /** Where an empty registry sends the user. */
  navigate?: (path: string) => void;
}

/**
 * A native list is as wide as its longest option: a 255-character name would fill the screen.
 * Longer names are cut (the option's title holds the whole one).
 */
const OPTION_NAME_MAX = 60;
const optionName = (name: string) =>
  name.length > OPTION_NAME_MAX ? `${name.slice(0, OPTION_NAME_MAX - 1).trimEnd()}…` : name;

/** Add Model: a model of the company registry, its monthly cost and notes. */
export function AddProjectModelDialog({ open, ...props }: AddProjectModelDialogProps) {
  return open ? <AddForm {...props} /> : null;
}

function AddForm({
  onOpenChange,
  projectId,
  companyId,
  linkedModelIds,
  navigate,
}: Omit<AddProjectModelDialogProps, 'open'>) {
  const { toast } = useToast();
  const registry = useRouteQuery(
    routes.listLlmModels,
    { params: { companyId: companyId ?? '' } },
    { enabled: companyId !== null },
  );
  const add = useAddProjectLlmModel(projectId);
  const { errors, accept, clear } = useFieldErrors();
  const { values, bind } = useFormValues({ llmModelId: '', monthlyCost: '', notes: '' }, clear);

  const models = registry.data ?? [];
  const noModels = companyId === null || (registry.isSuccess && models.length === 0);

  const submit = () => {
    const body = {
      llmModelId: values.llmModelId,
      monthlyCost: values.monthlyCost.trim() || null,
      notes: values.notes.trim() || null,
    };
    if (!accept(checkFields(ProjectLlmModelBody, body))) return;
    add.mutate(body as ProjectLlmModelBody, {
      onSuccess: () => {
        toast({ title: 'LLM model added to project' });
        onOpenChange(false);
      },
    });
  };

  return (
    <FormDialog
      onClose={() => onOpenChange(false)}
      title="Add LLM Model"
      description="Pick a model of your company's registry and what it costs this project each month."
      pending={add.isPending}
      onSubmit={submit}
      submitDisabled={noModels}
      submitLabel="Add Model"
      pendingLabel="Adding..."
    >
      <Field label="LLM Model" error={errors.llmModelId} required>
        {registry.isPending && companyId !== null ? (
          <div role="status" aria-label="Loading LLM models">
            <Skeleton $height="2.5rem" />
          </div>
        ) : registry.isError ? (
          <Problem role="alert">{describeError(registry.error)}</Problem>
        ) : (
          <Select
            {...bind('llmModelId')}
            placeholder={noModels ? 'No LLM models configured' : 'Select an LLM model'}
          >
            {models.map((model) => {
              const linked = linkedModelIds.includes(model.id);
              return (
                <option key={model.id} value={model.id} disabled={linked} title={model.name}>
                  {optionName(model.name)} · {model.vendor}
                  {linked ? ' (already added)' : ''}
                </option>
              );
            })}
          </Select>
        )}
      </Field>
      {noModels ? (
        <Hint>
          Your company has no LLM models yet.{' '}
          {navigate ? (
            <LinkButton type="button" onClick={() => navigate('/llm-models')}>
              Register one on the LLM Models page
            </LinkButton>
          ) : (
            'An admin can register them on the LLM Models page.'
          )}
        </Hint>
      ) : null}
      <Field
        label="Monthly cost ($)"
        error={errors.monthlyCost}
        hint="Optional. What this model costs the project per month."
      >
        <Input
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          placeholder="0.00"
          {...bind('monthlyCost')}
        />
      </Field>
      <Field label="Notes" error={errors.notes}>
        <Textarea
          placeholder="What the project uses it for (optional)"
          rows={3}
          {...bind('notes')}
        />
      </Field>
    </FormDialog>
  );
}

const Problem = styled.p`
  padding: 0.625rem 0.75rem;
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.dangerSoft};
  color: ${(p) => p.theme.color.danger};
  font-size: ${(p) => p.theme.fontSize.sm};
`;

const Hint = styled.p`
  margin-top: -0.5rem;
  font-size: ${(p) => p.theme.fontSize.xs};
  color: ${(p) => p.theme.color.textMuted};
`;

const LinkButton = styled.button`
  padding: 0;
  border: none;
  background: none;
  color: ${(p) => p.theme.color.primary};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &:hover {
    text-decoration: underline;
  }
`;
