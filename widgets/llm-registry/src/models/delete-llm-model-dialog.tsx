import styled from 'styled-components';
import type { LlmModel } from '@portfolio/contracts';
import { ConfirmDialog } from '@portfolio/ui';

export interface DeleteLlmModelDialogProps {
  /** The model to delete; none: the dialog is closed. */
  model: LlmModel | null;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** What deleting a model does to the projects that use it (counted by the server). */
export const usedBy = (count: number) =>
  count === 1
    ? 'It is used by 1 project; it will be removed from it.'
    : `It is used by ${count} projects; it will be removed from them.`;

/** The spec's question, then what goes with the model: its key, and its place on projects. */
export function DeleteLlmModelDialog({
  model,
  pending,
  onConfirm,
  onCancel,
}: DeleteLlmModelDialogProps) {
  return (
    <ConfirmDialog
      open={model !== null}
      title="Delete LLM model"
      question="Are you sure you want to delete this LLM model?"
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      pending={pending}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {model ? (
        <Consequence>
          <strong>{model.name}</strong> ({model.vendor}) and its API key will be removed.
          {model.projectCount > 0 ? ` ${usedBy(model.projectCount)}` : null}
        </Consequence>
      ) : null}
    </ConfirmDialog>
  );
}

const Consequence = styled.p`
  font-size: ${(p) => p.theme.fontSize.sm};
  overflow-wrap: anywhere;
  color: ${(p) => p.theme.color.textMuted};
  strong {
    color: ${(p) => p.theme.color.text};
  }
`;
