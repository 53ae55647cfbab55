import { useId, useState } from 'react';
import styled from 'styled-components';
import {
  NARRATIVE_MAX,
  changeLine,
  formatAuditValue,
  formatCount,
  formatDate,
  formatMoneyFull,
  type StatusReport,
} from '@portfolio/contracts';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardHeading,
  ConfirmDialog,
  Field,
  FileTextIcon,
  HealthBadge,
  QueryErrorCard,
  RefreshIcon,
  Skeleton,
  Textarea,
  useToast,
  Grid,
  MutedText,
} from '@portfolio/ui';
import { useDraftStatusReport } from '../api/draft-status-report';
import { STATUS_REPORTS_SHOWN, useStatusReports } from '../api/list-status-reports';
import { usePublishStatusReport } from '../api/publish-status-report';
import { useUpdateStatusReport } from '../api/update-status-report';
import { Muted } from '../shared/list-card-parts';

export interface StatusReportsProps {
  projectId: string;
  /** Whether the project is archived: it gets no new reports. */
  archived?: boolean;
}

/**
 * The project's status reports: drafted every Monday (or now, on demand) from its risks, its
 * history and its figures. The draft's narrative is edited here and published with a
 * confirmation; published reports are read-only, with who published them and when.
 */
export function StatusReports({ projectId, archived = false }: StatusReportsProps) {
  const titleId = useId();
  const [shown, setShown] = useState(STATUS_REPORTS_SHOWN);
  const query = useStatusReports(projectId, shown);
  const draft = useDraftStatusReport(projectId);
  const { toast } = useToast();
  const hasDraft = query.data?.[0]?.state === 'draft';
  const onDraft = () =>
    draft.mutate(undefined, {
      onSuccess: () =>
        toast({
          title: hasDraft ? 'Draft refreshed' : 'Draft created',
          description: 'Health, changes and figures are as of now.',
        }),
    });

  return (
    <Card aria-labelledby={titleId} data-print-hide="">
      <CardHeading
        titleId={titleId}
        icon={<FileTextIcon size={17} />}
        title="Status reports"
        description="Drafted every Monday from the project's risks, history and figures"
        actions={
          archived ? null : (
            <Button $variant="outline" $size="sm" onClick={onDraft} disabled={draft.isPending}>
              <RefreshIcon size={13} />
              {draft.isPending ? 'Drafting...' : 'Draft report now'}
            </Button>
          )
        }
      />
      <CardContent>
        {query.isError ? (
          <QueryErrorCard title="Status reports could not be loaded" query={query} />
        ) : !query.data ? (
          <div role="status" aria-label="Loading status reports">
            <Skeleton $height="6rem" />
          </div>
        ) : query.data.length === 0 ? (
          <MutedText>
            No status reports yet. Active and in-progress projects get a draft every Monday; draft
            one now to start.
          </MutedText>
        ) : (
          <Grid>
            {query.data.map((report, i) =>
              i === 0 ? (
                <ReportView key={report.id} report={report} />
              ) : (
                <Older key={report.id}>
                  <summary>
                    <ReportHeading report={report} />
                  </summary>
                  <ReportView report={report} headless />
                </Older>
              ),
            )}
            {query.hasOlder ? (
              <ShowOlder>
                <Button
                  $variant="outline"
                  $size="sm"
                  onClick={() => setShown((n) => n + OLDER_STEP)}
                  disabled={query.isPlaceholderData}
                >
                  {query.isPlaceholderData ? 'Loading...' : 'Show older reports'}
                </Button>
              </ShowOlder>
            ) : null}
          </Grid>
        )}
      </CardContent>
    </Card>
  );
}

const period = (report: StatusReport) =>
  `${formatDate(report.periodStart)} – ${formatDate(report.periodEnd)}`;

function ReportHeading({ report }: { report: StatusReport }) {
  const draft = report.state === 'draft';
  return (
    <Heading>
      <HealthBadge health={report.health} />
      <Badge $tone={draft ? 'violet' : 'slate'} $size="sm">
        {draft ? 'Draft' : 'Published'}
      </Badge>
      <Period>{period(report)}</Period>
    </Heading>
  );
}

function ReportView({ report, headless = false }: { report: StatusReport; headless?: boolean }) {
  const draft = report.state === 'draft';
  return (
    <Grid
      as="article"
      $gap="0.875rem"
      aria-label={`${draft ? 'Draft' : 'Published'} status report, ${period(report)}`}
    >
      {headless ? null : <ReportHeading report={report} />}
      {draft ? (
        <DraftNarrative report={report} />
      ) : (
        <>
          <Narrative>{report.narrative || 'No narrative.'}</Narrative>
          {report.publishedAt && report.publishedBy ? (
            <Byline>
              Published by {report.publishedBy.name} on {formatDate(report.publishedAt, 'time')}
            </Byline>
          ) : null}
        </>
      )}
      <Changes report={report} />
      <Figures report={report} />
    </Grid>
  );
}

/**
 * The draft's narrative in a text area. What the person types stays theirs while they type:
 * a refreshed draft (theirs or a colleague's) replaces the text only while it is unedited.
 */
