import {
  API_TOKEN_MESSAGES,
  ERROR_CODES,
  INCIDENT_MESSAGES,
  INCIDENT_TITLE_MESSAGE,
  type AiActAssessmentBody,
  type IncidentCreateBody,
} from '@portfolio/contracts';
import { describe, expect, it } from 'vitest';
import { hoursAgo, MISSING_ID, plusHours } from '../../testing/factories.ts';
import { expectRefused, tableRows } from '../../testing/refusal.ts';
import { setupTwoCompanies } from '../../testing/two-companies.ts';

const t = setupTwoCompanies();
const { api, db } = t;

const ofA = () => ({ ...t.ofA(), cookie: t.memberA.cookie });
const onIncident = (id: string, cookie = t.memberA.cookie) => ({ params: { id }, cookie });

async function createIncident(body: Partial<IncidentCreateBody> = {}) {
  const res = await api.ok('createIncident', {
    ...ofA(),
    body: { title: 'Loan model rejects a region', awareAt: hoursAgo(2), severity: 'high', ...body },
  });
  return res.body;
}

/** Everything an incident keeps, to check that a refused call changed none of it. */
const incidentRows = async () => ({
  ...(await tableRows(db(), [
    'incidents',
    'incidentAnswers',
    'incidentTimelineEntries',
    'incidentActions',
    'incidentReports',
  ])),
  history: await db()('auditEvents').where('entity', 'like', 'incident%').orderBy('id'),
});

/** A provider's answers that make its system high-risk. */
const HIGH_RISK_PROVIDER: AiActAssessmentBody = {
  roles: ['provider'],
  answers: { 'annex3-4a-recruitment': true },
};

/** Whether a project's EU AI Act assessment waits for review. */
const needsReview = async (id: string) =>
  (await api.ok('getAiActAssessment', { params: { id }, cookie: t.memberA.cookie })).body
    ?.needsReview;

