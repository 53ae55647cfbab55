import { useState } from 'react';
import styled from 'styled-components';
import {
  AI_ACT_QUESTIONS,
  ANNEX_III_AREAS,
  llmEndpointOf,
  suggestionNotice,
  type AiActAnswers,
  type AiActAnswerSuggestion,
  type AiActQuestion,
  type AiActSuggestions as Suggestions,
} from '@portfolio/contracts';
import {
  Badge,
  Button,
  Field,
  QueryErrorCard,
  Select,
  Skeleton,
  SparklesIcon,
  mutationErrorMessage,
  Grid,
  MutedText,
} from '@portfolio/ui';
import { useCompanyLlmModels, useSuggestAiActAnswers } from '../api/ai-act-suggestions';
import { useProject } from '../api/get-project';
import { Empty, Row, Rows } from '../shared/list-card-parts';

export interface AiActSuggestionsPanelProps {
  projectId: string;
  /** Called when the person accepts one suggested answer; nothing is applied otherwise. */
  onAccept: (questionId: string, answer: boolean) => void;
  /** The questionnaire's current answers: a suggestion that matches one says so. */
  answers?: AiActAnswers;
}

const QUESTIONS = new Map(AI_ACT_QUESTIONS.map((question) => [question.id, question]));

/**
 * Suggestions for a project's EU AI Act answers from one of the company's models (those an
 * admin turned suggestions on for). Says where the project's text goes before it is sent, and
 * lists each suggested answer with the model's reason and its own Accept button: an answer
 * changes only when the person accepts it.
 */
export function AiActSuggestionsPanel({
  projectId,
  onAccept,
  answers = {},
}: AiActSuggestionsPanelProps) {
  const project = useProject(projectId);
  const companyId = project.data?.companyId;
  const models = useCompanyLlmModels(companyId);
  const suggest = useSuggestAiActAnswers({ projectId, companyId });
  const enabled = (models.data ?? []).filter((model) => model.suggestionsEnabled);
  const [picked, setPicked] = useState('');
  const [accepted, setAccepted] = useState<Record<string, boolean>>({});
  const model =
    enabled.find((m) => m.id === picked) ?? (enabled.length === 1 ? enabled[0] : undefined);

  const ask = () => {
    if (!model) return;
    setAccepted({});
    suggest.mutate(model.id);
  };

  const accept = (suggestion: AiActAnswerSuggestion) => {
    onAccept(suggestion.questionId, suggestion.answer);
    setAccepted((current) => ({ ...current, [suggestion.questionId]: suggestion.answer }));
  };

  return (
    <Grid as="section" $gap="0.75rem" aria-labelledby={`ai-act-suggest-${projectId}`}>
      <Title id={`ai-act-suggest-${projectId}`}>
        <SparklesIcon size={16} aria-hidden="true" />
        Suggest answers with a model
      </Title>
      {project.isPending || models.isPending ? (
        <Skeleton $height="4.5rem" role="status" aria-label="Loading the models" />
      ) : project.isError ? (
        <QueryErrorCard title="The project could not be loaded" query={project} />
      ) : models.isError ? (
        <QueryErrorCard title="The models could not be loaded" query={models} />
      ) : enabled.length === 0 ? (
        <Empty>
          No model may suggest answers yet. An admin turns suggestions on for a model on the LLM
          page.
        </Empty>
      ) : (
        // A group, not a form: the panel sits inside the questionnaire's own form.
        <Grid $gap="0.5rem" role="group" aria-label="Ask a model for suggestions">
          <Field
            label="Model"
            hint={
              model
                ? suggestionNotice(model.vendor, llmEndpointOf(model))
                : "Pick a model; the project's text is sent to its vendor."
            }
          >
            <Select
              value={model?.id ?? ''}
              placeholder="Select a model"
              options={enabled.map((m) => ({ value: m.id, label: `${m.name} (${m.vendor})` }))}
              onChange={(event) => setPicked(event.target.value)}
              disabled={suggest.isPending}
            />
          </Field>
          <Actions>
            <Button type="button" onClick={ask} disabled={!model || suggest.isPending}>
              {suggest.isPending && model ? `Asking ${model.name}...` : 'Suggest answers'}
            </Button>
          </Actions>
        </Grid>
      )}
      {suggest.isError ? (
        <Failure role="alert">
          {mutationErrorMessage(suggest.error, 'The model could not suggest answers')} Nothing was
          applied.
        </Failure>
      ) : null}
      {suggest.data && !suggest.isPending ? (
        <SuggestionList
          result={suggest.data}
          answers={answers}
          accepted={accepted}
          onAccept={accept}
        />
      ) : null}
    </Grid>
  );
}

