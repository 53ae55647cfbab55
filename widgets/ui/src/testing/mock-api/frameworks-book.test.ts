import {
  FRAMEWORK_MESSAGES,
  addDays,
  recordControls,
  todayCalendarDate,
} from '@portfolio/contracts';
import type { AiActObligationItem, Project } from '@portfolio/contracts';
import { describe, expect, it } from 'vitest';
import { makeMembership, makeProject } from '../demo-data/fixtures';
import { server, TEST_API } from '../server';
import { aiActHandlers, createAiActBook } from './ai-act-book';
import { companyObligationsFrom, portfolioObligationsFrom } from './ai-act-portfolio-book';
import { createComplianceBook } from './compliance-book';
import { createEvidenceBook } from './evidence-book';
import { createFrameworksBook, frameworksHandlers } from './frameworks-book';

// The mocks answer the obligation lists and the GDPR and DORA records as the BFF does: each
// obligation with the controls that satisfy it (`satisfiedBy`), each record with the controls
// that cover it (`controls`), both from the evidence on the company's controls, through the
// contract's functions (`withObligationControls`, `recordControls`).

const { id: companyId } = makeMembership();

/** The books as a store wires them: the frameworks read the evidence, the others the frameworks. */
function books() {
  const projects: Project[] = [
    makeProject({ id: crypto.randomUUID(), companyId, name: 'Candidate Ranking' }),
    makeProject({ id: crypto.randomUUID(), companyId: crypto.randomUUID(), name: 'Elsewhere' }),
  ];
  const project = (id: string) => projects.find((p) => p.id === id);
  const evidence = createEvidenceBook({ obligation: (id) => aiAct.obligation(id) });
  const frameworks = createFrameworksBook({
    obligations: companyObligationsFrom(
      () => projects,
      () => aiAct,
    ),
    evidence: () => evidence,
  });
  const aiAct = createAiActBook({
    project,
    setStatus: () => {},
    withSatisfiedBy: (company, items) => frameworks.withSatisfiedBy(company, items),
  });
  const compliance = createComplianceBook({
    project,
    update: project,
    highRisk: () => true,
    recordControls: (company, record) => frameworks.recordControls(company, record),
  });
  for (const p of projects) {
    // A high-risk system each company deploys (recruitment, Annex III point 4(a)).
    aiAct.save(p, { roles: ['deployer'], answers: { 'annex3-4a-recruitment': true } });
  }
  const addEvidence = (controlId: string, expiresAt: string | null, company = companyId) =>
    evidence.add(
      { companyId: company, controlId },
      { url: `https://intranet.example/${controlId}`, title: controlId, expiresAt },
    );
  return { projects, aiAct, compliance, evidence, frameworks, addEvidence };
}

const logsOf = (items: readonly AiActObligationItem[]) =>
  items.find((o) => o.obligationId === 'art26-6-deployer')!;

describe('the obligations’ controls in the mocks', () => {
  it('fill `satisfiedBy` of every listed obligation, from the company’s own control evidence only', () => {
    const { projects, aiAct, addEvidence } = books();
    const [own, other] = projects;
    expect(aiAct.list(own!.id).every((o) => Array.isArray(o.satisfiedBy))).toBe(true);
    expect(logsOf(aiAct.list(own!.id)).satisfiedBy).toEqual([]);

    const kept = addEvidence('event-logs', null);
    addEvidence('event-logs', null, other!.companyId);
    expect(logsOf(aiAct.list(own!.id)).satisfiedBy).toEqual([
      {
        control: { id: 'event-logs', ref: 'OPS-4', title: 'Event logs' },
        strength: 'direct',
        evidence: [
          {
            id: kept.id,
            title: 'event-logs',
            kind: 'link',
            url: 'https://intranet.example/event-logs',
            expiresAt: null,
            expired: false,
          },
        ],
      },
    ]);
    // The company-wide list carries them too; another company's list only its own evidence.
    const portfolio = portfolioObligationsFrom([own!], aiAct);
    expect(logsOf(portfolio).satisfiedBy).toEqual(logsOf(aiAct.list(own!.id)).satisfiedBy);
    expect(logsOf(aiAct.list(other!.id)).satisfiedBy![0]!.evidence).toHaveLength(1);
  });

  it('answer them on GET …/obligations, and leave them out of an update’s answer as the BFF does', async () => {
    const { projects, aiAct, addEvidence } = books();
    const [own] = projects;
    addEvidence('event-logs', '2025-12-31');
    server.use(
      ...aiActHandlers(
        () => aiAct,
        (id) => projects.find((p) => p.id === id),
      ),
    );
    const listed = (await (
      await fetch(`${TEST_API}/projects/${own!.id}/obligations`)
    ).json()) as AiActObligationItem[];
    expect(logsOf(listed).satisfiedBy![0]!.evidence[0]!.expired).toBe(true);
    const updated = aiAct.update(logsOf(listed).id, { status: 'in_progress' });
    expect(updated).not.toHaveProperty('satisfiedBy');
  });
});

