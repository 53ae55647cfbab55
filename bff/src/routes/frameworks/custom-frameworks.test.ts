import { FRAMEWORK_MESSAGES } from '@portfolio/contracts';
import { describe, expect, it } from 'vitest';
import { MISSING_ID } from '../../testing/factories.ts';
import { setupTwoCompanies } from '../../testing/two-companies.ts';

const t = setupTwoCompanies();
const { api, db } = t;

const inA = () => ({ companyId: t.companyA.id });
const admin = () => ({ cookie: t.adminA.cookie });
const member = () => ({ cookie: t.memberA.cookie });

const VALID = [
  'ref,group,title,control,strength',
  'N-1,Governance,Every AI system has a named owner,GOV-2,',
  'N-2,Governance,The AI policy is signed yearly,gov-1,partial',
  'N-2,,,OPS-4,partial',
  '"N-3","Operations","Users can reach a person, always",TRN-3,direct',
  'N-4,Operations,A register of models is kept,,',
].join('\r\n');

const importCsv = (csv: string, name = 'Northwind AI standard', who = admin()) =>
  api.call('importFramework', { ...who, params: inA(), body: { name, csv } });
const footprint = async () => ({
  frameworks: Number((await db()('customFrameworks').count('* as n').first())!.n),
  items: Number((await db()('customFrameworkItems').count('* as n').first())!.n),
  links: Number((await db()('customFrameworkLinks').count('* as n').first())!.n),
  history: Number((await db()('auditEvents').count('* as n').first())!.n),
});

