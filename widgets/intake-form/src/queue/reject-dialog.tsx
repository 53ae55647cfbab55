import { useState, type FormEvent } from 'react';
import { INTAKE_LIMITS, ProposalRejectBody } from '@portfolio/contracts';
import { checkFields } from '@portfolio/contracts/validation';
import { Field, FormDialog, Textarea, XIcon, mutationErrorMessage, useToast } from '@portfolio/ui';
import { useRejectProposal } from '../api/proposals';
import type { ProposalDialogProps } from './approve-dialog';
import { Refusal } from './queue-parts';

/** "Reject": the reason is required (the submitter reads it), as the contract says. */
export function RejectDialog({ open, ...props }: ProposalDialogProps) {
  return open ? <RejectForm {...props} /> : null;
}

function RejectForm({ proposal, onClose }: Omit<ProposalDialogProps, 'open'>) {
  const { toast } = useToast();
  const reject = useRejectProposal(proposal.companyId);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { reason: reason.trim() };
    const problem = checkFields(ProposalRejectBody, body).reason;
    setError(problem);
    setRefusal(null);
    if (problem) return;
    reject.mutate(
      { id: proposal.id, reason: body.reason },
      {
        onSuccess: (saved) => {
          toast({ title: `Rejected: ${saved.name}`, description: 'Its submitter is told why.' });
          onClose();
        },
        onError: (failure) =>
          setRefusal(mutationErrorMessage(failure, 'The proposal could not be rejected')),
      },
    );
  };

  return (
    <FormDialog
      onClose={onClose}
      title={`Reject ${proposal.name}`}
      description="A rejected proposal changes no more. Its submitter reads the reason."
      pending={reject.isPending}
      onSubmit={submit}
      notice={refusal ? <Refusal role="alert">{refusal}</Refusal> : undefined}
      icon={<XIcon size={16} />}
      submitLabel="Reject"
      pendingLabel="Rejecting..."
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
