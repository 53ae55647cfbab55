import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  AI_ACT_RISK_CLASS_LABELS,
  AI_ACT_ROLES_MESSAGE,
  ANNEX_III_AREAS,
  type AiActAssessment,
  type AiActQuestionnaire,
  type AiActRole,
  type Project,
} from '@portfolio/contracts';
import { FormDialog, LoadingRows, QueryView, mutationErrorMessage, useToast } from '@portfolio/ui';
import { useAiActQuestions, useSaveAiActAssessment } from '../api/ai-act';
import { AiActSuggestionsPanel } from './ai-act-suggestions';
import { Article, ErrorText } from './ai-act-parts';

/**
 * The questionnaire in a dialog: roles, then yes or no to each question; a model of the company
 * may suggest answers, each applied to the form only when accepted. Nothing is saved until
 * "Save assessment".
 */
export function AssessDialog({
  project,
  assessment,
  onClose,
}: {
  project: Project;
  assessment: AiActAssessment | null;
  onClose: () => void;
}) {
  const { toast } = useToast();
  const questions = useAiActQuestions();
  const save = useSaveAiActAssessment({ projectId: project.id, companyId: project.companyId });
  const [roles, setRoles] = useState<AiActRole[]>(assessment?.roles ?? []);
  const [answers, setAnswers] = useState<Record<string, boolean>>(assessment?.answers ?? {});
  const [error, setError] = useState<string | undefined>();
  // A typed answer and an accepted suggestion alike change only the form.
  const answer = (id: string, value: boolean) =>
    setAnswers((current) => ({ ...current, [id]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (roles.length === 0) {
      setError(AI_ACT_ROLES_MESSAGE);
      return;
    }
    setError(undefined);
    save.mutate(
      { roles, answers },
      {
        onSuccess: (saved) => {
          toast({
            title: `Assessed: ${AI_ACT_RISK_CLASS_LABELS[saved.riskClass]}`,
            description: saved.euAiActStatusReason,
          });
          onClose();
        },
        onError: (failure) =>
          setError(mutationErrorMessage(failure, 'Failed to save the assessment')),
      },
    );
  };

  return (
    <FormDialog
      size="lg"
      onClose={onClose}
      title={assessment ? 'Revisit the EU AI Act assessment' : 'Assess under the EU AI Act'}
      description="Your roles, then yes or no to each question. A question left unanswered counts as no."
      pending={save.isPending}
      onSubmit={submit}
      submitLabel="Save assessment"
      pendingLabel="Saving..."
      submitDisabled={!questions.isSuccess}
    >
      {error ? <ErrorText role="alert">{error}</ErrorText> : null}
      <QueryView
        query={questions}
        pending={<LoadingRows label="Loading the questionnaire" heights={['6rem']} />}
        errorTitle="The questionnaire could not be loaded"
      >
        {(questionnaire) => (
          <>
            <Suggestions>
              <AiActSuggestionsPanel projectId={project.id} answers={answers} onAccept={answer} />
            </Suggestions>
            <Questionnaire
              questionnaire={questionnaire}
              roles={roles}
              onRoles={setRoles}
              answers={answers}
              onAnswer={answer}
            />
          </>
        )}
      </QueryView>
    </FormDialog>
  );
}

/** A question's two answers, as the radios name and value them. */
const YES_NO = [
  ['Yes', true],
  ['No', false],
] as const;

function Questionnaire({
  questionnaire,
  roles,
  onRoles,
  answers,
  onAnswer,
}: {
  questionnaire: AiActQuestionnaire;
  roles: AiActRole[];
  onRoles: (roles: AiActRole[]) => void;
  answers: Record<string, boolean>;
  onAnswer: (id: string, value: boolean) => void;
}) {
  return (
    <Form>
      <Group>
        <legend>Your roles for this system</legend>
        <Choices>
          {questionnaire.roles.map((role) => (
            <label key={role.id}>
              <input
                type="checkbox"
                name="roles"
                value={role.id}
                checked={roles.includes(role.id)}
                onChange={(e) =>
                  onRoles(
                    e.target.checked
                      ? [...roles, role.id]
                      : roles.filter((other) => other !== role.id),
                  )
                }
              />
              {role.label}
            </label>
          ))}
        </Choices>
      </Group>
      {questionnaire.groups.map((group) => {
        const questions = questionnaire.questions.filter((q) => q.group === group.id);
        return (
          <Group key={group.id}>
            <legend>{group.label}</legend>
            {questions.map((question, index) => {
              const area =
                question.area !== undefined && question.area !== questions[index - 1]?.area
                  ? ANNEX_III_AREAS.find((a) => a.point === question.area)
                  : undefined;
              const answer = answers[question.id];
              return (
                <div key={question.id}>
                  {area ? (
                    <AreaHeading>
                      {area.point}. {area.title}
                    </AreaHeading>
                  ) : null}
                  <Question role="radiogroup">
                    <legend>
                      {question.text} <Article>({question.article})</Article>
                    </legend>
                    <YesNo>
                      {YES_NO.map(([label, value]) => (
                        <label key={label}>
                          <input
                            type="radio"
                            name={question.id}
                            value={label.toLowerCase()}
                            checked={answer === value}
                            onChange={() => onAnswer(question.id, value)}
                          />
                          {label}
                        </label>
                      ))}
                    </YesNo>
                  </Question>
                </div>
              );
            })}
          </Group>
        );
      })}
    </Form>
  );
}

/** Set apart from the questions: what a model says, not yet an answer. */
const Suggestions = styled.div`
  margin-bottom: 1.25rem;
  padding: 0.875rem 1rem;
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.surfaceMuted};
`;

const Form = styled.div`
  display: grid;
  gap: 1.25rem;
`;

const Group = styled.fieldset`
  border: none;
  margin: 0;
  padding: 0;
  min-width: 0;
  display: grid;
  gap: 0.75rem;
  & > legend {
    padding: 0;
    margin-bottom: 0.5rem;
    font-weight: 600;
  }
`;

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.25rem;
  label {
    display: inline-flex;
    align-items: center;
    gap: 0.5rem;
    font-size: ${(p) => p.theme.fontSize.sm};
  }
`;

const AreaHeading = styled.p`
  margin: 0.25rem 0 0.5rem;
  font-size: ${(p) => p.theme.fontSize.sm};
  font-weight: 600;
  color: ${(p) => p.theme.color.textMuted};
`;

const Question = styled.fieldset`
  border: none;
  margin: 0;
  padding: 0;
  min-width: 0;
  & > legend {
    padding: 0;
    margin-bottom: 0.25rem;
    font-size: ${(p) => p.theme.fontSize.sm};
  }
`;

const YesNo = styled(Choices)``;
