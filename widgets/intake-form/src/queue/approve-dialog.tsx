import { useState, type FormEvent } from 'react';
import { INTAKE_LIMITS, type Proposal } from '@portfolio/contracts';
import { Field, FormDialog, Textarea } from '@portfolio/ui';
import { useApproveProposal } from '../api/proposals';
import { useDecision } from './use-decision';

export interface ProposalDialogProps {
  proposal: Proposal;
  open: boolean;
  onClose: () => void;
}

/**
 * "Approve": an optional note with the approval. The API decides whether the person may approve
 * a proposal of this tier, and whether this approval completes the rule (then the project is
 * made); a refusal shows here in its words.
 */
export function ApproveDialog({ open, ...props }: ProposalDialogProps) {
  return open ? <ApproveForm {...props} /> : null;
}

function ApproveForm({ proposal, onClose }: Omit<ProposalDialogProps, 'open'>) {
  const { toast, send, dialog } = useDecision('approve', useApproveProposal, proposal, onClose);
  const [note, setNote] = useState('');
  const last = proposal.approval.needed - proposal.approval.counted === 1;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ id: proposal.id, note: note.trim() || undefined }, (saved) =>
      toast(
        saved.state === 'approved'
          ? { title: `Approved: ${saved.name} is a project now` }
          : { title: 'Approval recorded', description: saved.approval.waitingFor ?? undefined },
      ),
    );
  };

  return (
    <FormDialog
      {...dialog}
      title={`Approve ${proposal.name}`}
      description={
        last
          ? 'The last approval its tier needs: the proposal becomes a project with its fields and answers.'
          : `Its tier needs ${proposal.approval.needed} approvals from different people; ${proposal.approval.counted} given so far.`
      }
      onSubmit={submit}
    >
      <Field label="Note" hint="Optional: what the approval rests on, or a condition.">
        <Textarea
          value={note}
          maxLength={INTAKE_LIMITS.note}
          onChange={(e) => setNote(e.target.value)}
        />
      </Field>
    </FormDialog>
  );
}