describe('custom frameworks', () => {
  it('are imported from CSV by an admin, listed beside the built-in ones, with their coverage', async () => {
    const res = await importCsv(VALID);
    expect(res.status, res.text).toBe(201);
    const framework = res.body as {
      id: string;
      kind: string;
      items: Array<{ ref: string; controls: Array<{ ref: string; strength: string }> }>;
      coverage: { items: number; applicable: number; missing: number };
    };
    expect(framework).toMatchObject({ kind: 'custom', name: 'Northwind AI standard' });
    expect(framework.coverage).toMatchObject({ items: 4, applicable: 4, missing: 4 });
    const n2 = framework.items.find((i) => i.ref === 'N-2')!;
    expect(n2.controls.map((c) => [c.ref, c.strength])).toEqual([
      ['GOV-1', 'partial'],
      ['OPS-4', 'partial'],
    ]);
    expect(framework.items.find((i) => i.ref === 'N-4')!.controls).toEqual([]);

    const list = (await api.ok('listFrameworks', { ...member(), params: inA() })).body;
    expect(list.map((f) => f.id)).toEqual([
      'eu-ai-act',
      'iso-42001',
      'nist-ai-rmf',
      'nist-ai-600-1',
      framework.id,
    ]);
    const read = await api.ok('getFramework', {
      ...member(),
      params: { ...inA(), frameworkId: framework.id },
    });
    expect(read.body.groups.map((g) => g.ref)).toEqual(['Governance', 'Operations']);
    // Its items name controls: the controls list shows them.
    const controls = (await api.ok('listControls', { ...member(), params: inA() })).body.controls;
    expect(controls.find((c) => c.ref === 'OPS-4')!.customLinks).toEqual([
      {
        frameworkId: framework.id,
        frameworkName: 'Northwind AI standard',
        ref: 'N-2',
        title: 'The AI policy is signed yearly',
        strength: 'partial',
      },
    ]);
    const [event] = await db()('auditEvents').where({
      entity: 'framework',
      entityId: framework.id,
    });
    expect(event).toMatchObject({ action: 'created', entityLabel: 'Northwind AI standard' });
  });

  it('refuses a file with bad rows, naming each row and column, and imports nothing of it', async () => {
    const before = await footprint();
    const csv = [
      'ref,group,title,control,strength',
      'X-1,Governance,Fine row,GOV-1,direct',
      'X-2,Governance,,GOV-2,',
      'X-3,Governance,Unknown control,GOV-99,',
      'X-4,Governance,Bad strength,GOV-3,strong',
      'X-1,Other,Another title,GOV-4,',
      'X-5,Governance,Too many fields,GOV-5,direct,extra',
    ].join('\r\n');
    const res = await importCsv(csv, 'Broken standard');
    expect(res.status).toBe(400);
    expect(res.error.message).toMatch(
      /^The CSV has 6 errors, so nothing was imported: Row 3, column title: /,
    );
    expect(res.error.details!.map((d) => d.field)).toEqual([
      'rows.3.title',
      'rows.4.control',
      'rows.5.strength',
      'rows.6.title',
      'rows.6.group',
      'rows.7',
    ]);
    expect(res.error.details![1]!.message).toMatch(/^Row 4, column control: no control “GOV-99”/);
    expect(await footprint()).toEqual(before);
  });

  it('is imported in one transaction: a failure on its last write leaves nothing of it', async () => {
    const before = await footprint();
    // The links are written last: make the database refuse them.
    await db().raw(`create function refuse_links() returns trigger language plpgsql as $$
      begin raise exception 'refused for the test' using errcode = 'check_violation'; end $$`);
    await db().raw(`create trigger refuse_links before insert on custom_framework_links
      for each statement execute function refuse_links()`);
    try {
      const res = await importCsv(VALID, 'Half written');
      expect(res.status).toBeGreaterThanOrEqual(400);
    } finally {
      await db().raw('drop trigger refuse_links on custom_framework_links');
      await db().raw('drop function refuse_links()');
    }
    expect(await footprint()).toEqual(before);
  });

  it('refuses a file without its columns, an empty file, a name taken, and a member', async () => {
    const before = await footprint();
    const noTitle = await importCsv('ref,control\r\n1,GOV-1\r\n', 'No titles');
    expect(noTitle.status).toBe(400);
    expect(noTitle.error.details).toEqual([
      {
        field: 'rows.1.title',
        message: 'Row 1, column title: the header has no such column: add it',
      },
    ]);
    const unknown = await importCsv('ref,title,owner\r\n1,A,Maya\r\n', 'Unknown column');
    expect(unknown.error.details![0]!.field).toBe('rows.1.owner');
    expect((await importCsv('ref,title\r\n', 'Header only')).status).toBe(400);
    const empty = await api.call('importFramework', {
      ...admin(),
      params: inA(),
      body: { name: 'Empty', csv: '' },
    });
    expect(empty.status).toBe(400);
    expect(empty.error.message).toMatch(/Choose a CSV file/);
    const taken = await importCsv(VALID, 'northwind ai STANDARD');
    expect(taken.status).toBe(409);
    expect(taken.error.message).toBe(FRAMEWORK_MESSAGES.nameTaken);
    expect((await importCsv(VALID, 'Another name', member())).status).toBe(403);
    expect(await footprint()).toEqual(before);
  });

  it('are deleted by admins with their items; a built-in one cannot be', async () => {
    const made = await importCsv('ref,title,control\r\n1,Policy,GOV-1\r\n', 'To delete');
    const id = (made.body as { id: string }).id;
    const on = { params: { ...inA(), frameworkId: id } };
    expect((await api.call('deleteFramework', { ...member(), ...on })).status).toBe(403);
    expect((await api.call('deleteFramework', { ...admin(), ...on })).status).toBe(204);
    expect(await db()('customFrameworkItems').where({ frameworkId: id })).toEqual([]);
    expect((await api.call('getFramework', { ...member(), ...on })).status).toBe(404);
    expect((await api.call('deleteFramework', { ...admin(), ...on })).status).toBe(404);
    const builtIn = await api.call('deleteFramework', {
      ...admin(),
      params: { ...inA(), frameworkId: 'iso-42001' },
    });
    expect(builtIn.status).toBe(409);
    expect(builtIn.error.message).toMatch(/ships with the product/);
    for (const frameworkId of ['no-such-framework', MISSING_ID]) {
      const missing = await api.call('getFramework', {
        ...member(),
        params: { ...inA(), frameworkId },
      });
      expect(missing.status, frameworkId).toBe(404);
    }
    expect(
      (
        await api.call('getFramework', {
          ...member(),
          params: { ...inA(), frameworkId: 'Bad Id!' },
        })
      ).status,
    ).toBe(400);
  });

  it('shows another company none of them: 404, even under its own company', async () => {
    const made = await importCsv('ref,title,control\r\n1,Policy,GOV-1\r\n', 'Private standard');
    const id = (made.body as { id: string }).id;
    const b = { cookie: t.adminB.cookie };
    expect((await api.call('listFrameworks', { ...b, params: inA() })).status).toBe(404);
    expect(
      (await api.call('getFramework', { ...b, params: { ...inA(), frameworkId: id } })).status,
    ).toBe(404);
    const ownPath = { ...b, params: { companyId: t.companyB.id, frameworkId: id } };
    expect((await api.call('getFramework', ownPath)).status).toBe(404);
    expect((await api.call('deleteFramework', ownPath)).status).toBe(404);
    expect((await importCsv(VALID, 'Theirs', b)).status).toBe(404);
    const own = (await api.ok('listFrameworks', { ...b, ...t.ofB() })).body;
    expect(own.map((f) => f.kind)).toEqual(['built-in', 'built-in', 'built-in', 'built-in']);
    expect(await db()('customFrameworks').where({ id })).toHaveLength(1);
  });
});
