import {
  EVIDENCE_FILE_MISSING_MESSAGE,
  EVIDENCE_MAX_FILE_BYTES,
  EVIDENCE_REVIEWER_MESSAGE,
  EVIDENCE_TOO_LARGE_MESSAGE,
  EVIDENCE_TYPE_MESSAGE,
  evidenceMarkupMessage,
  evidenceNameMismatchMessage,
} from '@portfolio/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { MISSING_ID } from '../../testing/factories.ts';
import { watchQueries } from '../../testing/queries.ts';
import { setupTwoCompanies } from '../../testing/two-companies.ts';
import { fileForm, PDF } from '../../testing/evidence-files.ts';

// Refusals every member route shares (signed-out, another company's JSON call, what does not
// exist): contract.test.ts. Here: both forms of the upload, its limits, the download's headers.
const t = setupTwoCompanies();
const { api, db } = t;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const HTML = Buffer.from('<!doctype html><html><script>fetch("/api/auth/user")</script></html>');

let projectId: string;
let obligationId: string;

beforeEach(async () => {
  const assessed = await t.assessedProjectOfA({ name: 'Claims Assistant', status: 'active' });
  projectId = assessed.projectId;
  obligationId = assessed.obligations[0]!.id;
});

const upload = (body: FormData | object, cookie = t.memberA.cookie, id = obligationId) =>
  api.call('addObligationEvidence', { params: { id }, cookie, body });
const list = async (id = obligationId) =>
  (await api.ok('listObligationEvidence', { params: { id }, cookie: t.memberA.cookie })).body;
const download = (id: string, cookie = t.memberA.cookie) =>
  fetch(`${t.server.baseUrl}/api/evidence/${id}`, {
    headers: { Cookie: cookie },
    redirect: 'manual',
  });
const count = async (table: string) =>
  Number(((await db()(table).count('* as n').first()) as { n: string }).n);
/** Everything an upload could leave behind. */
const footprint = async () => ({
  evidence: await count('obligation_evidence'),
  files: await count('evidence_files'),
  history: await count('audit_events'),
});

