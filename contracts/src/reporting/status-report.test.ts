import { describe, expect, it } from 'vitest';
import type { StatusReportMetrics } from './status-reports';
import {
  draftNarrative,
  NARRATIVE_CHANGES_MAX,
  refreshedNarrative,
  reportWeek,
  summarizeChanges,
  type ReportSourceEvent,
} from './status-report';

const event = (fields: Partial<ReportSourceEvent>): ReportSourceEvent => ({
  at: '2026-11-20T10:00:00.000Z',
  actor: 'Maya Chen',
  entity: 'project',
  entityLabel: 'Invoice Reader',
  action: 'updated',
  changes: {},
  ...fields,
});

const metrics = (fields: Partial<StatusReportMetrics> = {}): StatusReportMetrics => ({
  status: 'active',
  roi: '18.50',
  expectedReturn: '300000.00',
  initialCosts: '100000.00',
  runningCosts: '5000.00',
  totalInvestment: '160000.00',
  llmModels: 1,
  llmMonthlyCost: '300.00',
  compliance: { euAiAct: 'compliant', gdpr: 'compliant', dora: 'not_applicable' },
  unresolvedRisks: { high: 0, medium: 0, low: 0 },
  ...fields,
});

describe('summarizeChanges', () => {
  it("words each project field's net change over the period as the History tab does", () => {
    const summary = summarizeChanges([
      event({ changes: { status: { before: 'planning', after: 'in_progress' } } }),
      event({
        actor: 'Alex Li',
        changes: {
          status: { before: 'in_progress', after: 'active' },
          initialCosts: { before: '120000.00', after: '150000.50' },
        },
      }),
      event({ changes: { roi: { before: '12.00', after: '18.50' } } }),
    ]);
    expect(summary.fields).toEqual([
      { field: 'initialCosts', label: 'Initial Costs', before: '$120,000', after: '$150,000.50' },
      { field: 'roi', label: 'ROI', before: '12%', after: '18.5%' },
      { field: 'status', label: 'Status', before: 'Planning', after: 'Active' },
    ]);
    expect(summary.total).toBe(3);
    expect(summary.people).toEqual(['Maya Chen', 'Alex Li']);
  });

  it('leaves out a field changed and changed back', () => {
    const summary = summarizeChanges([
      event({ changes: { department: { before: 'IT', after: 'HR' } } }),
      event({ changes: { department: { before: 'HR', after: 'IT' } } }),
    ]);
    expect(summary.fields).toEqual([]);
    expect(summary.total).toBe(2);
  });

  it('words every other event in a line: models, risks, archiving', () => {
    const summary = summarizeChanges([
      event({
        entity: 'project_llm_model',
        action: 'created',
        entityLabel: 'Claude',
        changes: { llmModelName: { before: null, after: 'Claude' } },
      }),
      event({
        entity: 'project_llm_model',
        entityLabel: 'Claude',
        changes: { monthlyCost: { before: '300.00', after: '450.00' } },
      }),
      event({ entity: 'risk', action: 'opened', entityLabel: 'ROI missing', actor: 'System' }),
      event({ action: 'archived' }),
    ]);
    expect(summary.events.map((e) => e.text)).toEqual([
      'Project LLM model created: Claude',
      'Project LLM model updated: Claude (Monthly cost: $300 → $450)',
      'Risk opened: ROI missing',
      'Project archived',
    ]);
    expect(summary.events[2]).toMatchObject({ entity: 'risk', action: 'opened', actor: 'System' });
    expect(summary.fields).toEqual([]);
  });

  it("does not report the status reports' own events", () => {
    const summary = summarizeChanges([
      event({ entity: 'status_report', action: 'published', entityLabel: null }),
    ]);
    expect(summary).toEqual({ fields: [], events: [], total: 0, people: [] });
  });
});

describe('draftNarrative', () => {
  it('says the health and why, what changed and the figures', () => {
    const changes = summarizeChanges([
      event({ changes: { status: { before: 'planning', after: 'active' } } }),
      event({ entity: 'risk', action: 'opened', entityLabel: 'ROI missing' }),
    ]);
    expect(
      draftNarrative({
        health: 'amber',
        changes,
        metrics: metrics({ unresolvedRisks: { high: 0, medium: 2, low: 1 } }),
      }),
    ).toBe(
      [
        'Health is amber: 2 medium-severity risks, 1 low-severity risk unresolved.',
        'Since the last report: Status: Planning → Active; Risk opened: ROI missing.',
        'ROI 18.5%, total investment $160,000, LLM models $300 a month.',
      ].join('\n\n'),
    );
  });

  it('says when nothing changed and when figures are not set', () => {
    const narrative = draftNarrative({
      health: 'green',
      changes: summarizeChanges([]),
      metrics: metrics({ roi: null, totalInvestment: null, llmMonthlyCost: '0.00' }),
    });
    expect(narrative).toBe(
      [
        'Health is green: no unresolved risks.',
        'Nothing changed since the last report.',
        'ROI not set, total investment not set, LLM models $0 a month.',
      ].join('\n\n'),
    );
  });

  it('names the first changes and counts the rest', () => {
    const many = Array.from({ length: NARRATIVE_CHANGES_MAX + 2 }, (_, i) =>
      event({ entity: 'risk', action: 'opened', entityLabel: `Rule ${i + 1}` }),
    );
    const narrative = draftNarrative({
      health: 'green',
      changes: summarizeChanges(many),
      metrics: metrics(),
    });
    expect(narrative).toContain(`Risk opened: Rule ${NARRATIVE_CHANGES_MAX}; and 2 other changes.`);
    expect(narrative).not.toContain(`Rule ${NARRATIVE_CHANGES_MAX + 1}`);
  });
});

describe('refreshedNarrative', () => {
  it('follows new data while as drafted, and keeps a narrative a person wrote', () => {
    const before = { health: 'green', changes: summarizeChanges([]), metrics: metrics() } as const;
    const after = { ...before, health: 'red' } as const;
    const drafted = { ...before, narrative: draftNarrative(before) };
    expect(refreshedNarrative(drafted, after)).toBe(draftNarrative(after));
    expect(refreshedNarrative({ ...drafted, narrative: 'Ours' }, after)).toBe('Ours');
  });
});

describe('reportWeek', () => {
  it('is the Monday of the week in UTC', () => {
    expect(reportWeek(new Date('2026-11-23T06:00:00Z'))).toBe('2026-11-23'); // Monday
    expect(reportWeek(new Date('2026-11-25T23:59:59Z'))).toBe('2026-11-23'); // Wednesday
    expect(reportWeek(new Date('2026-11-29T23:59:59Z'))).toBe('2026-11-23'); // Sunday
    expect(reportWeek(new Date('2026-11-30T00:00:00Z'))).toBe('2026-11-30');
    expect(reportWeek(new Date('2027-01-01T12:00:00Z'))).toBe('2026-12-28'); // across a year
  });
});
