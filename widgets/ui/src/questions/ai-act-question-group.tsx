import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ANNEX_III_AREAS, type AiActQuestionnaire } from '@portfolio/contracts';
import { bareFieldset } from '@portfolio/ui/choices';
import { YesNoQuestion } from './yes-no-question';
import { AiActArticle } from './ai-act-reasons';

export interface AiActQuestionGroupProps {
  /** The group's name, e.g. "Prohibited practices (Article 5)". */
  label: string;
  /** The group's questions in the order they are asked (the API's or the contract's own). */
  questions: ReadonlyArray<AiActQuestionnaire['questions'][number]>;
  /** The answers given, by question id; an unanswered question is absent. */
  answers: Readonly<Record<string, boolean>>;
  onAnswer: (id: string, value: boolean) => void;
  /** After the questions, e.g. a way to answer the rest at once. */
  children?: ReactNode;
}

/**
 * One group of the EU AI Act questionnaire, as a project's assessment and a proposal's screening
 * both ask it: yes or no to each question with its article, the Annex III ones under the heading
 * of their area. A group that follows another is ruled off from it.
 */
export function AiActQuestionGroup({
  label,
  questions,
  answers,
  onAnswer,
  children,
}: AiActQuestionGroupProps) {
  return (
    <Group>
      <legend>{label}</legend>
      {questions.map((question, index) => {
        const area =
          question.area !== undefined && question.area !== questions[index - 1]?.area
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
                  {question.text} <AiActArticle>({question.article})</AiActArticle>
                </>
              }
              value={answers[question.id]}
              onChange={(value) => onAnswer(question.id, value)}
            />
          </div>
        );
      })}
      {children}
    </Group>
  );
}

const Group = styled.fieldset`
  ${bareFieldset}
  display: grid;
  gap: 0.875rem;
  & + & {
    padding-top: 1.25rem;
    border-top: 1px solid ${(p) => p.theme.color.border};
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
