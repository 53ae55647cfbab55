import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  DECIDED_PROPOSAL_STATES,
  INTAKE_LIMITS,
  type ProposalState,
  type SimilarItem,
} from '@portfolio/contracts';
import {
  Field,
  FormDialog,
  Input,
  color,
  fontSize,
  mutationErrorMessage,
  RefusalNotice,
  MutedText,
} from '@portfolio/ui';
import { ChoiceCard } from '@portfolio/ui/choices';
import { ListRows, LoadingRows } from '@portfolio/ui/lists';
import { comparable, useSimilarProposals, useUpdateProposal } from '../api/proposals';
import { alikeText, mergeSimilar, similarKey, similarStateText } from '../shared/merge-similar';
import type { ProposalDialogProps } from './approve-dialog';
import { useDecision } from './use-decision';

/**
 * What a proposal may join, found by its name and by its problem statement: projects, and
 * proposals still open (an approved one is its project now).
 */
const mergeCandidates = (lists: Array<readonly SimilarItem[] | undefined>) =>
  mergeSimilar(
    lists.map((list) => list ?? []),
    INTAKE_LIMITS.similar,
  ).filter(
    (item) =>
      item.kind === 'project' || !DECIDED_PROPOSAL_STATES.includes(item.state as ProposalState),
  );

/** "Merge into…": a similar project or open proposal (or one searched for) this one joins. */
export function MergeDialog({ open, ...props }: ProposalDialogProps) {
  return open ? <MergeForm {...props} /> : null;
}

function MergeForm({ proposal, onClose }: Omit<ProposalDialogProps, 'open'>) {
  const decision = useDecision('merge', useUpdateProposal, proposal, onClose);
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<string | null>(null);
  const { companyId, id } = proposal;
  const byName = useSimilarProposals(companyId, proposal.name, id);
  const byProblem = useSimilarProposals(companyId, proposal.problemStatement, id);
  const searched = useSimilarProposals(companyId, search, id);
  const searching = comparable(search);
  const lists = searching ? [searched] : [byName, byProblem];
  const candidates = mergeCandidates(lists.map((query) => query.data?.items));
  const target = candidates.find((item) => similarKey(item) === chosen);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!target) return decision.setRefusal('Choose the project or proposal to merge into.');
    decision.send({ id, mergeInto: { kind: target.kind, id: target.id } }, () =>
      decision.toast({ title: `Merged into ${target.name}` }),
    );
  };

  return (
    <FormDialog
      size="lg"
      {...decision.dialog}
      title={`Merge ${proposal.name} into…`}
      description="The proposal joins a project or another open proposal and changes no more. The most similar come first."
      onSubmit={submit}
      submitDisabled={!target}
    >
      <Field label="Search" hint="A name or a problem, to find another project or proposal.">
        <Input type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
      </Field>
      {lists.some((query) => query.isPending && query.fetchStatus !== 'idle') ? (
        <LoadingRows
          label="Finding similar projects and proposals"
          heights={['3.5rem', '3.5rem']}
        />
      ) : lists.some((query) => query.isError) ? (
        <RefusalNotice role="alert">
          {mutationErrorMessage(lists.find((q) => q.isError)?.error, 'The search failed.')}
        </RefusalNotice>
      ) : candidates.length === 0 ? (
        <MutedText>
          {searching
            ? 'Nothing of the company is much like that.'
            : 'No project or open proposal is much like this one: search for the one to join.'}
        </MutedText>
      ) : (
        <ListRows as="ul" aria-label="Merge into">
          {candidates.map((item) => (
            <li key={similarKey(item)}>
              <ChoiceCard>
                <input
                  type="radio"
                  name="merge-target"
                  value={similarKey(item)}
                  checked={chosen === similarKey(item)}
                  onChange={() => setChosen(similarKey(item))}
                />
                <span>
                  <strong>{item.name}</strong>
                  <Meta>
                    {similarStateText(item)} · {alikeText(item)}
                  </Meta>
                  <Problem>{item.problemStatement}</Problem>
                </span>
              </ChoiceCard>
            </li>
          ))}
        </ListRows>
      )}
    </FormDialog>
  );
}

const Meta = styled.span`
  display: block;
  color: ${color('textMuted')};
  font-size: ${fontSize('xs')};
`;

const Problem = styled.span`
  display: block;
  margin-top: 0.25rem;
  font-size: ${fontSize('sm')};
`;
