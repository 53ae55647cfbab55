import { memo } from 'react';
import {
  AI_ACT_QUESTION_GROUP_LABELS,
  INTAKE_SCREENING_GROUPS,
  INTAKE_SCREENING_QUESTIONS,
  screeningTier,
} from '@portfolio/contracts';
import { Button, Grid, ShieldCheckIcon } from '@portfolio/ui';
import { AiActQuestionGroup } from '@portfolio/ui/questions';
import type { ScreeningAnswers } from './proposal-draft';
import { TierPreview } from './tier-preview';
import { SectionCard } from '../shared/section-card';

export interface ScreeningQuestionsProps {
  answers: ScreeningAnswers;
  onAnswer: (id: string, value: boolean) => void;
}

const GROUPS = INTAKE_SCREENING_GROUPS.map((group) => ({
  id: group,
  label: AI_ACT_QUESTION_GROUP_LABELS[group],
  questions: INTAKE_SCREENING_QUESTIONS.filter((q) => q.group === group),
}));

/**
 * The EU AI Act screening: yes or no to each question of the three groups (prohibited
 * practices, Annex III uses, transparency), the Annex III ones under their areas, and the tier
 * the answers give so far, previewed by the contract's own classification.
 */
export const ScreeningQuestions = memo(function ScreeningQuestions({
  answers,
  onAnswer,
}: ScreeningQuestionsProps) {
  return (
    <SectionCard
      icon={<ShieldCheckIcon size={18} />}
      title="EU AI Act screening"
      description="Yes or no to each question sets the proposal's first risk tier. The full assessment follows once it is a project."
    >
      <Grid $gap="1.5rem">
        {GROUPS.map((group) => {
          const open = group.questions.filter((q) => answers[q.id] === undefined);
          return (
            <AiActQuestionGroup
              key={group.id}
              label={group.label}
              questions={group.questions}
              answers={answers}
              onAnswer={onAnswer}
            >
              {open.length > 0 ? (
                <NoneApply
                  group={group.label}
                  answered={open.length < group.questions.length}
                  onAnswerNo={() => open.forEach((q) => onAnswer(q.id, false))}
                />
              ) : null}
            </AiActQuestionGroup>
          );
        })}
        <TierPreview screening={screeningTier(answers)} />
      </Grid>
    </SectionCard>
  );
});

/** Answers no to the group's questions still open: most ideas touch none of them. */
function NoneApply({
  group,
  answered,
  onAnswerNo,
}: {
  group: string;
  answered: boolean;
  onAnswerNo: () => void;
}) {
  const label = answered ? 'None of the others apply' : 'None of these apply';
  return (
    <div>
      <Button $variant="outline" $size="sm" aria-label={`${label}: ${group}`} onClick={onAnswerNo}>
        {label}
      </Button>
    </div>
  );
}
