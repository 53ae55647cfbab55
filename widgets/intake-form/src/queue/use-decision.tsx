import type { UseMutationResult } from '@tanstack/react-query';
import type { Proposal } from '@portfolio/contracts';
import { CheckIcon, LayersIcon, XIcon, useToast } from '@portfolio/ui';
import { useRefusable } from '../shared/use-refusable';

/** What each decision's dialog shows on its button, and says when the API gives no reason. */
const DECISIONS = {
  approve: {
    Icon: CheckIcon,
    submitLabel: 'Approve',
    pendingLabel: 'Approving...',
    failure: 'The proposal could not be approved',
  },
  reject: {
    Icon: XIcon,
    submitLabel: 'Reject',
    pendingLabel: 'Rejecting...',
    failure: 'The proposal could not be rejected',
  },
  merge: {
    Icon: LayersIcon,
    submitLabel: 'Merge',
    pendingLabel: 'Merging...',
    failure: 'The proposal could not be merged',
  },
};

/**
 * A decision on a proposal as its dialog sends it: the company's mutation, the API's refusal
 * kept, and the dialog's props it fixes (`dialog`). `send` closes the dialog once the decision
 * is saved, after `onSaved` (its toast).
 */
export function useDecision<T, V>(
  decision: keyof typeof DECISIONS,
  useMutation: (companyId: string) => UseMutationResult<T, Error, V>,
  proposal: Proposal,
  onClose: () => void,
) {
  const { toast } = useToast();
  const mutation = useMutation(proposal.companyId);
  const { Icon, failure, ...labels } = DECISIONS[decision];
  const { refusal, setRefusal, send } = useRefusable(mutation, failure);
  return {
    toast,
    setRefusal,
    send: (variables: V, onSaved: (saved: T) => void) =>
      send(variables, (saved) => {
        onSaved(saved);
        onClose();
      }),
    dialog: {
      onClose,
      pending: mutation.isPending,
      refusal,
      icon: <Icon size={16} />,
      ...labels,
    },
  };
}
