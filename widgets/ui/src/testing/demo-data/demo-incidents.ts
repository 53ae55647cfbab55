import {
  EVIDENCE_FILE_TYPES,
  HOUR_MS,
  MINUTE_MS,
  type IncidentAnswersBody,
  type IncidentCreateBody,
  type IncidentDetail,
  type IncidentEvidence,
  type IncidentTimelineBody,
  type Project,
} from '@portfolio/contracts';
import { makeCurrentUser } from './fixtures';
import type { PortfolioStore } from '../mock-api/portfolio-store';

/** An instant `hours` before now, to the minute. */
export const hoursAgo = (hours: number) =>
  new Date(Math.floor((Date.now() - hours * HOUR_MS) / MINUTE_MS) * MINUTE_MS).toISOString();

/** The book's answer to a demo write; a refusal is a mistake in the demo data. */
function written(answer: IncidentDetail | { status: number; message: string }): IncidentDetail {
  if ('message' in answer && 'status' in answer)
    throw new Error(`Demo incident: ${answer.message}`);
  return answer as IncidentDetail;
}

function kept(answer: IncidentEvidence | { status: number; message: string }): IncidentEvidence {
  if ('message' in answer) throw new Error(`Demo incident evidence: ${answer.message}`);
  return answer;
}

/** A demo incident: its project, what is recorded on creation, its answers and its timeline. */
interface DemoIncident {
  project: Project;
  facts: Omit<IncidentCreateBody, 'projectId' | 'timeZone' | 'ownerId'>;
  answers: IncidentAnswersBody;
  timeline?: IncidentTimelineBody[];
}

/**
 * The demo company's incidents, dated from now so their clocks always read believably: a
 * customer-data breach on the support copilot with the GDPR 72-hour clock running; a major ICT
 * outage of invoice anomaly detection under DORA and NIS2, its initial notification due within
 * hours; a leak of applicants' data from the resume screener whose supervisory-authority clock is
 * overdue; and a contained prompt-injection incident whose breach report was made in time, the
 * notification sent kept as its document beside the red team's write-up.
 */
export function addDemoIncidents(store: PortfolioStore) {
  const byName = (name: string) => store.all().find((p) => p.name === name) as Project | undefined;
  const copilot = store.all()[0]!;
  const invoices = byName('Invoice Anomaly Detection');
  const screening = byName('Resume Screening Assistant');
  const { incidents } = store;
  const companyId = copilot.companyId;
  const ownerId = makeCurrentUser().id;
  /** Records an incident of the demo user in Berlin on `project`, then its answers and timeline. */
  const add = ({ project, facts, answers, timeline = [] }: DemoIncident) => {
    const incident = written(
      incidents.create(companyId, {
        ...facts,
        projectId: project.id,
        timeZone: 'Europe/Berlin',
        ownerId,
      }),
    );
    incidents.answer(incident.id, answers);
    for (const entry of timeline) incidents.addTimelineEntry(incident.id, entry);
    return incident;
  };

  const breach = add({
    project: copilot,
    facts: {
      title: 'Support copilot showed one customer another customer’s order history',
      description:
        'A retrieval filter missed the tenant key after the knowledge base migration: for 40 minutes, answers quoted other customers’ orders (names, addresses, items).',
      occurredAt: hoursAgo(31),
      awareAt: hoursAgo(30),
      reportedBy: 'Customer support, ticket #48213',
      severity: 'high',
    },
    answers: {
      personalDataBreach: true,
      breachRisk: 'risk',
      gdprRole: 'controller',
      seriousIncident: false,
    },
    timeline: [
      { kind: 'detected', at: hoursAgo(30), note: 'Ticket escalated by the support lead.' },
      {
        kind: 'contained',
        at: hoursAgo(28),
        note: 'Copilot answers switched off; filter fixed and redeployed.',
      },
    ],
  });
  incidents.addAction(breach.id, {
    title: 'Add a tenant-key test to the retrieval pipeline',
    ownerId,
    dueOn: null,
  });

  if (invoices) {
    add({
      project: invoices,
      facts: {
        title: 'Invoice anomaly scoring down: payments released without checks',
        description:
          'The scoring service failed after a model update; 1,900 supplier payments were released unchecked before the fallback rule engine took over.',
        occurredAt: hoursAgo(7),
        awareAt: hoursAgo(6),
        reportedBy: 'Finance operations',
        severity: 'critical',
      },
      answers: {
        doraMajor: true,
        doraClassifiedAt: hoursAgo(2),
        nis2Significant: true,
        personalDataBreach: false,
      },
      timeline: [{ kind: 'detected', at: hoursAgo(6), note: 'Alert on the payments dashboard.' }],
    });
  }

  if (screening) {
    add({
      project: screening,
      facts: {
        title: 'Applicants’ CVs exposed through a public storage link',
        description:
          'A debugging export of 312 scored CVs was shared with a public link and indexed. Contains names, contact details and employment history.',
        occurredAt: hoursAgo(130),
        awareAt: hoursAgo(100),
        reportedBy: 'Security team',
        severity: 'critical',
      },
      answers: {
        personalDataBreach: true,
        breachRisk: 'high',
        gdprRole: 'controller',
        seriousIncident: false,
      },
      timeline: [
        { kind: 'detected', at: hoursAgo(100), note: 'Found by an external researcher.' },
        {
          kind: 'contained',
          at: hoursAgo(99),
          note: 'Link revoked; search engines asked to drop the cache.',
        },
      ],
    });
  }

  const injection = add({
    project: copilot,
    facts: {
      title: 'Prompt injection made the copilot reveal its internal instructions',
      description:
        'A customer pasted crafted text and received the system prompt, which named two internal e-mail addresses.',
      occurredAt: hoursAgo(75),
      awareAt: hoursAgo(72),
      reportedBy: 'Red team',
      severity: 'medium',
    },
    answers: { personalDataBreach: true, breachRisk: 'risk', gdprRole: 'controller' },
  });
  incidents.addEvidence(injection.id, {
    url: 'https://wiki.example.com/red-team/2026-prompt-injection',
    title: 'Red team write-up',
  });
  const notification = kept(
    incidents.addEvidence(
      injection.id,
      { title: 'Breach notification as submitted' },
      {
        name: 'breach-notification.pdf',
        type: EVIDENCE_FILE_TYPES.find((t) => t.mime === 'application/pdf')!,
        content: new Blob(['%PDF-1.4\n%%EOF\n'], { type: 'application/pdf' }),
      },
    ),
  );
  incidents.recordReport(injection.id, {
    clock: 'gdpr-authority',
    kind: 'complete',
    submittedAt: hoursAgo(50),
    recipient: 'Berlin Commissioner for Data Protection',
    reference: 'BlnBDI-2026-4471',
    evidenceId: notification.id,
  });
  incidents.update(injection.id, { status: 'contained' });
}
