import { addDays, calendarDateOf, type ItemCoverage } from '@portfolio/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { evaluateAllProjects } from '../../services/compliance/risks.ts';
import { setupTwoCompanies } from '../../testing/two-companies.ts';
import { fileForm } from '../../testing/evidence-files.ts';

// One piece of evidence on one control (SUP-1, suppliers of AI) counts for every item the control
// satisfies: ISO/IEC 42001 A.10.3, NIST AI RMF GOVERN 6.1, the Generative AI Profile's 2.12 and a
// deployer's EU AI Act Article 26(1); when it expires, it lapses in all of them at once.
const t = setupTwoCompanies();
const { api, db } = t;

const CONTROL = 'supplier-management';
let projectId: string;

beforeAll(async () => {
  // A high-risk system the company deploys (recruitment, Annex III point 4(a)).
  ({ projectId } = await t.assessedProjectOfA(
    { name: 'Candidate Ranking', status: 'active' },
    { roles: ['deployer'], answers: { 'annex3-4a-recruitment': true } },
  ));
});

const member = () => ({ cookie: t.memberA.cookie });
const inA = () => ({ companyId: t.companyA.id });

const framework = async (frameworkId: string) =>
  (await api.ok('getFramework', { ...member(), params: { ...inA(), frameworkId } })).body;
const item = async (frameworkId: string, ref: string): Promise<ItemCoverage> => {
  const found = (await framework(frameworkId)).items.find((i) => i.ref === ref);
  if (!found) throw new Error(`${frameworkId} has no item ${ref}`);
  return found;
};
/** The evidence state of each linked item, in the three frameworks and the EU AI Act. */
const states = async () => ({
  iso: (await item('iso-42001', 'A.10.3')).evidence,
  rmf: (await item('nist-ai-rmf', 'GOVERN 6.1')).evidence,
  genai: (await item('nist-ai-600-1', '2.12')).evidence,
  aiAct: (await item('eu-ai-act', 'Article 26(1)')).evidence,
});
const addEvidence = async (expiresAt: string | null, cookie = t.memberA.cookie) =>
  api.call('addControlEvidence', {
    cookie,
    params: { ...inA(), controlId: CONTROL },
    body: {
      url: 'https://intranet.example/vendor-due-diligence',
      title: 'Vendor due diligence',
      expiresAt,
    },
  });
const obligation = async () =>
  (await api.ok('listProjectObligations', { ...member(), params: { id: projectId } })).body.find(
    (o) => o.article === 'Article 26(1)',
  )!;
/** The state of the project's latest evidence-expired risk. */
const risk = async () =>
  (
    await db()('risks')
      .where({ projectId, ruleId: 'evidence-expired' })
      .orderBy('openedAt', 'desc')
      .first()
  )?.state;