describe('recording an incident', () => {
  it('answers the incident with no clock until its questions are answered, and records it', async () => {
    const awareAt = hoursAgo(3);
    const model = await t.modelOfA({ name: 'Scoring model' });
    const incident = await createIncident({
      awareAt,
      occurredAt: hoursAgo(5),
      timeZone: 'Europe/Berlin',
      reportedBy: 'Customer service',
      ownerId: t.memberA.user.id,
      llmModelIds: [model.id],
    });
    expect(incident).toMatchObject({
      companyId: t.companyA.id,
      title: 'Loan model rejects a region',
      awareAt,
      timeZone: 'Europe/Berlin',
      status: 'open',
      owner: { id: t.memberA.user.id },
      llmModels: [{ id: model.id, name: 'Scoring model' }],
      clocks: [],
      nextDueAt: null,
      timeline: [],
      actions: [],
      reports: [],
    });
    expect(incident.answers.nis2Significant).toBeNull();
    expect(
      await db()('auditEvents').where({ entity: 'incident', entityId: incident.id }),
    ).toMatchObject([
      {
        action: 'created',
        entityLabel: 'Loan model rejects a region',
        companyId: t.companyA.id,
        changes: expect.objectContaining({
          llmModelNames: { before: null, after: 'Scoring model' },
          reportedBy: { before: null, after: 'Customer service' },
        }),
      },
    ]);
  });

  it('computes the clocks from the answers, each answer kept with who gave it and when', async () => {
    const awareAt = hoursAgo(2);
    const { id } = await createIncident({ awareAt });
    const answered = await api.ok('answerIncident', {
      ...onIncident(id),
      body: {
        nis2Significant: true,
        personalDataBreach: true,
        breachRisk: 'high',
        gdprRole: 'controller',
      },
    });
    expect(answered.body.answers.nis2Significant).toMatchObject({
      value: true,
      answeredBy: { id: t.memberA.user.id },
    });
    expect(answered.body.clocks.map((c) => [c.clock, c.dueAt, c.state])).toEqual([
      ['gdpr-authority', plusHours(awareAt, 72), 'running'],
      ['gdpr-data-subjects', null, 'running'],
      ['nis2-early-warning', plusHours(awareAt, 24), 'running'],
      ['nis2-notification', plusHours(awareAt, 72), 'running'],
      ['nis2-final', null, 'waiting'],
    ]);
    expect(answered.body.nextDueAt).toBe(plusHours(awareAt, 24));

    // A changed answer is a new row; the earlier one stays, and the history has both.
    await api.ok('answerIncident', { ...onIncident(id), body: { breachRisk: 'unlikely' } });
    const again = await api.ok('getIncident', onIncident(id));
    expect(again.body.clocks.map((c) => c.clock)).toEqual([
      'nis2-early-warning',
      'nis2-notification',
      'nis2-final',
    ]);
    expect(
      await db()('incidentAnswers').where({ incidentId: id, question: 'breachRisk' }).orderBy('id'),
    ).toMatchObject([{ value: 'high' }, { value: 'unlikely' }]);
    const history = await db()('auditEvents')
      .where({ entity: 'incident_answer' })
      .whereIn(
        'entityId',
        db()('incidentAnswers').where({ incidentId: id }).select(db().raw('id::text')),
      )
      .orderBy('id');
    expect(history.map((h) => [h.changes.question?.after, h.changes.value?.after])).toEqual([
      ['Personal data breach (GDPR Article 4(12))', 'Yes'],
      ['Risk of the breach to people', 'Likely to result in a high risk'],
      ['Company’s GDPR role for the data', 'controller'],
      ['Significant incident under NIS2 Article 23(3)', 'Yes'],
      ['Risk of the breach to people', 'Unlikely to result in a risk'],
    ]);
    // The same answer again adds nothing.
    const count = (await db()('incidentAnswers').where({ incidentId: id })).length;
    await api.ok('answerIncident', { ...onIncident(id), body: { breachRisk: 'unlikely' } });
    expect(await db()('incidentAnswers').where({ incidentId: id })).toHaveLength(count);
  });

  it('starts the DORA initial clock at classification, at most 24 hours after awareness', async () => {
    const awareAt = hoursAgo(22);
    const { id } = await createIncident({ awareAt });
    const classifiedAt = hoursAgo(21);
    const res = await api.ok('answerIncident', {
      ...onIncident(id),
      body: { doraMajor: true, doraClassifiedAt: classifiedAt },
    });
    expect(res.body.clocks[0]).toMatchObject({
      clock: 'dora-initial',
      startsFrom: 'classification',
      startsAt: classifiedAt,
      dueAt: plusHours(classifiedAt, 4),
      state: 'overdue',
    });
    // Yes without the instant: classified now.
    const other = await createIncident({ awareAt: hoursAgo(1) });
    const now = Date.now();
    const answered = await api.ok('answerIncident', {
      ...onIncident(other.id),
      body: { doraMajor: true },
    });
    expect(Date.parse(answered.body.answers.doraClassifiedAt!.value)).toBeGreaterThanOrEqual(
      now - 1000,
    );
  });

  it('marks the EU AI Act assessment of a high-risk project for review, in its history', async () => {
    const { projectId } = await t.assessedProjectOfA(
      { name: 'Recruitment screener' },
      HIGH_RISK_PROVIDER,
    );
    expect(await needsReview(projectId)).toBe(false);
    const incident = await createIncident({ projectId, awareAt: hoursAgo(1) });
    expect(incident.project).toEqual({ id: projectId, name: 'Recruitment screener' });
    expect(incident.aiAct).toEqual({ roles: ['provider'], riskClass: 'high_risk' });
    expect(await needsReview(projectId)).toBe(true);
    const history = await t.projectHistory(projectId);
    expect(history.map((e) => e.entity)).toEqual(
      expect.arrayContaining(['incident', 'ai_act_assessment']),
    );
    // Saving the assessment again is the review.
    await api.ok('setAiActAssessment', {
      params: { id: projectId },
      cookie: t.memberA.cookie,
      body: HIGH_RISK_PROVIDER,
    });
    expect(await needsReview(projectId)).toBe(false);
  });

  it("appears in the project's status report", async () => {
    const project = await t.projectOfA({ name: 'Claims triage', status: 'active' });
    const incident = await createIncident({ projectId: project.id, title: 'Claims mis-routed' });
    const report = await api.ok('createStatusReport', {
      params: { id: project.id },
      cookie: t.memberA.cookie,
    });
    expect(report.body.changes.events).toEqual(
      expect.arrayContaining([expect.objectContaining({ entity: 'incident', action: 'created' })]),
    );
    expect(JSON.stringify(report.body.changes.events)).toContain(incident.title);
  });

  it('leaves a limited-risk project’s assessment as it is', async () => {
    const { projectId } = await t.assessedProjectOfA({ name: 'Chat helper' });
    await createIncident({ projectId });
    expect(await needsReview(projectId)).toBe(false);
  });
});

