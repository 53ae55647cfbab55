import { addDays, calendarDateOf, EMPTY_GDPR_RECORD } from '@portfolio/contracts';
import type { RecordControl } from '@portfolio/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTwoCompanies } from '../../testing/two-companies.ts';

// A project's GDPR record, its DORA record and the DORA register name the company's controls
// that cover them (DAT-3 and RSK-2 the GDPR record, SUP-1 the register), each with the state of
// the evidence attached to the control: the same evidence that counts for the frameworks.

const t = setupTwoCompanies();
const { api } = t;
const today = calendarDateOf(new Date());
let projectId: string;

beforeAll(async () => {
  projectId = (await t.projectOfA()).id;
});

/** Evidence on a control of company A (of B, with `inB`). */
const addEvidence = (controlId: string, expiresAt: string | null, inB = false) =>
  api.ok('addControlEvidence', {
    cookie: inB ? t.adminB.cookie : t.memberA.cookie,
    params: { companyId: inB ? t.companyB.id : t.companyA.id, controlId },
    body: { url: 'https://intranet.example/evidence', title: controlId, expiresAt },
  });

/** Each control the answer lists, as `ref: state`. */
const states = (controls: readonly RecordControl[]) =>
  Object.fromEntries(controls.map((c) => [c.ref, c.evidence]));

const read = async () => {
  const cookie = t.memberA.cookie;
  const [gdpr, dora, register] = await Promise.all([
    api.ok('getProjectGdpr', { cookie, params: { id: projectId } }),
    api.ok('getProjectDora', { cookie, params: { id: projectId } }),
    api.ok('getDoraRegister', { cookie, ...t.ofA() }),
  ]);
  return {
    gdpr: states(gdpr.body.controls),
    dora: states(dora.body.controls),
    register: states(register.body.controls),
  };
};

describe('the controls of the GDPR and DORA records', () => {
  it('lists each control covering the record, without evidence until some is attached to it', async () => {
    const gdpr = await api.ok('getProjectGdpr', {
      cookie: t.memberA.cookie,
      params: { id: projectId },
    });
    expect(gdpr.body.controls).toEqual([
      { id: 'impact-assessment', ref: 'RSK-2', title: 'Impact assessment', evidence: 'none' },
      { id: 'personal-data', ref: 'DAT-3', title: 'Personal data protection', evidence: 'none' },
    ]);
    expect(await read()).toEqual({
      gdpr: { 'RSK-2': 'none', 'DAT-3': 'none' },
      dora: { 'SUP-1': 'none' },
      register: { 'SUP-1': 'none' },
    });
  });

  it('shows the evidence on each control: lapsed once all of it expired, current while a piece holds', async () => {
    await addEvidence('personal-data', addDays(today, -1));
    await addEvidence('supplier-management', today);
    // Evidence on a control no record names shows on none of them.
    await addEvidence('ai-policy', null);
    expect(await read()).toEqual({
      gdpr: { 'RSK-2': 'none', 'DAT-3': 'lapsed' },
      dora: { 'SUP-1': 'current' },
      register: { 'SUP-1': 'current' },
    });
    await addEvidence('personal-data', addDays(today, 30));
    expect((await read()).gdpr).toEqual({ 'RSK-2': 'none', 'DAT-3': 'current' });
  });

  it('answers the same controls to a save', async () => {
    const gdpr = await api.ok('updateProjectGdpr', {
      cookie: t.memberA.cookie,
      params: { id: projectId },
      body: EMPTY_GDPR_RECORD,
    });
    expect(states(gdpr.body.controls)).toEqual({ 'RSK-2': 'none', 'DAT-3': 'current' });
    const dora = await api.ok('updateProjectDora', {
      cookie: t.memberA.cookie,
      params: { id: projectId },
      body: { supportsCriticalFunction: true, functionName: 'Payments' },
    });
    expect(states(dora.body.controls)).toEqual({ 'SUP-1': 'current' });
  });

  it("counts only the company's own evidence: another company's on the same control shows only there", async () => {
    await addEvidence('impact-assessment', null, true);
    const ofB = await t.projectOfB();
    const gdprOfB = await api.ok('getProjectGdpr', {
      cookie: t.adminB.cookie,
      params: { id: ofB.id },
    });
    expect(states(gdprOfB.body.controls)).toEqual({ 'RSK-2': 'current', 'DAT-3': 'none' });
    expect((await read()).gdpr).toEqual({ 'RSK-2': 'none', 'DAT-3': 'current' });
  });
});
