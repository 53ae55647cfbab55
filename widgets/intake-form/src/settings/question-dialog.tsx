import { useState } from 'react';
import {
  INTAKE_LIMITS,
  INTAKE_MESSAGES,
  INTAKE_QUESTION_KINDS,
  IntakeQuestion,
  type IntakeQuestionKind,
} from '@portfolio/contracts';
import { checkFields } from '@portfolio/contracts/validation';
import {
  Field,
  FormDialog,
  Grid,
  Input,
  Select,
  Switch,
  Textarea,
  useFieldErrors,
} from '@portfolio/ui';
import { labelledOptions, useFormValues } from '@portfolio/ui/forms';
import { keyFromLabel } from './question-key';

export const QUESTION_KIND_LABELS: Record<IntakeQuestionKind, string> = {
  text: 'Text',
  choice: 'Choice of a list',
  number: 'Number',
  yes_no: 'Yes or no',
};

export interface QuestionDialogProps {
  /** The question to edit; null to add one. */
  question: IntakeQuestion | null;
  /** The keys in use by the other questions and criteria: a new question's key is none of them. */
  takenKeys: readonly string[];
  onClose: () => void;
  /** The question as the admin left it (not saved yet: the card's Save sends it). */
  onDone: (question: IntakeQuestion) => void;
}

type QuestionField = 'label' | 'help' | 'choices' | 'id';

/**
 * Add or edit one intake question: its wording, help, kind of answer, whether it must be
 * answered and, for a choice, the choices one per line. A new question's key is made from its
 * wording; an existing one keeps its key, so answers given before stay with it.
 */
export function QuestionDialog({ question, takenKeys, onClose, onDone }: QuestionDialogProps) {
  const [kind, setKind] = useState<IntakeQuestionKind>(question?.kind ?? 'text');
  const [required, setRequired] = useState(question?.required ?? false);
  const { errors, accept, clear } = useFieldErrors<QuestionField>();
  const { values, set, bind } = useFormValues(
    () => ({
      label: question?.label ?? '',
      help: question?.help ?? '',
      choices: (question?.choices ?? []).join('\n'),
    }),
    clear,
  );
  const { label, help, choices } = values;
  const id = question?.id ?? keyFromLabel(label, takenKeys, 'question');

  const submit = () => {
    const listed = [...new Set(choices.split('\n').map((c) => c.trim()))].filter(Boolean);
    const next: IntakeQuestion = {
      id,
      label: label.trim(),
      ...(help.trim() ? { help: help.trim() } : {}),
      kind,
      required,
      ...(kind === 'choice' ? { choices: listed } : {}),
    };
    const found: Partial<Record<QuestionField, string>> = {};
    for (const [field, message] of Object.entries(checkFields(IntakeQuestion, next))) {
      // A choice's own message (`choices.2`) is said under the choices.
      const name = field.split('.')[0] as QuestionField;
      found[name] ??= message;
    }
    if (kind === 'choice' && listed.length === 0) found.choices ??= INTAKE_MESSAGES.choicesNeeded;
    if (accept(found)) onDone(next);
  };

  return (
    <FormDialog
      onClose={onClose}
      title={question ? 'Edit Question' : 'Add Question'}
      description="Everyone who proposes a project answers it on the intake form."
      onSubmit={submit}
      submitLabel={question ? 'Done' : 'Add Question'}
      // Nothing is sent from here: the card's Save does it.
      pending={false}
      pendingLabel=""
    >
      <Grid $gap="0.75rem">
        <Field
          label="Question"
          required
          error={errors.label ?? errors.id}
          hint={
            question
              ? `Key ${id}: kept when the wording changes.`
              : `Its answers are stored under the key ${id}.`
          }
        >
          <Input
            value={label}
            maxLength={INTAKE_LIMITS.label}
            onChange={(e) => {
              set('label', e.target.value);
              clear('id');
            }}
          />
        </Field>
        <Field label="Help" error={errors.help} hint="A line under the question (optional).">
          <Textarea rows={2} maxLength={INTAKE_LIMITS.help} {...bind('help')} />
        </Field>
        <Field label="Kind of answer">
          <Select
            value={kind}
            options={labelledOptions(INTAKE_QUESTION_KINDS, QUESTION_KIND_LABELS)}
            onChange={(e) => {
              setKind(e.target.value as IntakeQuestionKind);
              clear('choices');
            }}
          />
        </Field>
        {kind === 'choice' ? (
          <Field
            label="Choices"
            required
            error={errors.choices}
            hint={`One per line, up to ${INTAKE_LIMITS.choices}.`}
          >
            <Textarea rows={4} {...bind('choices')} />
          </Field>
        ) : null}
        <Field label="Required" hint="A proposal cannot be sent without an answer.">
          <Switch checked={required} onCheckedChange={setRequired} />
        </Field>
      </Grid>
    </FormDialog>
  );
}