describe('reports, timeline and actions', () => {
  it('records a report, starts the later clock from it, and keeps a corrected report beside its correction', async () => {
    const awareAt = hoursAgo(30);
    const { id } = await createIncident({ awareAt });
    await api.ok('answerIncident', { ...onIncident(id), body: { nis2Significant: true } });
    const first = await api.ok('recordIncidentReport', {
      ...onIncident(id),
      body: {
        clock: 'nis2-notification',
        kind: 'initial',
        submittedAt: hoursAgo(10),
        recipient: 'CERT-Bund',
        reference: 'BSI-2026-0042',
      },
    });
    const wrong = first.body.reports[0]!;
    expect(first.body.clocks.find((c) => c.clock === 'nis2-final')).toMatchObject({
      startsAt: wrong.submittedAt,
      state: 'running',
    });
    const correctedAt = hoursAgo(12);
    const corrected = await api.ok('recordIncidentReport', {
      ...onIncident(id),
      body: {
        clock: 'nis2-notification',
        kind: 'initial',
        submittedAt: correctedAt,
        recipient: 'CERT-Bund',
        reference: 'BSI-2026-0042',
        supersedesId: wrong.id,
      },
    });
    expect(corrected.body.reports).toHaveLength(2);
    expect(corrected.body.reports.find((r) => r.id === wrong.id)?.supersededById).toBe(
      corrected.body.reports.find((r) => r.supersedesId === wrong.id)?.id,
    );
    expect(corrected.body.clocks.find((c) => c.clock === 'nis2-final')?.startsAt).toBe(correctedAt);
    expect(corrected.body.clocks.find((c) => c.clock === 'nis2-notification')?.state).toBe('met');
    expect(corrected.body.clocks.find((c) => c.clock === 'nis2-early-warning')?.state).toBe(
      'overdue',
    );
    expect(
      await db()('auditEvents')
        .where({ entity: 'incident_report' })
        .whereIn(
          'entityId',
          corrected.body.reports.map((r) => r.id),
        ),
    ).toHaveLength(2);
  });

  it('adds timeline entries in the order they happened, and corrective actions with owners', async () => {
    const { id } = await createIncident({ awareAt: hoursAgo(6) });
    await api.ok('addIncidentTimelineEntry', {
      ...onIncident(id),
      body: { kind: 'contained', at: hoursAgo(1), note: 'Model switched off' },
    });
    await api.ok('addIncidentTimelineEntry', {
      ...onIncident(id),
      body: { kind: 'detected', at: hoursAgo(6) },
    });
    const added = await api.ok('addIncidentAction', {
      ...onIncident(id),
      body: { title: 'Retrain on balanced data', ownerId: t.adminA.user.id, dueOn: '2020-01-31' },
    });
    expect(added.body.timeline.map((e) => e.kind)).toEqual(['detected', 'contained']);
    expect(added.body.actions).toMatchObject([
      {
        title: 'Retrain on balanced data',
        owner: { id: t.adminA.user.id },
        status: 'open',
        overdue: true,
      },
    ]);
    const done = await api.ok('updateIncidentAction', {
      params: { id: added.body.actions[0]!.id },
      cookie: t.memberA.cookie,
      body: { status: 'done' },
    });
    expect(done.body.actions[0]).toMatchObject({ status: 'done', overdue: false });
    expect(done.body.actions[0]!.doneAt).not.toBeNull();
  });

  it('raises a risk on the project while a corrective action is past its due day', async () => {
    const project = await t.projectOfA({ name: 'Fraud scoring' });
    const { id } = await createIncident({ projectId: project.id });
    const added = await api.ok('addIncidentAction', {
      ...onIncident(id),
      body: { title: 'Add a human review step', dueOn: '2020-01-31' },
    });
    await t.processHistory();
    const risksOf = () =>
      db()('risks').where({ projectId: project.id, ruleId: 'incident-action-overdue' });
    expect(await risksOf()).toMatchObject([
      {
        state: 'open',
        severity: 'medium',
        details: [`${added.body.title}: Add a human review step, due Jan 31, 2020`],
      },
    ]);
    await api.ok('updateIncidentAction', {
      params: { id: added.body.actions[0]!.id },
      cookie: t.memberA.cookie,
      body: { status: 'done' },
    });
    await t.processHistory();
    expect(await risksOf()).toMatchObject([{ state: 'resolved' }]);
  });

  it('keeps evidence of the incident in the evidence store and links a report to it', async () => {
    const { id } = await createIncident();
    await api.ok('answerIncident', { ...onIncident(id), body: { nis2Significant: true } });
    const evidence = await api.ok('addIncidentEvidence', {
      ...onIncident(id),
      body: { url: 'https://docs.acme.example/early-warning.pdf', title: 'Early warning as sent' },
    });
    expect(evidence.body).toMatchObject({
      incidentId: id,
      kind: 'link',
      title: 'Early warning as sent',
    });
    const listed = await api.ok('listIncidentEvidence', onIncident(id));
    expect(listed.body.map((e) => e.id)).toEqual([evidence.body.id]);
    const res = await api.ok('recordIncidentReport', {
      ...onIncident(id),
      body: {
        clock: 'nis2-early-warning',
        kind: 'initial',
        submittedAt: hoursAgo(0.5),
        recipient: 'CERT-Bund',
        evidenceId: evidence.body.id,
      },
    });
    expect(res.body.reports[0]?.evidenceId).toBe(evidence.body.id);
    // The document of a submitted report stays with it.
    const kept = await expectRefused(
      () => db()('obligationEvidence').where({ incidentId: id }),
      409,
      () => api.call('deleteEvidence', onIncident(evidence.body.id)),
    );
    expect(kept.error.message).toBe(INCIDENT_MESSAGES.reportDocument);
  });
});

