import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  AI_ACT_RISK_CLASS_LABELS,
  AI_ACT_ROLES_MESSAGE,
  type AiActAssessment,
  type AiActQuestionnaire,
  type AiActRole,
  type Project,
} from '@portfolio/contracts';
import { FormDialog, mutationErrorMessage, useToast } from '@portfolio/ui';
import { ChoiceRow, bareFieldset } from '@portfolio/ui/choices';
import { QueryRows } from '@portfolio/ui/lists';
import { AiActQuestionGroup } from '@portfolio/ui/questions';
import { useAiActQuestions, useSaveAiActAssessment } from '../api/ai-act';
import { AiActSuggestionsPanel } from './ai-act-suggestions';
import { ErrorText } from './ai-act-parts';
import { projectScope } from '../shared/project-scope';

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
  const save = useSaveAiActAssessment(projectScope(project));
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
      <QueryRows
        query={questions}
        loading={{ label: 'Loading the questionnaire', heights: ['6rem'] }}
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
      </QueryRows>
    </FormDialog>
  );
}

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
        <ChoiceRow>
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
        </ChoiceRow>
      </Group>
      {questionnaire.groups.map((group) => (
        <AiActQuestionGroup
          key={group.id}
          label={group.label}
          questions={questionnaire.questions.filter((q) => q.group === group.id)}
          answers={answers}
          onAnswer={onAnswer}
        />
      ))}
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
  ${bareFieldset}
  display: grid;
  gap: 0.75rem;
  & > legend {
    padding: 0;
    margin-bottom: 0.5rem;
    font-weight: 600;
  }
`;