describe('evidence as a link', () => {
  it('is added with its reviewer and expiry, listed, recorded, and opens as a 303 to its address', async () => {
    const res = await upload({
      url: 'https://wiki.example/ai-literacy',
      title: 'AI literacy training log',
      reviewedById: t.memberA.user.id,
      reviewedAt: '2026-11-02',
      expiresAt: '2027-11-01',
    });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({
      kind: 'link',
      obligationId,
      projectId,
      url: 'https://wiki.example/ai-literacy',
      title: 'AI literacy training log',
      file: null,
      reviewedBy: { id: t.memberA.user.id },
      reviewedAt: '2026-11-02',
      expiresAt: '2027-11-01',
      expired: false,
      createdBy: { id: t.memberA.user.id },
    });
    expect(await list()).toEqual([res.body]);
    const history = await db()('auditEvents').where({ entity: 'obligation_evidence' });
    expect(history[0].changes).toMatchObject({
      url: { after: 'https://wiki.example/ai-literacy' },
      reviewedOn: { after: '2026-11-02' },
      expiresOn: { after: '2027-11-01' },
    });
    expect(history).toMatchObject([
      {
        action: 'created',
        projectId,
        entityId: res.body.id,
        entityLabel: 'AI literacy training log',
      },
    ]);

    const opened = await download(res.body.id);
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe('https://wiki.example/ai-literacy');
    expect(opened.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('refuses what is not a web address', async () => {
    const res = await upload({ url: 'javascript:alert(1)' });
    expect(res.status).toBe(400);
    expect(res.error.message).toBe('Please enter a web address starting with https://');
  });
});

describe('evidence as a file', () => {
  it('is stored with the type its content shows, and downloads as a sandboxed attachment', async () => {
    const res = await upload(
      fileForm(PDF, 'Prüfbericht "final".pdf', {
        reviewedBy: 'TÜV Rheinland auditor',
        reviewedAt: '2026-10-15',
        expiresAt: '2027-10-14',
      }),
    );
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({
      kind: 'file',
      url: null,
      title: 'Prüfbericht "final".pdf',
      file: { name: 'Prüfbericht "final".pdf', contentType: 'application/pdf', size: PDF.length },
      reviewedBy: { id: null, name: 'TÜV Rheinland auditor' },
      expiresAt: '2027-10-14',
    });
    expect(await db()('evidenceFiles').where({ evidenceId: res.body.id })).toHaveLength(1);

    const file = await download(res.body.id);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer())).toEqual(PDF);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="Pr?fbericht \\"final\\".pdf"; filename*=UTF-8''Pr%C3%BCfbericht%20%22final%22.pdf`,
    );
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('content-security-policy')).toMatch(/^sandbox; default-src 'none'/);
    expect(file.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });

  it('takes text as text/plain and CSV as text/csv, served as UTF-8', async () => {
    const text = await upload(fileForm(Buffer.from('Attendance: 14 of 15\n'), 'attendance.txt'));
    expect(text.status, text.text).toBe(201);
    expect(text.body.file?.contentType).toBe('text/plain');
    expect((await download(text.body.id)).headers.get('content-type')).toBe(
      'text/plain; charset=utf-8',
    );
    const csv = await upload(fileForm(Buffer.from('name,done\nAda,yes\n'), 'log.csv'));
    expect(csv.body.file?.contentType).toBe('text/csv');
  });

  it('gives a file without an extension the one its content shows', async () => {
    const res = await upload(fileForm(PNG, 'screenshot'));
    expect(res.status, res.text).toBe(201);
    expect(res.body.file).toMatchObject({ name: 'screenshot.png', contentType: 'image/png' });
  });

  it('refuses a file over 10 MB with 413, and keeps nothing', async () => {
    const before = await footprint();
    const big = Buffer.concat([PDF, Buffer.alloc(EVIDENCE_MAX_FILE_BYTES + 1 - PDF.length, 0x20)]);
    const res = await upload(fileForm(big, 'scan.pdf'));
    expect(res.status).toBe(413);
    expect(res.error.message).toBe(EVIDENCE_TOO_LARGE_MESSAGE);
    expect(await footprint()).toEqual(before);
  });

  it('takes a file of exactly 10 MB', async () => {
    const full = Buffer.concat([PDF, Buffer.alloc(EVIDENCE_MAX_FILE_BYTES - PDF.length, 0x20)]);
    const res = await upload(fileForm(full, 'scan.pdf'));
    expect(res.status, res.text).toBe(201);
    expect(res.body.file?.size).toBe(EVIDENCE_MAX_FILE_BYTES);
  });

  it('refuses HTML named .pdf by its content (415), and keeps nothing', async () => {
    const before = await footprint();
    const res = await upload(fileForm(HTML, 'report.pdf'));
    expect(res.status).toBe(415);
    expect(res.error.message).toBe(evidenceMarkupMessage('pdf'));
    expect(await footprint()).toEqual(before);
    // Named .txt, .html or nothing at all: markup all the same.
    expect((await upload(fileForm(HTML, 'notes.txt'))).status).toBe(415);
    expect((await upload(fileForm(HTML, 'page.html'))).status).toBe(415);
    expect((await upload(fileForm(Buffer.from('  <svg onload="x()"/>'), 'logo'))).status).toBe(415);
  });

  it('refuses a file whose name says another allowed type, and a type not on the list', async () => {
    const png = await upload(fileForm(PNG, 'report.pdf'));
    expect(png.status).toBe(415);
    expect(png.error.message).toBe(evidenceNameMismatchMessage('pdf', 'PNG image'));
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///ywAAAAAAQABAAACAUwAOw==', 'base64');
    const refused = await upload(fileForm(gif, 'pixel.gif'));
    expect(refused.status).toBe(415);
    expect(refused.error.message).toBe(EVIDENCE_TYPE_MESSAGE);
    const binary = await upload(fileForm(Buffer.from([0, 1, 2, 3, 255, 254]), 'data.txt'));
    expect(binary.status).toBe(415);
  });

  it('refuses a form without its file, or with fields the form does not take', async () => {
    const none = await upload(fileForm(undefined, '', { title: 'Nothing attached' }));
    expect(none.status).toBe(400);
    expect(none.error.message).toBe(EVIDENCE_FILE_MISSING_MESSAGE);
    const extra = await upload(fileForm(PDF, 'a.pdf', { url: 'https://elsewhere.example' }));
    expect(extra.status).toBe(400);
    const badDate = await upload(fileForm(PDF, 'a.pdf', { expiresAt: '2027-02-30' }));
    expect(badDate.status).toBe(400);
    expect(badDate.error.message).toMatch(/^Expires on must be a date that exists/);
  });

  it('changes nothing when the upload fails after its checks (a reviewer who is not a member)', async () => {
    const before = await footprint();
    const res = await upload(fileForm(PDF, 'a.pdf', { reviewedById: t.adminB.user.id }));
    expect(res.status).toBe(400);
    expect(res.error.message).toBe(EVIDENCE_REVIEWER_MESSAGE);
    expect(await footprint()).toEqual(before);
  });

  it('is not taken as multipart by any other route', async () => {
    const res = await api.call('addProjectLink', {
      params: { id: projectId },
      cookie: t.memberA.cookie,
      body: fileForm(undefined, '', { url: 'https://github.com/acme/app' }),
    });
    expect(res.status).toBe(415);
  });
});

describe('deleting evidence', () => {
  it('removes it and its file, and records it', async () => {
    const added = (await upload(fileForm(PDF, 'a.pdf'))).body;
    const res = await api.call('deleteEvidence', {
      params: { id: added.id },
      cookie: t.memberA.cookie,
    });
    expect(res.status).toBe(204);
    expect(await list()).toEqual([]);
    expect(await db()('evidenceFiles').where({ evidenceId: added.id })).toEqual([]);
    expect((await download(added.id)).status).toBe(404);
    const history = await db()('auditEvents')
      .where({ entity: 'obligation_evidence', entityId: added.id })
      .orderBy('id');
    expect(history.map((e) => e.action)).toEqual(['created', 'deleted']);
  });
});

describe("another company's evidence", () => {
  it('cannot be uploaded to, downloaded or deleted: 404 as if it did not exist, nothing kept', async () => {
    const added = (await upload(fileForm(PDF, 'a.pdf'))).body;
    const before = await footprint();
    const res = await upload(fileForm(PDF, 'planted.pdf'), t.adminB.cookie);
    expect(res.status).toBe(404);
    expect(await footprint()).toEqual(before);
    expect((await download(added.id, t.adminB.cookie)).status).toBe(404);
    const del = await api.call('deleteEvidence', {
      params: { id: added.id },
      cookie: t.adminB.cookie,
    });
    expect(del.status).toBe(404);
    expect(await footprint()).toEqual(before);
  });

  it('refuses a signed-out upload before reading the form', async () => {
    const res = await api.call('addObligationEvidence', {
      params: { id: obligationId },
      body: fileForm(PDF, 'a.pdf'),
    });
    expect(res.status).toBe(401);
  });
});

describe("a project's obligation evidence in one answer", () => {
  const ofProject = (id: string, cookie = t.memberA.cookie) =>
    api.call('listProjectObligationEvidence', { params: { id }, cookie });

  it("answers every obligation's evidence in one query, each slice as the obligation's own route answers it", async () => {
    // A deployer of a recruitment system (Annex III point 4(a)): high-risk, many obligations.
    const { projectId: highRisk, obligations } = await t.assessedProjectOfA(
      { name: 'Candidate Ranking' },
      { roles: ['deployer'], answers: { 'annex3-4a-recruitment': true } },
    );
    const [first, second, without] = obligations.map((o) => o.id) as [string, string, string];
    await upload({ url: 'https://wiki.example/old', expiresAt: '2025-12-31' }, undefined, first);
    await upload(fileForm(PDF, 'log.pdf', { reviewedById: t.memberA.user.id }), undefined, second);
    await upload({ url: 'https://wiki.example/new', title: 'Current' }, undefined, first);
    // Neither another project's obligation, nor a control, nor an incident of this project.
    await upload({ url: 'https://wiki.example/elsewhere' });
    const controlEvidence = await api.call('addControlEvidence', {
      cookie: t.memberA.cookie,
      // Linked to Article 26(2) of this project, and to no obligation the other tests read.
      params: { companyId: t.companyA.id, controlId: 'human-oversight' },
      body: { url: 'https://wiki.example/oversight' },
    });
    expect(controlEvidence.status, controlEvidence.text).toBe(201);
    const incident = await api.ok('createIncident', {
      cookie: t.memberA.cookie,
      ...t.ofA(),
      body: {
        title: 'Wrong ranking',
        awareAt: '2026-11-20T09:00:00.000Z',
        severity: 'low',
        projectId: highRisk,
      },
    });
    await api.ok('addIncidentEvidence', {
      cookie: t.memberA.cookie,
      params: { id: incident.body.id },
      body: { url: 'https://wiki.example/incident' },
    });

    const res = await watchQueries(db(), async (sent) => {
      const answer = await ofProject(highRisk);
      expect(sent.filter((sql) => /obligation_evidence/.test(sql))).toHaveLength(1);
      return answer;
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.map((e) => e.title)).toEqual([
      'Current',
      'log.pdf',
      'https://wiki.example/old',
    ]);
    expect(res.body.map((e) => e.expired)).toEqual([false, false, true]);
    // An obligation without evidence has an empty slice, as its own route answers.
    for (const id of [first, second, without]) {
      expect(res.body.filter((e) => e.obligationId === id)).toEqual(await list(id));
    }
  });

  it("refuses another company's project as if it did not exist", async () => {
    await upload({ url: 'https://wiki.example/ai-literacy' });
    const foreign = await ofProject(projectId, t.adminB.cookie);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual((await ofProject(MISSING_ID, t.adminB.cookie)).body);
    expect((await ofProject(projectId)).body).toHaveLength(1);
  });
});

describe('the evidence-expired risk', () => {
  it('opens when an obligation’s evidence has all expired, and resolves once re-evidenced', async () => {
    const risk = async () =>
      (await db()('risks').where({ projectId, ruleId: 'evidence-expired' }).first())?.state;
    await upload({ url: 'https://wiki.example/old', expiresAt: '2025-12-31' });
    await t.processHistory();
    expect(await risk()).toBe('open');
    await upload({ url: 'https://wiki.example/new', expiresAt: '2099-12-31' });
    await t.processHistory();
    expect(await risk()).toBe('resolved');
  });
});

describe('the evidence-expired risk of a stored Article 27 row of a project that owes no FRIA', () => {
  // A deployer of a recruitment system (Annex III point 4(a)): high-risk, but no FRIA owed.
  const recruitment = { 'annex3-4a-recruitment': true };

  /**
   * Such a project with an `art27-fria` row stored, as the table listed Article 27 for every
   * deployer of Annex III before the FRIA decided it; and its evidence-expired risk's state.
   */
  async function staleFriaRow() {
    const { projectId } = await t.assessedProjectOfA(
      { name: 'Candidate Ranking', status: 'active' },
      { roles: ['deployer'], answers: recruitment },
    );
    const [stale] = (await db()('aiActObligations')
      .insert({ companyId: t.companyA.id, projectId, obligationId: 'art27-fria', status: 'todo' })
      .returning('id')) as Array<{ id: string }>;
    const risk = async () =>
      (await db()('risks').where({ projectId, ruleId: 'evidence-expired' }).first())?.state;
    /** Expired evidence just added is not read while no FRIA is owed; once it is, the risk opens. */
    const readOnceFriaOwed = async (added: { status: number; text: string }) => {
      expect(added.status, added.text).toBe(201);
      await t.processHistory();
      expect(await risk()).toBeUndefined();
      await api.ok('setAiActAssessment', {
        params: { id: projectId },
        cookie: t.memberA.cookie,
        body: { roles: ['deployer'], answers: { ...recruitment, 'art27-public-service': true } },
      });
      await t.processHistory();
      expect(await risk()).toBe('open');
    };
    return { staleId: stale!.id, readOnceFriaOwed };
  }

  it('does not read its expired evidence, until the answers owe a FRIA', async () => {
    const { staleId, readOnceFriaOwed } = await staleFriaRow();
    await readOnceFriaOwed(
      await upload(
        { url: 'https://wiki.example/fria', expiresAt: '2025-12-31' },
        t.memberA.cookie,
        staleId,
      ),
    );
  });

  it('does not read expired evidence on a control linked to Article 27, until the answers owe a FRIA', async () => {
    const { readOnceFriaOwed } = await staleFriaRow();
    // RSK-2 links to Article 27 alone.
    await readOnceFriaOwed(
      await api.call('addControlEvidence', {
        cookie: t.memberA.cookie,
        params: { companyId: t.companyA.id, controlId: 'impact-assessment' },
        body: { url: 'https://wiki.example/impact', expiresAt: '2025-12-31' },
      }),
    );
  });
});
