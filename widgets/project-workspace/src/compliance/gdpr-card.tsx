import styled from 'styled-components';
import {
  DPIA_STATUSES,
  DPIA_STATUS_LABELS,
  GDPR_DATA_CATEGORIES,
  GDPR_DATA_CATEGORY_LABELS,
  GDPR_LAWFUL_BASES,
  GDPR_LAWFUL_BASIS_LABELS,
  GDPR_SPECIAL_CATEGORIES,
  GDPR_SPECIAL_CATEGORY_LABELS,
  PROJECT_GDPR_LIMITS,
  ProjectGdprBody,
  deriveGdprStatus,
  dpiaHint,
  type GdprLawfulBasis,
  type ProjectGdpr,
} from '@portfolio/contracts';
import { Field, LockIcon, Select, Switch, MutedText } from '@portfolio/ui';
import { labelledOptions } from '@portfolio/ui/forms';
import { CheckboxGroup } from '@portfolio/ui/choices';
import { useProjectGdpr, useSaveProjectGdpr } from '../api/compliance-records';
import { HintBox, RecordFact, yesNo } from './compliance-record-parts';
import {
  RecordCard,
  type RecordCardProps,
  type RecordFormProps,
  type RecordSummaryProps,
} from './record-card';
import { RecordForm, RecordSummary, useRecordForm } from './record-form';
import { projectScope } from '../shared/project-scope';

const listOf = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.length > 0 ? values.map((v) => labels[v]).join(', ') : 'None';

/**
 * The GDPR card of a project: whether it processes personal data, which, on which lawful basis,
 * and whether a DPIA is needed (the hint says why) and done; the processors are the vendors of
 * its LLM models, each with its region. Once saved, the project's GDPR status follows from it.
 */
export function GdprCard(props: RecordCardProps) {
  return (
    <RecordCard
      {...props}
      icon={<LockIcon size={18} aria-hidden="true" />}
      title="GDPR"
      description="Personal data, its lawful basis and the DPIA. The GDPR status follows from this record once it is saved."
      record={useProjectGdpr(props.project.id)}
      Summary={GdprSummary}
      Form={GdprForm}
    />
  );
}

function GdprSummary({ record, navigate }: RecordSummaryProps<ProjectGdpr>) {
  return (
    <RecordSummary
      name="GDPR"
      record={record}
      status={record.gdprStatus}
      navigate={navigate}
      hint={<DpiaHint record={record} />}
      emptyHint="Say whether the project processes personal data, and on which lawful basis, to derive its GDPR status."
      after={<Processors record={record} />}
    >
      <RecordFact label="Personal data">{yesNo(record.personalData)}</RecordFact>
      {record.personalData ? (
        <>
          <RecordFact label="Categories of personal data" wide>
            {listOf(record.categories, GDPR_DATA_CATEGORY_LABELS)}
          </RecordFact>
          <RecordFact label="Special categories (Art. 9)" wide>
            {listOf(record.specialCategories, GDPR_SPECIAL_CATEGORY_LABELS)}
          </RecordFact>
          <RecordFact label="Lawful basis">
            {record.lawfulBasis ? GDPR_LAWFUL_BASIS_LABELS[record.lawfulBasis] : 'Not chosen'}
          </RecordFact>
          <RecordFact label="Large-scale monitoring">
            {yesNo(record.largeScaleMonitoring)}
          </RecordFact>
        </>
      ) : null}
      <RecordFact label="DPIA status">{DPIA_STATUS_LABELS[record.dpiaStatus]}</RecordFact>
    </RecordSummary>
  );
}