describe('listing incidents', () => {
  it('puts the next deadline first, leaves closed ones out unless asked, and filters by regime', async () => {
    const later = await createIncident({ title: 'Later', awareAt: hoursAgo(1) });
    await api.ok('answerIncident', { ...onIncident(later.id), body: { nis2Significant: true } });
    const sooner = await createIncident({ title: 'Sooner', awareAt: hoursAgo(10) });
    await api.ok('answerIncident', { ...onIncident(sooner.id), body: { nis2Significant: true } });
    const gdpr = await createIncident({ title: 'Breach', awareAt: hoursAgo(1) });
    await api.ok('answerIncident', {
      ...onIncident(gdpr.id),
      body: { personalDataBreach: true, breachRisk: 'risk', gdprRole: 'controller' },
    });
    const closed = await createIncident({ title: 'Closed one' });
    await api.ok('updateIncident', { ...onIncident(closed.id), body: { status: 'closed' } });

    const all = await api.ok('listIncidents', ofA());
    const titles = all.body.incidents.map((i) => i.title);
    expect(titles.indexOf('Sooner')).toBeLessThan(titles.indexOf('Later'));
    expect(titles.indexOf('Later')).toBeLessThan(titles.indexOf('Breach'));
    expect(titles).not.toContain('Closed one');

    const onlyClosed = await api.ok('listIncidents', { ...ofA(), query: { status: 'closed' } });
    expect(onlyClosed.body.incidents.map((i) => i.id)).toContain(closed.id);
    const nis2 = await api.ok('listIncidents', { ...ofA(), query: { regime: 'nis2' } });
    expect(nis2.body.incidents.map((i) => i.title)).toEqual(
      expect.arrayContaining(['Sooner', 'Later']),
    );
    expect(nis2.body.incidents.map((i) => i.title)).not.toContain('Breach');
  });
});

describe('tenancy and roles', () => {
  it("answers another company's incident as missing, and changes nothing of it", async () => {
    const { id } = await createIncident({ title: 'Of company A' });
    const stranger = t.adminB.cookie;
    expect((await api.call('getIncident', onIncident(id, stranger))).status).toBe(404);
    await expectRefused(incidentRows, 404, () =>
      api.call('updateIncident', { ...onIncident(id, stranger), body: { title: 'Taken' } }),
    );
    await expectRefused(incidentRows, 404, () =>
      api.call('answerIncident', { ...onIncident(id, stranger), body: { nis2Significant: true } }),
    );
    await expectRefused(incidentRows, 404, () =>
      api.call('addIncidentAction', { ...onIncident(id, stranger), body: { title: 'x' } }),
    );
    await expectRefused(incidentRows, 404, () =>
      api.call('listIncidents', { ...t.ofA(), cookie: stranger }),
    );
    const theirs = await api.ok('listIncidents', {
      ...t.ofB(),
      cookie: stranger,
    });
    expect(theirs.body.incidents.map((i) => i.id)).not.toContain(id);
    // Company B cannot file an incident on company A's project either.
    const project = await t.projectOfA();
    const res = await expectRefused(incidentRows, 400, () =>
      api.call('createIncident', {
        ...t.ofB(),
        cookie: stranger,
        body: { title: 'x', awareAt: hoursAgo(1), severity: 'low', projectId: project.id },
      }),
    );
    expect(res.error.message).toBe(INCIDENT_MESSAGES.projectNotFound);
  });

  it('lets a read-only API token read incidents but not record one', async () => {
    const token = await api.ok('createApiToken', {
      ...t.ofA(),
      cookie: t.adminA.cookie,
      body: { name: 'Dashboard', scope: 'read' },
    });
    const bearer = { headers: { Authorization: `Bearer ${token.body.token}` } };
    const listed = await api.call('listIncidents', {
      ...t.ofA(),
      ...bearer,
    });
    expect(listed.status).toBe(200);
    const res = await expectRefused(incidentRows, 403, () =>
      api.call('createIncident', {
        ...t.ofA(),
        ...bearer,
        body: { title: 'x', awareAt: hoursAgo(1), severity: 'low' },
      }),
    );
    expect(res.error.message).toBe(API_TOKEN_MESSAGES.readOnly);
  });
});

