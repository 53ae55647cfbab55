import { useState } from 'react';
import styled from 'styled-components';
import {
  BREACH_RISK_LABELS,
  BREACH_RISKS,
  GDPR_ROLE_LABELS,
  GDPR_ROLES,
  INCIDENT_QUESTIONS,
  INCIDENT_QUESTION_LABELS as Q,
  SERIOUS_INCIDENT_KINDS,
  SERIOUS_INCIDENT_KIND_LABELS,
  formatCount,
  type IncidentAnswersBody,
  type IncidentDetail,
} from '@portfolio/contracts';
import {
  Button,
  TitledCard,
  CardContent,
  Field,
  Grid,
  Input,
  ListChecksIcon,
  Select,
  useToast,
  formatInstant,
  MutedText,
} from '@portfolio/ui';
import { CheckboxGroup } from '@portfolio/ui/choices';
import { useAnswerIncident } from '../api/incidents';
import { fromLocalInput, toLocalInput } from './incident-time';

type Draft = { [K in keyof IncidentAnswersBody]-?: IncidentAnswersBody[K] | null };

/** The current answers as values (null: not answered). */
export const draftOf = (incident: IncidentDetail): Draft =>
  Object.fromEntries(
    INCIDENT_QUESTIONS.map((q) => [q, incident.answers[q]?.value ?? null]),
  ) as Draft;

/** The answers that differ from the incident's: what a save sends. */
export function changedAnswers(incident: IncidentDetail, draft: Draft): IncidentAnswersBody {
  const before = draftOf(incident);
  const body: Record<string, unknown> = {};
  for (const q of INCIDENT_QUESTIONS) {
    if (JSON.stringify(before[q]) !== JSON.stringify(draft[q])) body[q] = draft[q];
  }
  return body as IncidentAnswersBody;
}

/** A yes / no question that may be left unanswered. */
function YesNo({
  label,
  value,
  onChange,
}: {
  label: string;
  value: boolean | null;
  onChange: (v: boolean | null) => void;
}) {
  return (
    <Field label={label}>
      <Select
        value={value === null ? '' : value ? 'yes' : 'no'}
        onChange={(e) => onChange(e.target.value === '' ? null : e.target.value === 'yes')}
        options={[
          { value: '', label: 'Not answered' },
          { value: 'yes', label: 'Yes' },
          { value: 'no', label: 'No' },
        ]}
      />
    </Field>
  );
}

/** A question answered by one of `values`, or left unanswered. */
function OneOf<V extends string>({
  label,
  value,
  values,
  labels,
  onChange,
}: {
  label: string;
  value: V | null;
  values: readonly V[];
  labels: Record<V, string>;
  onChange: (v: V | null) => void;
}) {
  return (
    <Field label={label}>
      <Select
        value={value ?? ''}
        onChange={(e) => onChange((e.target.value || null) as V | null)}
        options={[
          { value: '', label: 'Not answered' },
          ...values.map((v) => ({ value: v, label: labels[v] })),
        ]}
      />
    </Field>
  );
}

/**
 * The classification questions, editable: each answer is kept with who gave it and when, and
 * the clocks are computed again from them on save.
 */
export function IncidentAnswers({
  incident,
  disabled,
}: {
  incident: IncidentDetail;
  disabled: boolean;
}) {
  const { toast } = useToast();
  const save = useAnswerIncident(incident.id);
  const [draft, setDraft] = useState(() => draftOf(incident));
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  /** A question's control: its wording, its answer, and a change that sets it. */
  const answer = <K extends keyof Draft>(key: K) => ({
    label: Q[key],
    value: draft[key],
    onChange: (v: Draft[K]) => set(key, v),
  });
  const changes = changedAnswers(incident, draft);
  const dirty = Object.keys(changes).length > 0;
  const lastAnswered = INCIDENT_QUESTIONS.map((q) => incident.answers[q])
    .filter((a) => a !== null)
    .sort((a, b) => Date.parse(b!.answeredAt) - Date.parse(a!.answeredAt))[0];

  const submit = () =>
    save.mutate(changes, {
      onSuccess: (after) => {
        setDraft(draftOf(after));
        toast({
          title: 'Answers saved',
          description: `The incident now owes ${formatCount(after.clocks.length, 'report')}.`,
        });
      },
    });

  return (
    <TitledCard
      title="Classification"
      icon={<ListChecksIcon size={18} />}
      description={
        lastAnswered
          ? `Last answered ${formatInstant(lastAnswered.answeredAt)}${lastAnswered.answeredBy ? ` by ${lastAnswered.answeredBy.name}` : ''}.`
          : 'Which regimes apply: each answer can start a reporting clock.'
      }
    >
      <CardContent>
        <Form
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <fieldset disabled={disabled || save.isPending}>
            <Grid $columns={{ md: 2 }} $gap="0.75rem">
              <YesNo {...answer('seriousIncident')} />
              <YesNo {...answer('widespreadInfringement')} />
              {draft.seriousIncident ? (
                <>
                  <YesNo {...answer('death')} />
                  <Wide>
                    <CheckboxGroup
                      legend={Q.seriousIncidentKinds}
                      options={SERIOUS_INCIDENT_KINDS}
                      labels={SERIOUS_INCIDENT_KIND_LABELS}
                      value={draft.seriousIncidentKinds ?? []}
                      onChange={(v) => set('seriousIncidentKinds', v.length ? v : null)}
                    />
                  </Wide>
                </>
              ) : null}
              <YesNo {...answer('personalDataBreach')} />
              {draft.personalDataBreach ? (
                <>
                  <OneOf
                    {...answer('breachRisk')}
                    values={BREACH_RISKS}
                    labels={BREACH_RISK_LABELS}
                  />
                  <OneOf {...answer('gdprRole')} values={GDPR_ROLES} labels={GDPR_ROLE_LABELS} />
                </>
              ) : null}
              <YesNo {...answer('doraMajor')} />
              {draft.doraMajor ? (
                <Field label={Q.doraClassifiedAt} hint="Left empty: classified when you save.">
                  <Input
                    type="datetime-local"
                    value={draft.doraClassifiedAt ? toLocalInput(draft.doraClassifiedAt) : ''}
                    onChange={(e) =>
                      set('doraClassifiedAt', fromLocalInput(e.target.value) || null)
                    }
                  />
                </Field>
              ) : null}
              <YesNo {...answer('nis2Significant')} />
            </Grid>
            <Actions>
              <Button type="submit" disabled={!dirty || save.isPending}>
                {save.isPending ? 'Saving...' : 'Save answers'}
              </Button>
              {dirty ? (
                <MutedText as="span">The clocks are worked out again when you save.</MutedText>
              ) : null}
            </Actions>
          </fieldset>
        </Form>
      </CardContent>
    </TitledCard>
  );
}

const Form = styled.form`
  fieldset {
    border: 0;
    margin: 0;
    padding: 0;
    min-width: 0;
  }
`;

const Wide = styled.div`
  grid-column: 1 / -1;
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  margin-top: 1rem;
`;