/** The computed hint: shown when a DPIA is needed, with why and whether it is done. */
function DpiaHint({
  record,
}: {
  record: Pick<ProjectGdpr, 'dpiaNeeded' | 'dpiaReasons' | 'dpiaStatus'>;
}) {
  if (!record.dpiaNeeded) return null;
  const done = record.dpiaStatus === 'done';
  return (
    <HintBox $tone={done ? 'green' : 'amber'} data-testid="dpia-hint">
      <strong>{done ? 'DPIA needed, and done' : 'A DPIA is needed'}</strong>
      <ul>
        {record.dpiaReasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
    </HintBox>
  );
}

function Processors({ record }: { record: ProjectGdpr }) {
  return (
    <section aria-label="Processors">
      <ProcessorsTitle>Processors (the vendors of its LLM models)</ProcessorsTitle>
      {record.processors.length === 0 ? (
        <MutedText>No LLM model linked: no processor.</MutedText>
      ) : (
        <ProcessorList>
          {record.processors.map((p) => (
            <li key={p.llmModelId}>
              <strong>{p.vendor}</strong> · {p.modelName} · {p.region ?? 'Region not recorded'}
            </li>
          ))}
        </ProcessorList>
      )}
    </section>
  );
}

const draftOf = (record: ProjectGdpr): ProjectGdprBody => ({
  personalData: record.personalData,
  categories: record.categories,
  specialCategories: record.specialCategories,
  lawfulBasis: record.lawfulBasis,
  largeScaleMonitoring: record.largeScaleMonitoring,
  dpiaStatus: record.dpiaStatus,
  notes: record.notes,
});

function GdprForm({ project, record, onDone }: RecordFormProps<ProjectGdpr>) {
  const form = useRecordForm({
    name: 'GDPR',
    project,
    schema: ProjectGdprBody,
    save: useSaveProjectGdpr(projectScope(project)),
    initial: () => draftOf(record),
    savedStatus: (saved: ProjectGdpr) => saved.gdprStatus,
    onDone,
  });
  const { draft, errors, set, id } = form;
  // What saving would conclude, as the server will: the hint and the status.
  const hint = dpiaHint(draft, record.aiActHighRisk);

  return (
    <RecordForm
      form={form}
      status={deriveGdprStatus(draft, hint)}
      notesLimit={PROJECT_GDPR_LIMITS.notes}
      onSubmit={() => form.submit(draft)}
    >
      <Field label="Processes personal data" id={id('personal')} error={errors.personalData}>
        <Switch
          checked={draft.personalData}
          onCheckedChange={(personalData) => set({ personalData })}
        />
      </Field>
      {draft.personalData ? (
        <>
          <CheckboxGroup
            legend="Categories of personal data"
            options={GDPR_DATA_CATEGORIES}
            labels={GDPR_DATA_CATEGORY_LABELS}
            value={draft.categories}
            onChange={(categories) => set({ categories })}
          />
          <CheckboxGroup
            legend="Special categories (Art. 9)"
            hint="Processing any of these calls for a DPIA."
            options={GDPR_SPECIAL_CATEGORIES}
            labels={GDPR_SPECIAL_CATEGORY_LABELS}
            value={draft.specialCategories}
            onChange={(specialCategories) => set({ specialCategories })}
          />
          <Field label="Lawful basis" id={id('basis')} error={errors.lawfulBasis}>
            <Select
              value={draft.lawfulBasis ?? ''}
              placeholder="Choose a lawful basis"
              onChange={(e) =>
                set({ lawfulBasis: (e.target.value || null) as GdprLawfulBasis | null })
              }
              options={labelledOptions(GDPR_LAWFUL_BASES, GDPR_LAWFUL_BASIS_LABELS)}
            />
          </Field>
          <Field
            label="Monitors people systematically on a large scale"
            id={id('monitoring')}
            error={errors.largeScaleMonitoring}
          >
            <Switch
              checked={draft.largeScaleMonitoring}
              onCheckedChange={(largeScaleMonitoring) => set({ largeScaleMonitoring })}
            />
          </Field>
        </>
      ) : null}
      <Field label="DPIA status" id={id('dpia')} error={errors.dpiaStatus}>
        <Select
          value={draft.dpiaStatus}
          onChange={(e) => set({ dpiaStatus: e.target.value as ProjectGdprBody['dpiaStatus'] })}
          options={labelledOptions(DPIA_STATUSES, DPIA_STATUS_LABELS)}
        />
      </Field>
      <DpiaHint
        record={{
          dpiaNeeded: hint.needed,
          dpiaReasons: hint.reasons,
          dpiaStatus: draft.dpiaStatus,
        }}
      />
    </RecordForm>
  );
}

const ProcessorsTitle = styled.h3`
  margin: 0 0 0.375rem;
  font-size: ${(p) => p.theme.fontSize.sm};
  font-weight: 600;
`;

const ProcessorList = styled.ul`
  margin: 0;
  padding-left: 1.125rem;
  font-size: ${(p) => p.theme.fontSize.sm};
  overflow-wrap: anywhere;
`;