function DraftNarrative({ report }: { report: StatusReport }) {
  const [text, setText] = useState(report.narrative);
  const [saved, setSaved] = useState(report.narrative);
  const [confirming, setConfirming] = useState(false);
  const update = useUpdateStatusReport(report.id);
  const publish = usePublishStatusReport(report.id);
  const { toast } = useToast();
  if (report.narrative !== saved) {
    if (text === saved) setText(report.narrative);
    setSaved(report.narrative);
  }
  const dirty = text !== saved;
  const pending = update.isPending || publish.isPending;

  const onSave = () =>
    update.mutate(text, { onSuccess: () => toast({ title: 'Narrative saved' }) });
  const onPublish = async () => {
    // Published as the person sees it: unsaved words are saved first.
    if (dirty) await update.mutateAsync(text);
    publish.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toast({ title: 'Status report published', description: 'It can no longer be changed.' });
      },
    });
  };

  return (
    <>
      <Field label="Narrative" hint="In your words: what the figures do not say.">
        <Textarea
          value={text}
          rows={6}
          maxLength={NARRATIVE_MAX}
          onChange={(event) => setText(event.target.value)}
        />
      </Field>
      <Actions>
        <Button $variant="outline" $size="sm" onClick={onSave} disabled={!dirty || pending}>
          {update.isPending ? 'Saving...' : 'Save narrative'}
        </Button>
        <Button $size="sm" onClick={() => setConfirming(true)} disabled={pending}>
          Publish
        </Button>
      </Actions>
      <ConfirmDialog
        open={confirming}
        title="Publish this status report?"
        question="Once published, the report is a record: nobody can change it any more. The next draft starts from here."
        confirmLabel="Publish"
        pendingLabel="Publishing..."
        pending={pending}
        onConfirm={() => void onPublish().catch(() => setConfirming(false))}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}

function Changes({ report }: { report: StatusReport }) {
  const { fields, events, total, people } = report.changes;
  const lines = [
    ...fields.map((change) => ({ key: change.field, text: changeLine(change) })),
    ...events.map((event, i) => ({ key: `${event.at}-${i}`, text: event.text })),
  ];
  return (
    <Grid as="section" $gap="0.375rem">
      <SectionTitle>What changed since the last report</SectionTitle>
      {lines.length === 0 ? (
        <Muted as="p">Nothing changed.</Muted>
      ) : (
        <>
          <Lines>
            {lines.map((line) => (
              <li key={line.key}>{line.text}</li>
            ))}
          </Lines>
          <Muted as="p">
            {formatCount(total, 'change')} by {people.join(', ')}
          </Muted>
        </>
      )}
    </Grid>
  );
}

function Figures({ report }: { report: StatusReport }) {
  const { metrics } = report;
  const risks = metrics.unresolvedRisks;
  const figures = [
    ['ROI', formatAuditValue('roi', metrics.roi) ?? 'TBD'],
    ['Total investment', formatMoneyFull(metrics.totalInvestment, 'TBD')],
    ['LLM models', `${formatMoneyFull(metrics.llmMonthlyCost)}/month`],
    [
      'Unresolved risks',
      `${risks.critical ? `${risks.critical} critical · ` : ''}${risks.high} high · ${risks.medium} medium · ${risks.low} low`,
    ],
  ] as const;
  return (
    <Grid as="section" $gap="0.375rem">
      <SectionTitle>Figures when drafted</SectionTitle>
      <FigureList>
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </FigureList>
    </Grid>
  );
}

/** Reports each "Show older reports" adds. */
const OLDER_STEP = 10;

const ShowOlder = styled.div`
  display: flex;
  justify-content: center;
`;

const Older = styled.details`
  border-top: 1px solid ${(p) => p.theme.color.border};
  padding-top: 0.875rem;
  > summary {
    cursor: pointer;
    list-style-position: outside;
    margin-left: 1rem;
  }
  &[open] > summary {
    margin-bottom: 0.875rem;
  }
`;

const Heading = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
`;

const Period = styled.span`
  font-size: ${(p) => p.theme.fontSize.sm};
  color: ${(p) => p.theme.color.textMuted};
`;

const Narrative = styled.p`
  white-space: pre-wrap;
  line-height: 1.55;
`;

const Byline = styled.p`
  font-size: ${(p) => p.theme.fontSize.xs};
  color: ${(p) => p.theme.color.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  justify-content: flex-end;
`;

const SectionTitle = styled.h3`
  font-size: ${(p) => p.theme.fontSize.sm};
  font-weight: 600;
`;

const Lines = styled.ul`
  display: grid;
  gap: 0.25rem;
  padding-left: 1.125rem;
  font-size: ${(p) => p.theme.fontSize.sm};
  list-style: disc;
`;

const FigureList = styled.dl`
  display: grid;
  gap: 0.5rem 1.5rem;
  grid-template-columns: repeat(auto-fill, minmax(10rem, 1fr));
  dt {
    font-size: ${(p) => p.theme.fontSize.xs};
    color: ${(p) => p.theme.color.textMuted};
  }
  dd {
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
`;
