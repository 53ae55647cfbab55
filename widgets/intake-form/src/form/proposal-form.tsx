import { useCallback, useId, useRef, useState, type FormEvent } from 'react';
import { ProposalCreateBody, type IntakeQuestion, type Proposal } from '@portfolio/contracts';
import { Button, ErrorCard, describeError, useToast } from '@portfolio/ui';
import { QueryRows } from '@portfolio/ui/lists';
import { ProjectPageForm, emptyDraft, useProjectDraft } from '@portfolio/ui/project-form';
import { useIntakeSettings, useSubmitProposal } from '../api/proposals';
import { similarKey } from '../shared/merge-similar';
import { BasicFields } from './basic-fields';
import { IntakeQuestions, answerName } from './intake-questions';
import {
  answerErrors,
  proposalBody,
  type AnswerValues,
  type ScreeningAnswers,
} from './proposal-draft';
import { ScreeningQuestions } from './screening-questions';
import { SimilarItems } from './similar-items';
import { useSimilarItems } from './use-similar-items';

export interface ProposalFormProps {
  companyId: string;
  navigate: (path: string) => void;
  /** The proposal the API made of the form; the page clears the form then. */
  onSubmitted: (proposal: Proposal) => void;
}

const NO_QUESTIONS: readonly IntakeQuestion[] = [];

/**
 * The intake form: the project's basic fields (checked as the project form checks them), the
 * company's questions (checked by the contract's rule), the EU AI Act screening with its tier
 * previewed, and the similar projects and proposals offered while typing. A submit whose final
 * text finds duplicates not offered yet is held once, to offer them; then it is sent.
 */
export function ProposalForm({ companyId, navigate, onSubmitted }: ProposalFormProps) {
  const { toast } = useToast();
  const settings = useIntakeSettings(companyId);
  const submit = useSubmitProposal(companyId);
  const { draft, errors, acceptFromServer, onChange, check } = useProjectDraft(emptyDraft);
  const [answers, setAnswers] = useState<AnswerValues>({});
  const [answerProblems, setAnswerProblems] = useState<Record<string, string>>({});
  const [screening, setScreening] = useState<ScreeningAnswers>({});
  const [checking, setChecking] = useState(false);
  const [held, setHeld] = useState(false);
  const similar = useSimilarItems(companyId, draft.name, draft.problemStatement);
  const formRef = useRef<HTMLFormElement>(null);
  const similarId = useId();
  const questions = settings.data?.questions ?? NO_QUESTIONS;
  const pending = submit.isPending || checking;

  const answer = (id: string, value: string | boolean) => {
    setAnswers((current) => ({ ...current, [id]: value }));
    setAnswerProblems(({ [id]: _cleared, ...rest }) => rest);
  };
  // Stable, so the long screening list is not drawn again on every key typed elsewhere.
  const screen = useCallback(
    (id: string, value: boolean) => setScreening((current) => ({ ...current, [id]: value })),
    [],
  );

  /** The company's questions answered as asked: marks and focuses the first that is not. */
  const checkAnswers = () => {
    const problems = answerErrors(questions, answers);
    setAnswerProblems(problems);
    const first = questions.find((q) => q.id in problems);
    return { valid: !first, focus: () => focusAnswer(formRef.current, first) };
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending || !settings.isSuccess) return;
    const body = proposalBody(draft, questions, answers, screening);
    const basics = check(ProposalCreateBody, body, formRef.current);
    const company = checkAnswers();
    if (!basics) return;
    if (!company.valid) {
      toast({
        title: 'Validation Error',
        description: 'Please answer the highlighted questions',
        variant: 'destructive',
      });
      company.focus();
      return;
    }
    if (!held) {
      setChecking(true);
      const found = await similar.check();
      setChecking(false);
      const offered = new Set(similar.items.map(similarKey));
      if (found.some((item) => !offered.has(similarKey(item)))) {
        setHeld(true);
        // Inside the form, which may sit in another page's shadow root.
        requestAnimationFrame(() =>
          formRef.current?.querySelector<HTMLElement>(`[id="${similarId}"]`)?.focus(),
        );
        return;
      }
    }
    submit.mutate(body, {
      onSuccess: onSubmitted,
      onError: acceptFromServer,
    });
  };

  return (
    <ProjectPageForm
      ref={formRef}
      label="Propose an AI project"
      onSubmit={onSubmit}
      pending={submit.isPending}
      actions={
        <Button type="submit" $size="lg" disabled={pending || !settings.isSuccess}>
          {submit.isPending
            ? 'Submitting...'
            : checking
              ? 'Checking for similar projects...'
              : held
                ? 'Submit anyway'
                : 'Submit proposal'}
        </Button>
      }
    >
      <BasicFields draft={draft} onChange={onChange} errors={errors} />
      <SimilarItems id={similarId} items={similar.items} navigate={navigate} held={held} />
      <QueryRows
        query={settings}
        loading={{ label: "Loading your company's questions", heights: ['8rem'] }}
        errorTitle="Your company’s questions could not be loaded"
      >
        {({ questions: asked }) =>
          asked.length > 0 ? (
            <IntakeQuestions
              questions={asked}
              values={answers}
              errors={answerProblems}
              onAnswer={answer}
            />
          ) : null
        }
      </QueryRows>
      <ScreeningQuestions answers={screening} onAnswer={screen} />
      {submit.isError ? (
        <ErrorCard
          title="Your proposal could not be submitted"
          message={describeError(submit.error)}
        />
      ) : null}
    </ProjectPageForm>
  );
}

/** Moves the focus to a question's answer: its control, or the first of its radios. */
function focusAnswer(form: HTMLFormElement | null, question: IntakeQuestion | undefined) {
  if (!form || !question) return;
  const control = form.querySelector<HTMLElement>(`[name="${answerName(question.id)}"]`);
  control?.focus({ preventScroll: true });
  control?.scrollIntoView?.({ block: 'center' });
}
