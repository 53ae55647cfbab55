import { memo } from 'react';
import styled from 'styled-components';
import {
  AI_ACT_QUESTION_GROUP_LABELS,
  ANNEX_III_AREAS,
  INTAKE_SCREENING_GROUPS,
  INTAKE_SCREENING_QUESTIONS,
  screeningTier,
} from '@portfolio/contracts';
import { Button, CardContent, ShieldCheckIcon, TitledCard } from '@portfolio/ui';
import type { ScreeningAnswers } from './proposal-draft';
import { TierPreview } from './tier-preview';
import { YesNoQuestion } from './yes-no-question';

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
    <TitledCard
      icon={<ShieldCheckIcon size={18} />}
      title="EU AI Act screening"
      description="Yes or no to each question sets the proposal's first risk tier. The full assessment follows once it is a project."
    >
      <CardContent>
        <Groups>
          {GROUPS.map((group) => {
            const open = group.questions.filter((q) => answers[q.id] === undefined);
            return (
              <Group key={group.id}>
                <legend>{group.label}</legend>
                {group.questions.map((question, index) => {
                  const previous = group.questions[index - 1];
                  const area =
                    question.area !== undefined && question.area !== previous?.area
                      ? ANNEX_III_AREAS.find((a) => a.point === question.area)
                      : undefined;
                  return (
                    <div key={question.id}>
                      {area ? (
                        <AreaHeading>
                          {area.point}. {area.title}
                        </AreaHeading>
                      ) : null}
                      <YesNoQuestion
                        name={question.id}
                        question={
                          <>
                            {question.text} <Article>({question.article})</Article>
                          </>
                        }
                        value={answers[question.id]}
                        onChange={(value) => onAnswer(question.id, value)}
                      />
                    </div>
                  );
                })}
                {open.length > 0 ? (
                  <NoneApply
                    group={group.label}
                    answered={open.length < group.questions.length}
                    onAnswerNo={() => open.forEach((q) => onAnswer(q.id, false))}
                  />
                ) : null}
              </Group>
            );
          })}
          <TierPreview screening={screeningTier(answers)} />
        </Groups>
      </CardContent>
    </TitledCard>
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

const Groups = styled.div`
  display: grid;
  gap: 1.5rem;
`;

const Group = styled.fieldset`
  border: none;
  margin: 0;
  padding: 1.25rem 0 0;
  border-top: 1px solid ${(p) => p.theme.color.border};
  min-width: 0;
  display: grid;
  gap: 0.875rem;
  &:first-child {
    padding-top: 0;
    border-top: none;
  }
  & > legend {
    float: left;
    width: 100%;
    padding: 0;
    font-weight: 600;
  }
`;

const AreaHeading = styled.p`
  margin: 0.25rem 0 0.5rem;
  font-size: ${(p) => p.theme.fontSize.sm};
  font-weight: 600;
  color: ${(p) => p.theme.color.textMuted};
`;

const Article = styled.span`
  color: ${(p) => p.theme.color.textMuted};
  white-space: nowrap;
`;