describe('bad input: 400 with a message, nothing changed', () => {
  it.each([
    ['a blank title', { title: '  ' }, INCIDENT_TITLE_MESSAGE],
    [
      'awareness in the future',
      { awareAt: plusHours(new Date().toISOString(), 5) },
      `Aware at ${INCIDENT_MESSAGES.futureInstant}`,
    ],
    ['an instant without its offset', { awareAt: '2026-03-01T09:30:00' }, 'with its offset'],
    ['a day that does not exist', { awareAt: '2026-02-30T09:30:00Z' }, 'with its offset'],
    [
      'occurrence after awareness',
      { awareAt: hoursAgo(5), occurredAt: hoursAgo(1) },
      INCIDENT_MESSAGES.awareBeforeOccurred,
    ],
    ['an unknown time zone', { timeZone: 'Mars/Olympus' }, INCIDENT_MESSAGES.timeZone],
    ['an owner from elsewhere', { ownerId: MISSING_ID }, INCIDENT_MESSAGES.ownerNotMember],
  ] as const)('refuses %s', async (_name, body, message) => {
    const res = await expectRefused(incidentRows, 400, () =>
      api.call('createIncident', {
        ...ofA(),
        body: { title: 'Valid', awareAt: hoursAgo(1), severity: 'low', ...body },
      }),
    );
    expect(res.error.message).toContain(message);
  });

  it('refuses a report for a clock the incident does not have, or a correction of nothing', async () => {
    const { id } = await createIncident();
    const report = { kind: 'initial', submittedAt: hoursAgo(1), recipient: 'CERT-Bund' } as const;
    const notOwed = await expectRefused(incidentRows, 400, () =>
      api.call('recordIncidentReport', {
        ...onIncident(id),
        body: { ...report, clock: 'dora-initial' },
      }),
    );
    expect(notOwed.error.message).toBe(INCIDENT_MESSAGES.clockNotOwed);
    await api.ok('answerIncident', { ...onIncident(id), body: { nis2Significant: true } });
    const unknown = await expectRefused(incidentRows, 400, () =>
      api.call('recordIncidentReport', {
        ...onIncident(id),
        body: { ...report, clock: 'nis2-early-warning', supersedesId: id },
      }),
    );
    expect(unknown.error.message).toBe(INCIDENT_MESSAGES.supersedesUnknown);
    const unknownAnswer = await expectRefused(incidentRows, 400, () =>
      api.call('answerIncident', { ...onIncident(id), body: { breachRisk: 'maybe' } as never }),
    );
    expect(unknownAnswer.error.message).toContain('unlikely, risk or high');
  });

  it('answers 409 for a change of a closed incident, and takes its reopening', async () => {
    const { id } = await createIncident();
    await api.ok('updateIncident', { ...onIncident(id), body: { status: 'closed' } });
    const res = await expectRefused(incidentRows, 409, () =>
      api.call('updateIncident', { ...onIncident(id), body: { title: 'Changed' } }),
    );
    expect(res.error).toEqual({
      message: INCIDENT_MESSAGES.closed,
      code: ERROR_CODES.incidentClosed,
    });
    await expectRefused(incidentRows, 409, () =>
      api.call('addIncidentAction', { ...onIncident(id), body: { title: 'Late action' } }),
    );
    const reopened = await api.ok('updateIncident', {
      ...onIncident(id),
      body: { status: 'open', title: 'Changed' },
    });
    expect(reopened.body).toMatchObject({ status: 'open', title: 'Changed' });
  });
});