function SuggestionList({
  result,
  answers,
  accepted,
  onAccept,
}: {
  result: Suggestions;
  answers: AiActAnswers;
  accepted: Record<string, boolean>;
  onAccept: (suggestion: AiActAnswerSuggestion) => void;
}) {
  const known = result.suggestions.filter((s) => QUESTIONS.has(s.questionId));
  const yes = known.filter((s) => s.answer);
  const no = known.filter((s) => !s.answer);
  const area = ANNEX_III_AREAS.find((a) => a.point === result.annexIIIArea);
  const row = (suggestion: AiActAnswerSuggestion) => (
    <SuggestionRow
      key={suggestion.questionId}
      suggestion={suggestion}
      question={QUESTIONS.get(suggestion.questionId)!}
      state={
        accepted[suggestion.questionId] === suggestion.answer
          ? 'accepted'
          : answers[suggestion.questionId] === suggestion.answer
            ? 'answered'
            : 'open'
      }
      onAccept={() => onAccept(suggestion)}
    />
  );
  return (
    <Grid as="section" $gap="0.625rem" aria-label={`Suggestions of ${result.llmModel.name}`}>
      <Summary>
        <strong>
          {result.llmModel.name} ({result.llmModel.vendor}) suggests
          {area ? ` Annex III point ${area.point}, ${area.title}` : ' no Annex III area'}.
        </strong>{' '}
        {result.rationale}
      </Summary>
      <MutedText>Review each suggestion: an answer changes only when you accept it.</MutedText>
      <GroupTitle>Suggested yes ({yes.length})</GroupTitle>
      {yes.length === 0 ? (
        <Empty>The model answers no to every question it was asked.</Empty>
      ) : (
        <Rows as="ul" aria-label="Suggested yes">
          {yes.map(row)}
        </Rows>
      )}
      {no.length > 0 ? (
        <Details>
          <summary>Suggested no ({no.length})</summary>
          <Rows as="ul" aria-label="Suggested no">
            {no.map(row)}
          </Rows>
        </Details>
      ) : null}
    </Grid>
  );
}

function SuggestionRow({
  suggestion,
  question,
  state,
  onAccept,
}: {
  suggestion: AiActAnswerSuggestion;
  question: AiActQuestion;
  state: 'open' | 'accepted' | 'answered';
  onAccept: () => void;
}) {
  const answer = suggestion.answer ? 'yes' : 'no';
  return (
    <SuggestionItem data-testid="ai-act-suggestion">
      <Main>
        <QuestionText>{question.text}</QuestionText>
        <Meta>
          <Badge $tone={suggestion.answer ? 'amber' : 'slate'} $size="sm">
            Suggested {answer}
          </Badge>{' '}
          {question.article}
        </Meta>
        <Rationale>{suggestion.rationale}</Rationale>
      </Main>
      {state === 'open' ? (
        <Button
          type="button"
          $variant="outline"
          $size="sm"
          onClick={onAccept}
          aria-label={`Accept ${answer}: ${question.text}`}
        >
          Accept {answer}
        </Button>
      ) : (
        <Status>{state === 'accepted' ? 'Accepted' : 'Already your answer'}</Status>
      )}
    </SuggestionItem>
  );
}

const Title = styled.h3`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  margin: 0;
  font-size: ${(p) => p.theme.fontSize.md};
  font-weight: 600;
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
`;

const Failure = styled.p`
  margin: 0;
  padding: 0.75rem 1rem;
  border: 1px solid ${(p) => p.theme.tone.red.border};
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.tone.red.bg};
  color: ${(p) => p.theme.tone.red.fg};
  font-size: ${(p) => p.theme.fontSize.sm};
`;

const Summary = styled.p`
  margin: 0;
  font-size: ${(p) => p.theme.fontSize.sm};
`;

const GroupTitle = styled.h4`
  margin: 0.25rem 0 0;
  font-size: ${(p) => p.theme.fontSize.sm};
  font-weight: 600;
`;

const Details = styled.details`
  summary {
    cursor: pointer;
    font-size: ${(p) => p.theme.fontSize.sm};
    font-weight: 600;
    margin-bottom: 0.5rem;
  }
`;

const SuggestionItem = styled(Row)`
  align-items: flex-start;
  flex-wrap: wrap;
`;

const Main = styled.div`
  flex: 1 1 16rem;
  min-width: 0;
  display: grid;
  gap: 0.25rem;
`;

const QuestionText = styled.p`
  margin: 0;
  font-size: ${(p) => p.theme.fontSize.sm};
  font-weight: 500;
  overflow-wrap: anywhere;
`;

const Meta = styled.p`
  margin: 0;
  color: ${(p) => p.theme.color.textMuted};
  font-size: ${(p) => p.theme.fontSize.xs};
`;

const Rationale = styled.p`
  margin: 0;
  font-size: ${(p) => p.theme.fontSize.sm};
  overflow-wrap: anywhere;
`;

const Status = styled.span`
  color: ${(p) => p.theme.color.textMuted};
  font-size: ${(p) => p.theme.fontSize.sm};
  white-space: nowrap;
`;
