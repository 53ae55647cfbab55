import styled from 'styled-components';
import type { Proposal, ScoringCriterion } from '@portfolio/contracts';
import { color, fontSize } from '@portfolio/ui';
import { formatScoreNumber } from './score-criteria';

export interface ScoreInputsProps {
  proposal: Pick<Proposal, 'scoringInputs'>;
  criteria: readonly ScoringCriterion[];
}

/** What a score is made of: each input of the model by its label, with its value or "Not given". */
export function ScoreInputs({ proposal, criteria }: ScoreInputsProps) {
  return (
    <Inputs>
      {criteria.map((criterion) => {
        const value = proposal.scoringInputs[criterion.id];
        return (
          <Input key={criterion.id} data-criterion={criterion.id}>
            <dt>{criterion.label}</dt>
            <dd data-missing={value === undefined || undefined}>
              {value === undefined ? 'Not given' : formatScoreNumber(value)}
            </dd>
          </Input>
        );
      })}
    </Inputs>
  );
}

const Inputs = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 0.75rem;
  margin: 0;
  font-size: ${fontSize('xs')};
`;

const Input = styled.div`
  display: inline-flex;
  gap: 0.25rem;
  dt {
    color: ${color('textMuted')};
  }
  dt::after {
    content: ':';
  }
  dd {
    margin: 0;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
  dd[data-missing] {
    font-weight: 400;
    font-style: italic;
    color: ${color('textMuted')};
  }
`;