describe('the control evidence the evidence-expired rule reads in the mocks', () => {
  it('counts a control’s evidence for each obligation of the project it satisfies, as the BFF does', () => {
    const { projects, aiAct, frameworks, addEvidence } = books();
    const [own, other] = projects;
    expect(frameworks.expiries(companyId, own!.id)).toEqual([]);

    addEvidence('event-logs', '2025-12-31');
    addEvidence('event-logs', null, other!.companyId);
    const satisfied = aiAct
      .list(own!.id)
      .filter((o) => o.satisfiedBy!.some((s) => s.control.id === 'event-logs'));
    expect(satisfied.map((o) => o.obligationId)).toContain('art26-6-deployer');
    expect(frameworks.expiries(companyId, own!.id)).toEqual(
      satisfied.map((o) => ({ obligationId: o.id, expiresAt: '2025-12-31' })),
    );
    // Another company's evidence counts for its own projects only.
    expect(frameworks.expiries(other!.companyId, other!.id).map((e) => e.expiresAt)).toEqual(
      satisfied.map(() => null),
    );
  });
});

describe('a framework’s import in the mocks', () => {
  it('refuses a name the company’s own or a built-in framework has, in any case, as the BFF does', async () => {
    const { evidence, frameworks } = books();
    server.use(
      ...frameworksHandlers(
        () => frameworks,
        () => evidence,
      ),
    );
    const importAs = (name: string) =>
      fetch(`${TEST_API}/companies/${companyId}/frameworks`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          name,
          csv: 'ref,group,title,control,strength\n1,Risk,Risks are assessed,RSK-1,\n',
        }),
      });
    expect((await importAs('Group AI standard')).status).toBe(201);
    for (const name of [' group ai STANDARD ', 'ISO-42001']) {
      const refused = await importAs(name);
      expect(refused.status).toBe(409);
      expect(((await refused.json()) as { message: string }).message).toBe(
        FRAMEWORK_MESSAGES.nameTaken,
      );
    }
    expect(frameworks.frameworks(companyId).filter((f) => f.kind === 'custom')).toHaveLength(1);
  });
});

describe('the records’ controls in the mocks', () => {
  it('list the controls covering the GDPR and DORA records with their evidence’s state', () => {
    const { projects, compliance, addEvidence } = books();
    const own = projects[0]!;
    expect(compliance.gdpr(own).controls).toEqual(recordControls('gdpr-record', new Map()));
    addEvidence('personal-data', addDays(todayCalendarDate(), -1));
    addEvidence('supplier-management', todayCalendarDate());
    addEvidence('impact-assessment', null, projects[1]!.companyId);
    expect(compliance.gdpr(own).controls.map((c) => [c.ref, c.evidence])).toEqual([
      ['RSK-2', 'none'],
      ['DAT-3', 'lapsed'],
    ]);
    expect(compliance.dora(own).controls.map((c) => [c.ref, c.evidence])).toEqual([
      ['SUP-1', 'current'],
    ]);
  });

  it('list them without evidence when no frameworks book answers', () => {
    const project = makeProject();
    const compliance = createComplianceBook({
      project: () => project,
      update: () => project,
      highRisk: () => false,
    });
    expect(compliance.dora(project).controls).toEqual(recordControls('dora-register', new Map()));
  });
});
