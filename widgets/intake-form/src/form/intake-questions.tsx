import type { ChangeEvent } from 'react';
import type { IntakeQuestion } from '@portfolio/contracts';
import { Field, Grid, Input, ListChecksIcon, Select, Textarea } from '@portfolio/ui';
import { YesNoQuestion } from '@portfolio/ui/questions';
import type { AnswerValues } from './proposal-draft';
import { SectionCard } from '../shared/section-card';

export interface IntakeQuestionsProps {
  /** The company's questions, in the order its settings give them. */
  questions: readonly IntakeQuestion[];
  values: AnswerValues;
  errors: Record<string, string>;
  onAnswer: (id: string, value: string | boolean) => void;
}

/** The control's name of a question's answer: how the form finds it to focus. */
export const answerName = (questionId: string) => `answer-${questionId}`;

/** The questions the company asks of every proposal: text, choice, number or yes/no. */
export function IntakeQuestions({ questions, values, errors, onAnswer }: IntakeQuestionsProps) {
  return (
    <SectionCard
      icon={<ListChecksIcon size={18} />}
      title="Your company’s questions"
      description="What the portfolio team asks of every idea. Questions marked * need an answer."
    >
      <Grid>
        {questions.map((question) => (
          <QuestionControl
            key={question.id}
            question={question}
            value={values[question.id]}
            error={errors[question.id]}
            onAnswer={(value) => onAnswer(question.id, value)}
          />
        ))}
      </Grid>
    </SectionCard>
  );
}

function QuestionControl({
  question,
  value,
  error,
  onAnswer,
}: {
  question: IntakeQuestion;
  value: string | boolean | undefined;
  error: string | undefined;
  onAnswer: (value: string | boolean) => void;
}) {
  const name = answerName(question.id);
  const hint = question.help || undefined;
  if (question.kind === 'yes_no') {
    return (
      <YesNoQuestion
        name={name}
        question={question.label}
        value={typeof value === 'boolean' ? value : undefined}
        onChange={onAnswer}
        required={question.required}
        hint={hint}
        error={error}
      />
    );
  }
  const bound = {
    name,
    value: typeof value === 'string' ? value : '',
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      onAnswer(event.target.value),
  };
  return (
    <Field
      label={question.label}
      required={question.required}
      hint={hint}
      error={error}
      id={`proposal-${name}`}
    >
      {question.kind === 'choice' ? (
        <Select {...bound} placeholder="Choose one" options={question.choices ?? []} />
      ) : question.kind === 'number' ? (
        <Input {...bound} type="number" inputMode="decimal" step="any" />
      ) : (
        <Textarea {...bound} rows={2} />
      )}
    </Field>
  );
}
