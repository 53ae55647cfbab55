import { useState, type FormEvent } from 'react';
import { INTAKE_LIMITS, ProposalRejectBody } from '@portfolio/contracts';
import { checkFields } from '@portfolio/contracts/validation';
import { Field, FormDialog, Textarea, XIcon, useToast } from '@portfolio/ui';
import { useRejectProposal } from '../api/proposals';
import { useRefusable } from '../shared/use-refusable';
import type { ProposalDialogProps } from './approve-dialog';

/** "Reject": the reason is required (the submitter reads it), as the contract says. */
export function RejectDialog({ open, ...props }: ProposalDialogProps) {
  return open ? <RejectForm {...props} /> : null;
}

function RejectForm({ proposal, onClose }: Omit<ProposalDialogProps, 'open'>) {
  const { toast } = useToast();
  const reject = useRejectProposal(proposal.companyId);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const { refusal, send } = useRefusable(reject, 'The proposal could not be rejected');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { reason: reason.trim() };
    const problem = checkFields(ProposalRejectBody, body).reason;
    setError(problem);
    if (problem) return;
    send({ id: proposal.id, reason: body.reason }, (saved) => {
      toast({ title: `Rejected: ${saved.name}`, description: 'Its submitter is told why.' });
      onClose();
    });
  };

  return (
    <FormDialog
      onClose={onClose}
      title={`Reject ${proposal.name}`}
      description="A rejected proposal changes no more. Its submitter reads the reason."
      pending={reject.isPending}
      onSubmit={submit}
      refusal={refusal}
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
