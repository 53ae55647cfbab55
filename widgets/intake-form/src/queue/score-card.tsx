import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  DECIDED_PROPOSAL_STATES,
  SCORING_MODEL_LABELS,
  proposalScore,
  type IntakeSettings,
  type Proposal,
  type ScoringCriterion,
} from '@portfolio/contracts';
import {
  Cluster,
  Button,
  CardContent,
  Field,
  Grid,
  Input,
  TargetIcon,
  TitledCard,
  color,
  fontSize,
  useFieldErrors,
  useToast,
  RefusalNotice,
  MutedText,
  type FieldErrors,
} from '@portfolio/ui';
import { useUpdateProposal } from '../api/proposals';
import { useRefusable } from '../shared/use-refusable';
import { criteriaOf, scoreText } from './score-criteria';
import { ScoreInputs } from './score-inputs';

/**
 * The proposal's score under the model it is scored by, with its inputs: a form while the
 * proposal is open (a reviewer rates it; the API scores it again and keeps the change in the
 * history), the inputs as they were once it is decided.
 */
export function ScoreCard({
  proposal,
  settings,
}: {
  proposal: Proposal;
  settings: IntakeSettings | undefined;
}) {
  const criteria = criteriaOf(proposal, settings);
  const open = !DECIDED_PROPOSAL_STATES.includes(proposal.state);
  return (
    <TitledCard
      title="Score"
      icon={<TargetIcon size={18} />}
      description={SCORING_MODEL_LABELS[proposal.scoringModel]}
    >
      <CardContent>
        <Figure data-score={proposal.score ?? ''}>{scoreText(proposal.score)}</Figure>
        {proposal.score === null && proposal.scoreMissing.length > 0 ? (
          <MutedText>Waiting for: {proposal.scoreMissing.join(', ')}</MutedText>
        ) : null}
        {open ? (
          <ScoreInputsForm key={proposal.updatedAt} proposal={proposal} criteria={criteria} />
        ) : (
          <ScoreInputs proposal={proposal} criteria={criteria} />
        )}
      </CardContent>
    </TitledCard>
  );
}

const given = (value: number | undefined) => (value === undefined ? '' : String(value));

function ScoreInputsForm({
  proposal,
  criteria,
}: {
  proposal: Proposal;
  criteria: readonly ScoringCriterion[];
}) {
  const { toast } = useToast();
  const update = useUpdateProposal(proposal.companyId);
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(criteria.map((c) => [c.id, given(proposal.scoringInputs[c.id])])),
  );
  const { errors, accept } = useFieldErrors();
  const { refusal, send } = useRefusable(update, 'The score inputs could not be saved');

  const text = (id: string) => (values[id] ?? '').trim();
  const inputs = Object.fromEntries(
    criteria.filter((c) => text(c.id) !== '').map((c) => [c.id, Number(text(c.id))]),
  );
  const changed = criteria.some((c) => text(c.id) !== given(proposal.scoringInputs[c.id]));
  // What the API will answer, by the same function: the reviewer sees the score before saving.
  const preview = proposalScore({ model: proposal.scoringModel, criteria }, inputs);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors = {};
    for (const c of criteria) {
      const value = inputs[c.id];
      if (value !== undefined && !(value >= c.min && value <= c.max)) {
        found[c.id] = `Between ${c.min} and ${c.max}`;
      }
    }
    if (!accept(found)) return;
    send({ id: proposal.id, scoringInputs: inputs }, (saved) =>
      toast({ title: 'Score inputs saved', description: `Score: ${scoreText(saved.score)}.` }),
    );
  };

  return (
    <Form onSubmit={submit} aria-label="Score inputs" noValidate>
      {refusal ? <RefusalNotice role="alert">{refusal}</RefusalNotice> : null}
      <Grid $columns={{ sm: 2 }} $gap="0.25rem 1rem">
        {criteria.map((c) => (
          <Field key={c.id} label={c.label} hint={c.help} error={errors[c.id]}>
            <Input
              type="number"
              inputMode="decimal"
              min={c.min}
              max={c.max}
              step="any"
              value={values[c.id] ?? ''}
              disabled={update.isPending}
              onChange={(e) => setValues((current) => ({ ...current, [c.id]: e.target.value }))}
            />
          </Field>
        ))}
      </Grid>
      <Footer>
        <MutedText aria-live="polite">
          {changed
            ? preview.score === null
              ? 'Without every input in its range, the proposal has no score.'
              : `With these inputs the score is ${scoreText(preview.score)}.`
            : null}
        </MutedText>
        <Button type="submit" $variant="outline" disabled={!changed || update.isPending}>
          {update.isPending ? 'Saving...' : 'Save score inputs'}
        </Button>
      </Footer>
    </Form>
  );
}

const Figure = styled.p`
  margin: 0 0 0.25rem;
  font-size: ${fontSize('3xl')};
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  &[data-score=''] {
    font-size: ${fontSize('lg')};
    color: ${color('textMuted')};
  }
`;

const Form = styled.form`
  display: grid;
  gap: 0.75rem;
  margin-top: 1rem;
`;

const Footer = styled(Cluster).attrs({ $gap: '0.5rem 1rem' })`
  justify-content: space-between;
`;
