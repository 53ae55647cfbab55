import { useState } from 'react';
import { AcknowledgeRiskBody, RISK_NOTE_MAX, type Risk } from '@portfolio/contracts';
import { checkFields } from '@portfolio/contracts/validation';
import { Field, FormDialog, Textarea, useFieldErrors, useToast } from '@portfolio/ui';
import { useAcknowledgeRisk } from '../api/acknowledge-risk';

export interface AcknowledgeRiskDialogProps {
  companyId: string;
  /** The risk to acknowledge; null: closed. */
  risk: Risk | null;
  onClose: () => void;
}

/**
 * Acknowledge a risk with a note (why it is acceptable for now, or what is being done): it then
 * stays quiet until its project changes again.
 */
export function AcknowledgeRiskDialog({ risk, ...props }: AcknowledgeRiskDialogProps) {
  return risk ? <AcknowledgeForm key={risk.id} risk={risk} {...props} /> : null;
}

function AcknowledgeForm({
  companyId,
  risk,
  onClose,
}: AcknowledgeRiskDialogProps & { risk: Risk }) {
  const { toast } = useToast();
  const acknowledge = useAcknowledgeRisk(companyId);
  const [note, setNote] = useState(risk.acknowledgementNote ?? '');
  const { errors, accept, clear, acceptFromServer } = useFieldErrors();

  const submit = () => {
    const body = { note: note.trim() };
    if (!accept(checkFields(AcknowledgeRiskBody, body))) return;
    acknowledge.mutate(
      { id: risk.id, note: body.note },
      {
        onSuccess: () => {
          toast({
            title: 'Risk acknowledged',
            description: `${risk.rule.title} on ${risk.project.name} stays quiet until the project changes again.`,
          });
          onClose();
        },
        onError: (error) => acceptFromServer(error),
      },
    );
  };

  return (
    <FormDialog
      onClose={onClose}
      title="Acknowledge risk"
      description={`${risk.rule.title} — ${risk.project.name}`}
      pending={acknowledge.isPending}
      onSubmit={submit}
      submitLabel="Acknowledge"
      pendingLabel="Acknowledging..."
    >
      <Field
        label="Note"
        required
        error={errors.note}
        hint="Why the risk is acceptable for now, or what is being done about it. The risk opens again when the project changes."
      >
        <Textarea
          rows={4}
          value={note}
          maxLength={RISK_NOTE_MAX}
          placeholder="e.g. Legal signs the conformity assessment off on Friday"
          onChange={(event) => {
            setNote(event.target.value);
            clear('note');
          }}
        />
      </Field>
    </FormDialog>
  );
}