describe('evidence on a control', () => {
  it('counts for the items it satisfies in every framework, shows on the obligations, and lapses everywhere at once', async () => {
    expect(await states()).toEqual({ iso: 'none', rmf: 'none', genai: 'none', aiAct: 'none' });

    const added = await addEvidence(addDays(calendarDateOf(new Date()), 30));
    expect(added.status, added.text).toBe(201);
    expect(added.body).toMatchObject({ controlId: CONTROL, kind: 'link', expired: false });
    const evidenceId = (added.body as { id: string }).id;

    // Direct links give the items current evidence; the obligation, linked partly, is partly met.
    expect(await states()).toEqual({
      iso: 'current',
      rmf: 'current',
      genai: 'current',
      aiAct: 'partial',
    });
    const iso = await item('iso-42001', 'A.10.3');
    expect(iso.controls).toContainEqual(
      expect.objectContaining({
        id: CONTROL,
        ref: 'SUP-1',
        strength: 'direct',
        evidence: 'current',
      }),
    );
    expect((await item('eu-ai-act', 'Article 26(1)')).projects).toEqual([
      { id: projectId, name: 'Candidate Ranking', overdue: false, evidence: 'none' },
    ]);
    expect((await obligation()).satisfiedBy).toEqual([
      {
        control: { id: CONTROL, ref: 'SUP-1', title: 'Suppliers of AI' },
        strength: 'partial',
        evidence: [expect.objectContaining({ id: evidenceId, expired: false })],
      },
    ]);
    const controls = (await api.ok('listControls', { ...member(), params: inA() })).body.controls;
    expect(controls.find((c) => c.id === CONTROL)!.evidence).toMatchObject({
      state: 'current',
      current: 1,
      expired: 0,
    });

    // The day passes its expiry.
    await db()('obligationEvidence')
      .where({ id: evidenceId })
      .update({ expiresAt: addDays(calendarDateOf(new Date()), -1) });
    expect(await states()).toEqual({
      iso: 'lapsed',
      rmf: 'lapsed',
      genai: 'lapsed',
      aiAct: 'lapsed',
    });
    expect((await obligation()).satisfiedBy![0]!.evidence[0]!.expired).toBe(true);
    const soa = (await api.ok('getSoa', { ...member(), params: inA() })).body;
    expect(soa.entries.find((e) => e.ref === 'A.10.3')!.evidenceState).toBe('lapsed');
    // The nightly evaluation finds the obligation's only evidence expired.
    await evaluateAllProjects(db());
    expect(await risk()).toBe('open');

    // Removed through the evidence store, it counts nowhere.
    const removed = await api.call('deleteEvidence', { ...member(), params: { id: evidenceId } });
    expect(removed.status, removed.text).toBe(204);
    expect(await states()).toEqual({ iso: 'none', rmf: 'none', genai: 'none', aiAct: 'none' });
    expect((await obligation()).satisfiedBy).toEqual([]);
  });

  it('raises and resolves the evidence-expired risk of the projects it covers as it is added', async () => {
    await db()('obligationEvidence').where({ controlId: CONTROL }).delete();
    await evaluateAllProjects(db());
    expect(await risk()).toBe('resolved');
    expect((await addEvidence('2025-12-31')).status).toBe(201);
    await t.processHistory();
    expect(await risk()).toBe('open');
    expect((await addEvidence('2099-12-31')).status).toBe(201);
    await t.processHistory();
    expect(await risk()).toBe('resolved');
  });

  it('takes files as evidence on obligations do, and lists a control’s evidence newest first', async () => {
    const uploaded = await api.call('addControlEvidence', {
      ...member(),
      params: { ...inA(), controlId: CONTROL },
      body: fileForm(Buffer.from('Supplier register, reviewed yearly\n'), 'suppliers.txt', {
        expiresAt: '2099-01-01',
      }),
    });
    expect(uploaded.status, uploaded.text).toBe(201);
    expect(uploaded.body).toMatchObject({ kind: 'file', file: { name: 'suppliers.txt' } });
    const listed = (
      await api.ok('listControlEvidence', { ...member(), params: { ...inA(), controlId: CONTROL } })
    ).body;
    expect(listed[0]!.id).toBe((uploaded.body as { id: string }).id);
    expect(listed.every((e) => e.controlId === CONTROL)).toBe(true);
  });
});

describe('controls: refusals', () => {
  it('answers 404 for a control the library does not have, and changes nothing', async () => {
    const before = await db()('obligationEvidence').count('* as n').first();
    const res = await api.call('addControlEvidence', {
      ...member(),
      params: { ...inA(), controlId: 'no-such-control' },
      body: { url: 'https://intranet.example/x' },
    });
    expect(res.status).toBe(404);
    expect(res.error.message).toBe('Control not found');
    expect(await db()('obligationEvidence').count('* as n').first()).toEqual(before);
    const list = await api.call('listControlEvidence', {
      ...member(),
      params: { ...inA(), controlId: 'no-such-control' },
    });
    expect(list.status).toBe(404);
  });

  it('refuses a link that is not a web address with a message', async () => {
    const res = await api.call('addControlEvidence', {
      ...member(),
      params: { ...inA(), controlId: CONTROL },
      body: { url: 'intranet/vendor' },
    });
    expect(res.status).toBe(400);
    expect(res.error.message).toMatch(/https:\/\//);
  });

  it('shows another company none of its controls or evidence: 404', async () => {
    const b = { cookie: t.adminB.cookie };
    for (const call of [
      api.call('listControls', { ...b, params: inA() }),
      api.call('listControlEvidence', { ...b, params: { ...inA(), controlId: CONTROL } }),
      addEvidence('2099-12-31', t.adminB.cookie),
    ]) {
      expect((await call).status).toBe(404);
    }
    // Its own controls carry none of company A's evidence.
    const own = await api.ok('listControls', { ...b, ...t.ofB() });
    expect(own.body.controls.find((c) => c.id === CONTROL)!.evidence.state).toBe('none');
  });
});
