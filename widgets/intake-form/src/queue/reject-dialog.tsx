import { useState, type FormEvent } from 'react';
import { INTAKE_LIMITS, ProposalRejectBody } from '@portfolio/contracts';
import { checkFields } from '@portfolio/contracts/validation';
import { Field, FormDialog, Textarea } from '@portfolio/ui';
import { useRejectProposal } from '../api/proposals';
import type { ProposalDialogProps } from './approve-dialog';
import { useDecision } from './use-decision';

/** "Reject": the reason is required (the submitter reads it), as the contract says. */
export function RejectDialog({ open, ...props }: ProposalDialogProps) {
  return open ? <RejectForm {...props} /> : null;
}

function RejectForm({ proposal, onClose }: Omit<ProposalDialogProps, 'open'>) {
  const { toast, send, dialog } = useDecision('reject', useRejectProposal, proposal, onClose);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { reason: reason.trim() };
    const problem = checkFields(ProposalRejectBody, body).reason;
    setError(problem);
    if (problem) return;
    send({ id: proposal.id, reason: body.reason }, (saved) =>
      toast({ title: `Rejected: ${saved.name}`, description: 'Its submitter is told why.' }),
    );
  };

  return (
    <FormDialog
      {...dialog}
      title={`Reject ${proposal.name}`}
      description="A rejected proposal changes no more. Its submitter reads the reason."
      onSubmit={submit}
    >
      <Field label="Reason" required error={error}>
        <Textarea
          value={reason}
          maxLength={INTAKE_LIMITS.note}
          onChange={(e) => {
            setReason(e.target.value);
            setError(undefined);
          }}
        />
      </Field>
    </FormDialog>
  );
}
