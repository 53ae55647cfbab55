import styled, { createGlobalStyle } from 'styled-components';
import {
  INCIDENT_QUESTIONS,
  INCIDENT_QUESTION_LABELS,
  INCIDENT_REGIME_LABELS,
  INCIDENT_REPORT_CONTENTS,
  INCIDENT_STATUS_LABELS,
  INCIDENT_TIMELINE_KIND_LABELS,
  RISK_SEVERITY_LABELS,
  type IncidentDetail,
  type IncidentRegime,
} from '@portfolio/contracts';
import { clockStanding, formatInstant, viewerTimeZone } from '@portfolio/ui';
import { answerText } from './answer-labels';
import { clocksByDeadline } from './clock-timeline';

export const PAPER_SIZES = ['A4', 'Letter'] as const;
export type PaperSize = (typeof PAPER_SIZES)[number];

/**
 * The incident's report for one regime's authority, as printed: only shown on paper (the
 * screen shows the incident page). `@page` sets the paper: A4 or US Letter.
 */
export function IncidentPrintReport({
  incident,
  regime,
  paper,
  now,
}: {
  incident: IncidentDetail;
  regime: IncidentRegime;
  paper: PaperSize;
  /** Now, as the page's countdown has it. */
  now: number;
}) {
  const clocks = clocksByDeadline(incident.clocks.filter((c) => c.regime === regime));
  const reports = incident.reports.filter((r) => clocks.some((c) => c.clock === r.clock));
  const answered = INCIDENT_QUESTIONS.filter((q) => incident.answers[q] !== null);
  return (
    <Paper data-print-report={regime} data-paper={paper}>
      <PageSize $paper={paper} />
      <h1>Incident report · {INCIDENT_REGIME_LABELS[regime]}</h1>
      <p>
        {incident.title}. Printed {formatInstant(new Date(now).toISOString())}; times in{' '}
        {viewerTimeZone()}.
      </p>
      <h2>Facts</h2>
      <dl>
        <dt>What happened</dt>
        <dd>{incident.description || 'Not described'}</dd>
        <dt>Occurred at</dt>
        <dd>{incident.occurredAt ? formatInstant(incident.occurredAt) : 'Not known'}</dd>
        <dt>Became aware at</dt>
        <dd>{formatInstant(incident.awareAt)}</dd>
        <dt>Severity · status</dt>
        <dd>
          {RISK_SEVERITY_LABELS[incident.severity]} · {INCIDENT_STATUS_LABELS[incident.status]}
        </dd>
        <dt>AI system (project)</dt>
        <dd>{incident.project?.name ?? 'None'}</dd>
        <dt>Reported by · owner</dt>
        <dd>
          {incident.reportedBy || 'Not said'} · {incident.owner?.name ?? 'No owner'}
        </dd>
        <dt>Root cause</dt>
        <dd>{incident.rootCause ?? 'Not established yet'}</dd>
      </dl>
      <h2>Classification</h2>
      <dl>
        {answered.map((q) => (
          <Pair
            key={q}
            label={INCIDENT_QUESTION_LABELS[q]}
            value={answerText(q, incident.answers[q]!.value)}
          />
        ))}
      </dl>
      <h2>Deadlines</h2>
      <table>
        <thead>
          <tr>
            <th>Article</th>
            <th>Report</th>
            <th>To</th>
            <th>Due</th>
            <th>Standing</th>
          </tr>
        </thead>
        <tbody>
          {clocks.map((c) => (
            <tr key={c.clock}>
              <td>{c.article}</td>
              <td>{c.title}</td>
              <td>{c.recipient}</td>
              <td>{c.dueAt ? formatInstant(c.dueAt) : c.wording}</td>
              <td>{clockStanding(c, now)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>Reports submitted</h2>
      {reports.length === 0 ? <p>None yet.</p> : null}
      <ul>
        {reports.map((r) => (
          <li key={r.id}>
            {r.kind === 'initial' ? 'Initial' : 'Complete'} report, {formatInstant(r.submittedAt)},
            to {r.recipient}
            {r.reference ? `, reference ${r.reference}` : ''}
          </li>
        ))}
      </ul>
      <h2>Timeline</h2>
      {incident.timeline.length === 0 ? <p>Nothing recorded.</p> : null}
      <ul>
        {incident.timeline.map((t) => (
          <li key={t.id}>
            {formatInstant(t.at)}: {INCIDENT_TIMELINE_KIND_LABELS[t.kind]}
            {t.note ? `. ${t.note}` : ''}
          </li>
        ))}
      </ul>
      <h2>Corrective actions</h2>
      {incident.actions.length === 0 ? <p>None recorded.</p> : null}
      <ul>
        {incident.actions.map((a) => (
          <li key={a.id}>
            {a.title} ({a.status === 'done' ? 'done' : a.dueOn ? `due ${a.dueOn}` : 'open'})
          </li>
        ))}
      </ul>
      <h2>What this report must contain</h2>
      <p>{INCIDENT_REPORT_CONTENTS[regime].contents}</p>
    </Paper>
  );
}

const Pair = ({ label, value }: { label: string; value: string }) => (
  <>
    <dt>{label}</dt>
    <dd>{value}</dd>
  </>
);

/** The paper chosen, and margins that suit both A4 and Letter. */
const PageSize = createGlobalStyle<{ $paper: PaperSize }>`
  @page {
    size: ${(p) => (p.$paper === 'A4' ? '210mm 297mm' : '8.5in 11in')};
    margin: 15mm;
  }
`;

const Paper = styled.article`
  display: none;
  @media print {
    display: block;
    color: #000;
    font-size: 10pt;
    line-height: 1.4;
    h1 {
      font-size: 16pt;
      margin: 0 0 4pt;
    }
    h2 {
      font-size: 12pt;
      margin: 12pt 0 4pt;
      break-after: avoid;
    }
    p {
      margin: 0 0 6pt;
    }
    dl {
      display: grid;
      grid-template-columns: 40mm 1fr;
      gap: 2pt 6pt;
      margin: 0;
    }
    dt {
      font-weight: 600;
    }
    dd {
      margin: 0;
    }
    table {
      width: 100%;
      border-collapse: collapse;
    }
    th,
    td {
      border: 0.5pt solid #888;
      padding: 3pt 4pt;
      text-align: left;
      vertical-align: top;
    }
    tr {
      break-inside: avoid;
    }
    ul {
      margin: 0;
      padding-left: 14pt;
    }
  }
`;
