import { ISO_42001, SOA_JUSTIFICATION_MESSAGE, SOA_OWNER_MESSAGE } from '@portfolio/contracts';
import { describe, expect, it } from 'vitest';
import { CSV_BOM } from '../../services/reporting/csv.ts';
import { expectCsvDownload, parseCsv } from '../../testing/csv.ts';
import { setupTwoCompanies } from '../../testing/two-companies.ts';

const t = setupTwoCompanies();
const { api, db } = t;

const inA = () => ({ companyId: t.companyA.id });
const admin = () => ({ cookie: t.adminA.cookie });
const member = () => ({ cookie: t.memberA.cookie });
const ANNEX_A = ISO_42001.items.map((i) => i.ref);

const readSoa = async () => (await api.ok('getSoa', { ...member(), params: inA() })).body;
const edit = (ref: string, body: object, who = admin()) =>
  api.call('updateSoaEntry', { ...who, params: { ...inA(), ref }, body });
const csvOf = (text: string) => {
  expect(text.startsWith(CSV_BOM)).toBe(true);
  return parseCsv(text.slice(CSV_BOM.length));
};

describe('the Statement of Applicability for ISO/IEC 42001', () => {
  it('lists all 38 Annex A controls in the standard’s order, each with the controls that satisfy it', async () => {
    const soa = await readSoa();
    expect(soa.entries.map((e) => e.ref)).toEqual(ANNEX_A);
    expect(soa.entries).toHaveLength(38);
    expect(soa.framework.id).toBe('iso-42001');
    expect(soa.company).toEqual({ id: t.companyA.id, name: t.companyA.name });
    expect(soa.version).toBeNull();
    expect(soa.summary).toMatchObject({ controls: 38, applicable: 38, excluded: 0 });
    for (const entry of soa.entries) {
      expect(entry.controls.length, entry.ref).toBeGreaterThan(0);
      expect(entry).toMatchObject({ applicable: true, status: 'not_started', owner: null });
    }
  });

  it('as RFC 4180 CSV: a header and one line per Annex A control, at the exact path', async () => {
    const res = await fetch(
      `${t.server.baseUrl}/api/companies/${t.companyA.id}/frameworks/iso-42001/soa?format=csv`,
      { headers: { Cookie: t.memberA.cookie } },
    );
    expect(res.status).toBe(200);
    expectCsvDownload(res.headers, 'statement-of-applicability-draft');
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
    const [header, ...rows] = csvOf(text);
    expect(header).toEqual([
      'Control',
      'Group',
      'Title',
      'Applicable',
      'Justification',
      'Implementation status',
      'Owner',
      'Company controls',
      'Evidence',
      'Evidence status',
    ]);
    expect(rows.map((r) => r[0])).toEqual(ANNEX_A);
    expect(rows[0]!.slice(0, 4)).toEqual([
      'A.2.2',
      'A.2 Policies on AI',
      'A documented AI policy',
      'Yes',
    ]);
    // Accept: text/csv asks for it too.
    const accepted = await api.call('getSoa', {
      ...member(),
      params: inA(),
      headers: { Accept: 'text/csv' },
    });
    expect(csvOf(accepted.text)).toHaveLength(39);
  });

  it('is edited by admins: applicability with its justification, status and owner, in the history', async () => {
    const excluded = await edit('A.10.4', {
      applicable: false,
      justification: 'No AI system is offered to customers',
      status: 'not_started',
    });
    expect(excluded.status, excluded.text).toBe(200);
    expect(excluded.body).toMatchObject({ ref: 'A.10.4', applicable: false });
    const owned = await edit('A.2.2', { status: 'implemented', ownerId: t.memberA.user.id });
    expect(owned.status, owned.text).toBe(200);
    expect(owned.body).toMatchObject({
      status: 'implemented',
      owner: { id: t.memberA.user.id },
      updatedBy: expect.any(String),
    });
    const soa = await readSoa();
    expect(soa.summary).toMatchObject({ applicable: 37, excluded: 1, implemented: 1 });
    // The exclusion takes the control out of the framework's coverage.
    const iso = await api.ok('getFramework', {
      ...member(),
      params: { ...inA(), frameworkId: 'iso-42001' },
    });
    expect(iso.body.items.find((i) => i.ref === 'A.10.4')!.applicable).toBe(false);
    expect(iso.body.coverage.applicable).toBe(37);
    const audit = await db()('auditEvents').where({ entity: 'soa_entry' }).orderBy('id');
    expect(audit.map((e: { entityLabel: string }) => e.entityLabel)).toEqual([
      expect.stringMatching(/^A\.10\.4 /),
      expect.stringMatching(/^A\.2\.2 /),
    ]);
  });

  it('refuses an exclusion without its justification, an owner from elsewhere, an unknown control, a member', async () => {
    const before = await db()('soaEntries').select().orderBy('ref');
    const unjustified = await edit('A.9.3', { applicable: false });
    expect(unjustified.status).toBe(400);
    expect(unjustified.error.message).toBe(SOA_JUSTIFICATION_MESSAGE);
    const stranger = await edit('A.9.3', { ownerId: t.adminB.user.id });
    expect(stranger.status).toBe(400);
    expect(stranger.error.message).toBe(SOA_OWNER_MESSAGE);
    expect((await edit('A.11.1', { status: 'planned' })).status).toBe(404);
    expect((await edit('B.1', { status: 'planned' })).status).toBe(400);
    expect((await edit('A.9.3', {})).status).toBe(400);
    expect((await edit('A.9.3', { status: 'done' })).status).toBe(400);
    expect((await edit('A.9.3', { status: 'planned' }, member())).status).toBe(403);
    expect(await db()('soaEntries').select().orderBy('ref')).toEqual(before);
  });

  it('publishes numbered versions that are kept as published and never change', async () => {
    const first = await api.call('publishSoa', {
      ...admin(),
      params: inA(),
      body: { note: 'Stage 1 audit' },
    });
    expect(first.status, first.text).toBe(201);
    expect(first.body).toMatchObject({
      version: { number: 1, note: 'Stage 1 audit', applicable: 37, excluded: 1 },
    });
    await edit('A.2.3', { status: 'in_progress' });
    const second = await api.ok('publishSoa', { ...admin(), params: inA(), body: {} });
    expect(second.body.version!.number).toBe(2);

    const versions = (await api.ok('listSoaVersions', { ...member(), params: inA() })).body;
    expect(versions.map((v) => v.number)).toEqual([2, 1]);
    expect(versions[1]!.publishedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const published = await db()('auditEvents').where({ entity: 'soa_version' }).orderBy('id');
    expect(published.map((e: { entityLabel: string }) => e.entityLabel)).toEqual([
      'Statement of Applicability v1',
      'Statement of Applicability v2',
    ]);

    // Edits after publishing change the draft, never a published version.
    await edit('A.2.2', { status: 'planned' });
    const v1 = await api.ok('getSoaVersion', { ...member(), params: { ...inA(), version: '1' } });
    expect(v1.body.entries).toHaveLength(38);
    expect(v1.body.entries.find((e) => e.ref === 'A.2.2')!.status).toBe('implemented');
    expect(v1.body.entries.find((e) => e.ref === 'A.2.3')!.status).toBe('not_started');
    const csv = await api.call('getSoaVersion', {
      ...member(),
      params: { ...inA(), version: '1' },
      query: { format: 'csv' },
    });
    expect(csv.headers.get('content-disposition')).toContain('statement-of-applicability-v1.csv');
    expect(csvOf(csv.text)).toHaveLength(39);

    // Not even the database changes one.
    await expect(
      db()('soaVersions').where({ companyId: t.companyA.id, number: 1 }).update({ note: 'Edited' }),
    ).rejects.toThrow(/never changed/);
    expect(
      (await api.call('getSoaVersion', { ...member(), params: { ...inA(), version: '9' } })).status,
    ).toBe(404);
    expect((await api.call('publishSoa', { ...member(), params: inA(), body: {} })).status).toBe(
      403,
    );
  });

  it('shows another company none of it: 404', async () => {
    const b = { cookie: t.adminB.cookie };
    expect((await api.call('getSoa', { ...b, params: inA() })).status).toBe(404);
    expect((await api.call('listSoaVersions', { ...b, params: inA() })).status).toBe(404);
    expect(
      (await api.call('getSoaVersion', { ...b, params: { ...inA(), version: '1' } })).status,
    ).toBe(404);
    expect((await edit('A.2.2', { status: 'planned' }, b)).status).toBe(404);
    expect((await api.call('publishSoa', { ...b, params: inA(), body: {} })).status).toBe(404);
    // Company B's own Statement starts untouched, without company A's versions.
    const own = { ...b, ...t.ofB() };
    expect((await api.ok('listSoaVersions', own)).body).toEqual([]);
    expect((await api.ok('getSoa', own)).body.summary.excluded).toBe(0);
  });
});
