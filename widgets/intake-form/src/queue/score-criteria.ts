import {
  WEIGHTED_RATING,
  scoringCriteria,
  scoringOf,
  type IntakeSettings,
  type Proposal,
  type ScoringCriterion,
} from '@portfolio/contracts';

/**
 * The inputs a proposal's score is read from, in the order the model lists them: the company's
 * criteria while the proposal is scored by the company's model, else those of the model it was
 * scored by (a decided proposal keeps its score when the model changes). A weighted model since
 * replaced left no criteria behind: its inputs are named by their keys.
 */
export function criteriaOf(
  proposal: Pick<Proposal, 'scoringModel' | 'scoringInputs'>,
  settings: Pick<IntakeSettings, 'scoringModel' | 'criteria'> | undefined,
): readonly ScoringCriterion[] {
  if (settings && settings.scoringModel === proposal.scoringModel) {
    return scoringCriteria(scoringOf(settings));
  }
  if (proposal.scoringModel !== 'weighted')
    return scoringCriteria({ model: proposal.scoringModel });
  return Object.keys(proposal.scoringInputs).map((id) => ({
    id,
    label: id,
    help: '',
    ...WEIGHTED_RATING,
  }));
}

const NUMBER = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** A score or an input as the queue writes it: "5.2", "12,000". */
export const formatScoreNumber = (value: number) => NUMBER.format(value);

/** A proposal's score, or why there is none yet. */
export const scoreText = (score: number | null) =>
  score === null ? 'Not scored' : formatScoreNumber(score);
