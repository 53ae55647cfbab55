import { useState } from 'react';
import styled from 'styled-components';
import {
  RICE_CRITERIA,
  SCORING_MODELS,
  SCORING_MODEL_LABELS,
  WEIGHTED_RATING,
  WSJF_CRITERIA,
  WSJF_SCALE,
  type IntakeCriterion,
  type ScoringCriterion,
  type ScoringModel,
} from '@portfolio/contracts';
import { TargetIcon } from '@portfolio/ui';
import { ChoiceCard } from '@portfolio/ui/choices';
import {
  CriteriaEditor,
  criteriaOf,
  criterionDraft,
  criterionProblems,
  type CriterionDraft,
} from './criteria-editor';
import { PartCard, useSettingsPart, type SettingsPartProps } from './settings-part';

/** How each model turns its inputs into a score, in a sentence. */
const FORMULAS: Record<ScoringModel, string> = {
  wsjf: `(Business value + time criticality + risk reduction) ÷ job size, each a relative estimate on the scale ${WSJF_SCALE.join(', ')}.`,
  rice: 'Reach × impact × confidence ÷ effort.',
  weighted: `The weighted mean of ${WEIGHTED_RATING.min}–${WEIGHTED_RATING.max} ratings of your own criteria; a criterion where lower is better (a cost, a risk) counts as ${WEIGHTED_RATING.max} − its rating.`,
};

const INPUTS: Partial<Record<ScoringModel, readonly ScoringCriterion[]>> = {
  wsjf: WSJF_CRITERIA,
  rice: RICE_CRITERIA,
};

interface Scoring {
  scoringModel: ScoringModel;
  criteria: CriterionDraft[];
}

export interface ScoringCardProps extends SettingsPartProps<{
  scoringModel: ScoringModel;
  criteria: IntakeCriterion[];
}> {
  /** The questions' keys: a new criterion's key differs from them too. */
  questionKeys: readonly string[];
}

/**
 * How proposals are ranked: WSJF, RICE or the company's own weighted criteria, each with the
 * inputs a proposal is scored on.
 */
export function ScoringCard({ companyId, saved, readOnly, questionKeys }: ScoringCardProps) {
  const part = useSettingsPart<Scoring>(
    companyId,
    { scoringModel: saved.scoringModel, criteria: saved.criteria.map(criterionDraft) },
    {
      // The criteria go with the weighted model; another model leaves the saved ones as they are.
      toBody: ({ scoringModel, criteria }) =>
        scoringModel === 'weighted'
          ? { scoringModel, criteria: criteriaOf(criteria, questionKeys) }
          : { scoringModel },
      what: 'Scoring model',
      savedNote: 'Open proposals are scored by it from now on.',
    },
  );
  const [tried, setTried] = useState(false);
  const { scoringModel, criteria } = part.draft;
  const weighted = scoringModel === 'weighted';
  const problems = tried && weighted ? criterionProblems(criteriaOf(criteria, questionKeys)) : [];

  const save = () => {
    setTried(true);
    const found = weighted ? criterionProblems(criteriaOf(criteria, questionKeys)) : [];
    part.submit(found.some(Boolean) ? 'Some criteria need a correction: see the table.' : null);
  };

  return (
    <PartCard
      title="Scoring Model"
      icon={<TargetIcon size={18} />}
      description="How proposals are ranked in the queue. A change scores the open proposals again; each changed score is in the proposal's history."
      part={readOnly ? undefined : { ...part, save }}
      saveLabel="Save Scoring"
    >
      <Models disabled={readOnly}>
        <legend>Scoring model</legend>
        {SCORING_MODELS.map((model) => (
          <Model key={model}>
            <input
              type="radio"
              name={`scoring-model-${companyId}`}
              value={model}
              checked={model === scoringModel}
              onChange={() => part.edit((current) => ({ ...current, scoringModel: model }))}
            />
            <span>
              <strong>{SCORING_MODEL_LABELS[model]}</strong>
              <Formula>{FORMULAS[model]}</Formula>
            </span>
          </Model>
        ))}
      </Models>
      {weighted ? (
        <CriteriaEditor
          criteria={criteria}
          problems={problems}
          readOnly={readOnly}
          onChange={(next) => part.edit((current) => ({ ...current, criteria: next }))}
        />
      ) : (
        <Inputs aria-label={`Inputs of ${SCORING_MODEL_LABELS[scoringModel]}`}>
          {INPUTS[scoringModel]?.map((input) => (
            <div key={input.id}>
              <dt>{input.label}</dt>
              <dd>{input.help}</dd>
            </div>
          ))}
        </Inputs>
      )}
    </PartCard>
  );
}

const Models = styled.fieldset`
  display: grid;
  gap: 0.5rem;
  margin: 0 0 1.25rem;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    margin-bottom: 0.5rem;
    font-size: ${(p) => p.theme.fontSize.sm};
    font-weight: 600;
  }
`;

const Model = styled(ChoiceCard)`
  strong {
    font-size: ${(p) => p.theme.fontSize.sm};
  }
`;

const Formula = styled.span`
  display: block;
  margin-top: 0.125rem;
  font-size: ${(p) => p.theme.fontSize.sm};
  color: ${(p) => p.theme.color.textMuted};
`;

const Inputs = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: 0.75rem 1.25rem;
  margin: 0;
  dt {
    font-size: ${(p) => p.theme.fontSize.sm};
    font-weight: 600;
  }
  dd {
    margin: 0.125rem 0 0;
    font-size: ${(p) => p.theme.fontSize.sm};
    color: ${(p) => p.theme.color.textMuted};
  }
`;
