import { useState } from 'react';
import styled from 'styled-components';
import { INTAKE_LIMITS, type IntakeQuestion } from '@portfolio/contracts';
import {
  Badge,
  Button,
  ChevronDownIcon,
  IconButton,
  ListChecksIcon,
  PencilIcon,
  PlusIcon,
} from '@portfolio/ui';
import {
  ItemMain,
  ItemMeta,
  ItemTop,
  ListEmpty,
  ListRow,
  ListRows,
  RemoveButton,
} from '@portfolio/ui/lists';
import { QUESTION_KIND_LABELS, QuestionDialog } from './question-dialog';
import { PartCard, useSettingsPart, type SettingsPartProps } from './settings-part';

/** The list with the question at `from` moved to `to`. */
const moved = <T,>(list: readonly T[], from: number, to: number) => {
  const next = [...list];
  next.splice(to, 0, ...next.splice(from, 1));
  return next;
};

export interface QuestionsCardProps extends SettingsPartProps<IntakeQuestion[]> {
  /** The weighted model's criterion keys: a new question's key differs from them too. */
  criterionKeys: readonly string[];
}

/**
 * The company's own questions on the intake form, in the order it asks them: added, edited,
 * moved and removed here, then saved together.
 */
export function QuestionsCard({ companyId, saved, readOnly, criterionKeys }: QuestionsCardProps) {
  const part = useSettingsPart(companyId, saved, {
    toBody: (questions) => ({ questions }),
    what: 'Intake questions',
    savedNote: 'The intake form asks them from now on.',
  });
  // The question being edited by its place in the list, or 'new'.
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const questions = part.draft;
  const full = questions.length >= INTAKE_LIMITS.questions;

  const done = (question: IntakeQuestion) => {
    part.edit((current) =>
      editing === 'new'
        ? [...current, question]
        : current.map((q, i) => (i === editing ? question : q)),
    );
    setEditing(null);
  };

  return (
    <PartCard
      title="Intake Questions"
      icon={<ListChecksIcon size={18} />}
      description="Asked on the intake form after the project's name, problem, department and owner, in this order."
      part={readOnly ? undefined : part}
      saveLabel="Save Questions"
      actions={
        readOnly ? null : (
          <Button $variant="outline" disabled={full} onClick={() => setEditing('new')}>
            <PlusIcon size={16} />
            Add Question
          </Button>
        )
      }
    >
      {questions.length === 0 ? (
        <ListEmpty>
          No questions of your own yet: the form asks only the basic fields and the EU AI Act
          screening.
        </ListEmpty>
      ) : (
        <ListRows as="ol" aria-label="Intake questions">
          {questions.map((question, index) => (
            <ListRow key={question.id}>
              <Position aria-hidden="true">{index + 1}</Position>
              <ItemMain>
                <ItemTop>
                  <strong>{question.label}</strong>
                  <Badge $size="sm">{QUESTION_KIND_LABELS[question.kind]}</Badge>
                  {question.required ? (
                    <Badge $size="sm" $tone="blue">
                      Required
                    </Badge>
                  ) : null}
                </ItemTop>
                {question.help ? <ItemMeta>{question.help}</ItemMeta> : null}
                {question.kind === 'choice' ? (
                  <ItemMeta>Choices: {question.choices?.join(', ')}</ItemMeta>
                ) : null}
              </ItemMain>
              {readOnly ? null : (
                <Actions>
                  <IconButton
                    aria-label={`Move ${question.label} up`}
                    disabled={index === 0}
                    onClick={() => part.edit((current) => moved(current, index, index - 1))}
                  >
                    <ChevronDownIcon size={16} style={{ transform: 'rotate(180deg)' }} />
                  </IconButton>
                  <IconButton
                    aria-label={`Move ${question.label} down`}
                    disabled={index === questions.length - 1}
                    onClick={() => part.edit((current) => moved(current, index, index + 1))}
                  >
                    <ChevronDownIcon size={16} />
                  </IconButton>
                  <IconButton
                    aria-label={`Edit ${question.label}`}
                    onClick={() => setEditing(index)}
                  >
                    <PencilIcon size={15} />
                  </IconButton>
                  <RemoveButton
                    aria-label={`Remove ${question.label}`}
                    onClick={() => part.edit((current) => current.filter((_, i) => i !== index))}
                  />
                </Actions>
              )}
            </ListRow>
          ))}
        </ListRows>
      )}
      {editing !== null ? (
        <QuestionDialog
          question={editing === 'new' ? null : questions[editing]!}
          takenKeys={[
            ...questions.filter((_, i) => i !== editing).map((q) => q.id),
            ...criterionKeys,
          ]}
          onClose={() => setEditing(null)}
          onDone={done}
        />
      ) : null}
    </PartCard>
  );
}

const Position = styled.span`
  flex-shrink: 0;
  width: 1.5rem;
  text-align: center;
  font-variant-numeric: tabular-nums;
  color: ${(p) => p.theme.color.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-shrink: 0;
  gap: 0.125rem;
`;
