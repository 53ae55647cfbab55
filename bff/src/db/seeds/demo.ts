import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { evaluateProjects } from '../../services/compliance/risks.ts';
import type { Config } from '../../config.ts';
import {
  addDays,
  addMonths,
  calendarDateOf,
  monthOf,
  monthRange,
  type MemberRole,
  DAY_MS,
} from '@portfolio/contracts';
import { hashPassword, verifyPassword } from '../../services/access/passwords.ts';
import { encryptSecret } from '../../services/access/secrets.ts';
import { ensureAiActAssessments } from './demo-ai-act.ts';
import { ensureFrias } from './demo-fria.ts';
import { ensureHistory } from './demo-history.ts';
import { ensureProposals } from './demo-proposals.ts';
import { ensureReports } from './demo-reports.ts';
import { ensureSchedule } from './demo-schedule.ts';
import { insertMissing } from './insert-missing.ts';
import { DEMO_PROJECTS, type DemoProject } from './demo-projects.ts';

export const DEMO_EMAIL = 'demo@example.com';
export const DEMO_PASSWORD = 'demo-portfolio';
export const DEMO_COMPANY_NAME = 'Northwind Analytics';

/** Every demo account signs in with DEMO_PASSWORD; the first one is the demo user. */
const DEMO_USERS: Array<{ email: string; firstName: string; lastName: string; role: MemberRole }> =
  [
    { email: DEMO_EMAIL, firstName: 'Alex', lastName: 'Morgan', role: 'admin' },
    { email: 'priya.raman@example.com', firstName: 'Priya', lastName: 'Raman', role: 'admin' },
    { email: 'daniel.okafor@example.com', firstName: 'Daniel', lastName: 'Okafor', role: 'member' },
    { email: 'sofia.rossi@example.com', firstName: 'Sofia', lastName: 'Rossi', role: 'member' },
  ];

const PENDING_INVITATION = { email: 'jordan.lee@example.com', role: 'member' as MemberRole };

/** Each with the region it runs in, as the GDPR processors and the DORA register show it. */
const DEMO_LLM_MODELS = [
  { name: 'GPT-4o', vendor: 'OpenAI', keyPrefix: 'sk-proj-', region: 'US' },
  { name: 'Claude Sonnet 4', vendor: 'Anthropic', keyPrefix: 'sk-ant-api03-', region: 'EU' },
  { name: 'Gemini 2.5 Pro', vendor: 'Google (Gemini)', keyPrefix: 'AIzaSy', region: 'EU' },
  { name: 'Llama 3.3 70B', vendor: 'Meta (Llama)', keyPrefix: 'LLM-', region: 'Self-hosted' },
  { name: 'Mistral Large', vendor: 'Mistral', keyPrefix: 'mst-', region: 'EU' },
  { name: 'Command R+', vendor: 'Cohere', keyPrefix: 'co-', region: 'US' },
];

const LINK_NOTES = [
  'Primary model for production traffic',
  'Fallback when the primary model is rate limited',
  'Used for evaluation and offline batch jobs',
  null,
  null,
];

/** Projects are dated back from this day, 12 days apart, so the demo looks the same every time. */
const NEWEST_PROJECT_DATE = Date.UTC(2026, 9, 15, 9, 30);

export interface SeedResult {
  companyId: string;
  demoUserId: string;
  /** Rows inserted by this run; all zero when the demo data was already complete. */
  inserted: {
    users: number;
    companies: number;
    companyMembers: number;
    projects: number;
    llmModels: number;
    projectLlmModels: number;
    invitations: number;
    userPreferences: number;
    baselines: number;
    allocations: number;
    spendEntries: number;
    benefits: number;
    aiActAssessments: number;
    frias: number;
    milestones: number;
    projectDependencies: number;
    reports: number;
    proposals: number;
    historyEvents: number;
  };
}

/** True when the database has no users at all (a fresh install). */
export async function isDatabaseEmpty(knex: Knex): Promise<boolean> {
  const row = (await knex('users').first(knex.raw('1 as found'))) as { found: number } | undefined;
  return row === undefined;
}

/** The last demo password hash checked, and whether the demo password matched it. */
let checkedDemoHash: { hash: string; matches: boolean } | undefined;

/**
 * True while the demo account exists and still signs in with DEMO_PASSWORD (its owner may have
 * changed it), so the start and the sign-in page never advertise credentials that fail. One
 * indexed read per call; the scrypt check runs only when the stored hash changed.
 */
export async function demoSignInWorks(knex: Knex): Promise<boolean> {
  const row = (await knex('users').where({ email: DEMO_EMAIL }).first('passwordHash')) as
    { passwordHash: string | null } | undefined;
  const hash = row?.passwordHash;
  if (!hash) return false;
  if (checkedDemoHash?.hash !== hash) {
    checkedDemoHash = { hash, matches: await verifyPassword(DEMO_PASSWORD, hash) };
  }
  return checkedDemoHash.matches;
}

/**
 * Loads the demo company: users, members, a pending invitation, projects, LLM models and their
 * links, preferences. Idempotent: rows already present (by e-mail, name or unique key) are left
 * alone and only missing ones are inserted. Deterministic apart from salts, IVs and the
 * invitation token, which must be random.
 */
export async function seedDemo(
  knex: Knex,
  config: Pick<Config, 'secretsKey'>,
): Promise<SeedResult> {
  return knex.transaction(async (trx) => {
    const inserted: SeedResult['inserted'] = {
      users: 0,
      companies: 0,
      companyMembers: 0,
      projects: 0,
      llmModels: 0,
      projectLlmModels: 0,
      invitations: 0,
      userPreferences: 0,
      baselines: 0,
      allocations: 0,
      spendEntries: 0,
      benefits: 0,
      aiActAssessments: 0,
      frias: 0,
      milestones: 0,
      projectDependencies: 0,
      reports: 0,
      proposals: 0,
      historyEvents: 0,
    };

    const userIds = await ensureUsers(trx, inserted);
    const demoUserId = userIds.get(DEMO_EMAIL) as string;
    // The second admin: shares reports with the demo user and decides the proposals.
    const colleagueId = userIds.get('priya.raman@example.com') as string;

    let company = (await trx('companies')
      .where({ ownerId: demoUserId, name: DEMO_COMPANY_NAME })
      .first('id')) as { id: string } | undefined;
    if (company === undefined) {
      [company] = (await trx('companies')
        .insert({
          name: DEMO_COMPANY_NAME,
          industry: 'Technology',
          size: '201-500',
          ownerId: demoUserId,
        })
        .returning('id')) as Array<{ id: string }>;
      inserted.companies += 1;
    }
    const companyId = (company as { id: string }).id;

    const members = DEMO_USERS.map((user, i) => ({
      companyId,
      userId: userIds.get(user.email) as string,
      role: user.role,
      invitedBy: i === 0 ? null : demoUserId,
      invitedAt: i === 0 ? null : new Date(NEWEST_PROJECT_DATE - (400 - i * 30) * DAY_MS),
      joinedAt: new Date(NEWEST_PROJECT_DATE - (i === 0 ? 560 : 398 - i * 30) * DAY_MS),
    }));
    inserted.companyMembers += await insertMissing(trx, 'company_members', members, [
      'companyId',
      'userId',
    ]);

    const pending = await trx('invitations')
      .where({ companyId, email: PENDING_INVITATION.email })
      .whereNull('acceptedAt')
      .whereNull('revokedAt')
      .first('id');
    if (pending === undefined) {
      await trx('invitations').insert({
        companyId,
        email: PENDING_INVITATION.email,
        role: PENDING_INVITATION.role,
        invitedBy: demoUserId,
        token: randomBytes(32).toString('base64url'),
        expiresAt: new Date(Date.now() + 7 * DAY_MS),
      });
      inserted.invitations += 1;
    }

    const projectIds = await ensureProjects(trx, companyId, [...userIds.values()], inserted);
    const modelIds = await ensureLlmModels(trx, companyId, demoUserId, config.secretsKey, inserted);
    inserted.projectLlmModels += await ensureLinks(trx, projectIds, modelIds);
    const schedule = await ensureSchedule(trx, companyId, projectIds);
    inserted.milestones += schedule.milestones;
    inserted.projectDependencies += schedule.dependencies;
    await ensurePlan(trx, companyId, projectIds, inserted);
    inserted.reports += await ensureReports(trx, companyId, demoUserId, colleagueId);
    inserted.aiActAssessments += await ensureAiActAssessments(
      trx,
      companyId,
      projectIds,
      demoUserId,
    );
    // After the assessments: they decide whether a FRIA is owed.
    inserted.frias += await ensureFrias(trx, companyId, projectIds);
    // The projects' history months back (creations, this month's revisions), then the risks
    // they carry, raised now rather than at the first nightly evaluation.
    inserted.historyEvents += await ensureHistory(trx, companyId, projectIds);
    await evaluateProjects({ db: trx }, companyId, projectIds);
    // After the history months back: the company's history starts with its projects.
    inserted.proposals += await ensureProposals(trx, companyId, userIds, colleagueId);

    inserted.userPreferences += await insertMissing(
      trx,
      'user_preferences',
      { userId: demoUserId, emailNotifications: true, weeklyReports: true, projectUpdates: true },
      ['userId'],
    );

    return { companyId, demoUserId, inserted };
  });
}

async function ensureUsers(trx: Knex.Transaction, inserted: SeedResult['inserted']) {
  const emails = DEMO_USERS.map((u) => u.email);
  const { ids, added } = await ensureRows(
    trx,
    { table: 'users', key: 'email', scope: (query) => query.whereIn('email', emails) },
    DEMO_USERS,
    async (u) => ({
      email: u.email,
      firstName: u.firstName,
      lastName: u.lastName,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      emailVerifiedAt: new Date(),
    }),
  );
  // Demo accounts made before addresses were verified count as verified too: their invitations
  // reach the bell.
  await trx('users').whereIn('email', emails).whereNull('emailVerifiedAt').update({
    emailVerifiedAt: trx.fn.now(),
  });
  inserted.users += added;
  return ids;
}

/** Rows of `table` told apart by `key`, unique within `scope`. */
interface RowSet<K extends string> {
  table: string;
  key: K;
  scope: (query: Knex.QueryBuilder) => Knex.QueryBuilder;
}

/** The company's rows of `table`, told apart by name. */
const companyRows = (table: string, companyId: string): RowSet<'name'> => ({
  table,
  key: 'name',
  scope: (query) => query.where({ companyId }),
});

/**
 * Inserts the rows of the demo `items` that are not in `set` yet, matched on the set's key;
 * answers the id of every item by its key, and how many rows were added.
 */
async function ensureRows<K extends 'email' | 'name', T extends Record<K, string>>(
  trx: Knex.Transaction,
  { table, key, scope }: RowSet<K>,
  items: readonly T[],
  build: (item: T, index: number) => object | Promise<object>,
): Promise<{ ids: Map<string, string>; added: number }> {
  const found = (await scope(trx(table)).select('id', key)) as Array<Record<string, string>>;
  const ids = new Map(found.map((row) => [row[key] as string, row.id as string]));
  const rows = await Promise.all(
    items.flatMap((item, i) => (ids.has(item[key]) ? [] : [build(item, i)])),
  );
  if (rows.length === 0) return { ids, added: 0 };
  const created = (await trx(table).insert(rows).returning(['id', key])) as Array<
    Record<string, string>
  >;
  for (const row of created) ids.set(row[key] as string, row.id as string);
  return { ids, added: created.length };
}

function money(thousands: number | null): string | null {
  return thousands === null ? null : (thousands * 1000).toFixed(2);
}

/** First-year ROI in percent: (annual return − annual running − initial) / (initial + annual running). */
function firstYearRoi(p: DemoProject): string | null {
  if (p.initialK === null || p.runningK === null || p.returnK === null) return null;
  const cost = p.initialK + 12 * p.runningK;
  return (((p.returnK - 12 * p.runningK - p.initialK) / cost) * 100).toFixed(2);
}

/**
 * The schedule of the demo's `i`th project, dated from the day it is seeded so the date rules
 * find the same on any day: completed projects ended months ago; projects under way started one
 * to five months ago and end one to seven months from now; planned ones start within two
 * months. Every seventh project has no dates yet.
 */
function demoDates(status: DemoProject['status'], i: number, today: string) {
  if (i % 7 === 6) return null;
  const span = (startDate: string, days: number) => ({
    startDate,
    targetDate: addDays(startDate, days),
  });
  if (status === 'completed') return span(addDays(today, -(330 - (i % 4) * 30)), 180);
  if (status === 'planning') return span(addDays(today, 14 + (i % 4) * 14), 90 + (i % 4) * 60);
  return {
    startDate: addDays(today, -(30 + (i % 5) * 30)),
    targetDate: addDays(today, 30 + (i % 4) * 60),
  };
}

async function ensureProjects(
  trx: Knex.Transaction,
  companyId: string,
  memberIds: string[],
  inserted: SeedResult['inserted'],
): Promise<string[]> {
  const today = calendarDateOf(new Date());
  const { ids, added } = await ensureRows(
    trx,
    companyRows('projects', companyId),
    DEMO_PROJECTS,
    (p, i) => {
      const createdAt = new Date(NEWEST_PROJECT_DATE - i * 12 * DAY_MS);
      const dates = demoDates(p.status, i, today);
      return {
        companyId,
        name: p.name,
        problemStatement: p.problemStatement,
        department: p.department,
        businessOwner: p.businessOwner,
        jobsToBeDone: p.jobsToBeDone ?? null,
        expectedReturn: money(p.returnK),
        initialCosts: money(p.initialK),
        runningCosts: money(p.runningK),
        roi: firstYearRoi(p),
        status: p.status,
        euAiActStatus: p.compliance[0],
        gdprStatus: p.compliance[1],
        doraStatus: p.compliance[2],
        notes: p.notes ?? null,
        startDate: dates?.startDate ?? null,
        targetDate: dates?.targetDate ?? null,
        createdBy: memberIds[i % memberIds.length],
        createdAt,
        updatedAt: new Date(createdAt.getTime() + (i % 5) * 3 * DAY_MS),
      };
    },
  );
  inserted.projects += added;
  return DEMO_PROJECTS.map((p) => ids.get(p.name) as string);
}

/** Project statuses whose work is under way: they are baselined, staffed and spend money. */
const UNDER_WAY = new Set<DemoProject['status']>(['active', 'in_progress']);
/** The project whose build cost 25% and running costs 40% more than planned: over budget. */
const OVERSPENDING = 'Marketing Mix Modelling';

/**
 * What the demo plans beyond dates, so Capacity, Budget and On Schedule show something on a
 * fresh start: every project under way is baselined at its dates (one has slipped ten days
 * since, within the tolerance), staffed by the demo's members this month and the next two (one
 * of them is planned at 110% this month, which the over-allocated rule reports and the dashboard
 * counts); every project that started has paid its build in its start month and its running
 * costs in each month since, until its end (within 15% of the plan; OVERSPENDING above it);
 * every project past planning has realised benefit ramping up to its plan (but one, which the
 * value-behind rule reports). Rows already
 * present are kept.
 */
async function ensurePlan(
  trx: Knex.Transaction,
  companyId: string,
  projectIds: string[],
  inserted: SeedResult['inserted'],
) {
  const started = (await trx('projects')
    .whereIn('id', projectIds)
    .whereNotNull('startDate')
    .whereNot('status', 'planning')
    .orderBy('name')
    .select(
      'id',
      'name',
      'status',
      'startDate',
      'targetDate',
      'initialCosts',
      'runningCosts',
    )) as Array<{
    id: string;
    name: string;
    status: DemoProject['status'];
    startDate: string;
    targetDate: string | null;
    initialCosts: string | null;
    runningCosts: string | null;
  }>;
  const projects = started.filter((p) => UNDER_WAY.has(p.status));
  if (projects.length === 0) return;

  // Each baseline keeps the project's milestones as they are now, as setting one does.
  const milestones = (await trx('milestones')
    .whereIn(
      'projectId',
      projects.map((p) => p.id),
    )
    .orderBy(['projectId', 'dueDate'])
    .select(
      'id',
      'projectId',
      'name',
      trx.raw(`to_char(due_date, 'YYYY-MM-DD') as due_date`),
    )) as Array<{ id: string; projectId: string; name: string; dueDate: string }>;
  const milestonesOf = (projectId: string) =>
    JSON.stringify(
      milestones
        .filter((m) => m.projectId === projectId)
        .map((m) => ({ milestoneId: m.id, name: m.name, dueDate: m.dueDate })),
    );
  inserted.baselines += await insertMissing(
    trx,
    'project_baselines',
    projects.map((p, i) => ({
      companyId,
      projectId: p.id,
      startDate: p.startDate,
      targetDate: p.targetDate && i === 0 ? addDays(p.targetDate, -10) : p.targetDate,
      milestones: milestonesOf(p.id),
    })),
    ['projectId'],
  );

  // The members, as the people whose time the portfolio plans (in the order they joined).
  const people = (await trx('people as p')
    .join('company_members as m', function () {
      this.on('m.userId', 'p.userId').andOn('m.companyId', 'p.companyId');
    })
    .where('p.companyId', companyId)
    .orderBy('m.joinedAt')
    .select('p.id')) as Array<{ id: string }>;
  const thisMonth = monthOf(calendarDateOf(new Date()));
  const shares = [40, 30, 20, 50, 30, 20];
  const allocations = projects.slice(0, 2 * people.length).flatMap((p, i) =>
    [0, 1, 2].map((ahead) => ({
      companyId,
      projectId: p.id,
      personId: people[i % people.length]!.id,
      month: `${addMonths(thisMonth, ahead)}-01`,
      // The first person's second project takes 70% this month: with their first (40%), 110%.
      percent: i === people.length && ahead === 0 ? 70 : shares[(i + ahead) % shares.length]!,
    })),
  );
  inserted.allocations += await insertMissing(trx, 'project_allocations', allocations, [
    'projectId',
    'personId',
    'month',
  ]);

  const spent = new Set(
    (
      (await trx('spend_entries')
        .whereIn(
          'projectId',
          started.map((p) => p.id),
        )
        .distinct('projectId')) as Array<{ projectId: string }>
    ).map((r) => r.projectId),
  );
  // Every project that started has spent, until last month or its end, whichever came first.
  const unspent = started.filter((p) => !spent.has(p.id));
  const lastSpent = (p: (typeof started)[number]) => {
    const lastMonth = addMonths(thisMonth, -1);
    const end = p.targetDate ? monthOf(p.targetDate) : lastMonth;
    return end < lastMonth ? end : lastMonth;
  };
  const running = unspent
    .filter((p) => p.runningCosts !== null)
    .flatMap((p, i) =>
      monthRange(monthOf(p.startDate), lastSpent(p)).map((month, k) => ({
        companyId,
        projectId: p.id,
        month,
        // Within 15% either side of the plan, the same on every run; one project 40% above it.
        amount: (
          (Number(p.runningCosts) *
            (p.name === OVERSPENDING ? 140 : 85 + ((i * 7 + k * 11) % 31))) /
          100
        ).toFixed(2),
        category: k % 3 === 0 ? 'infrastructure' : 'people',
      })),
    );
  // The build, planned in the start month, paid to the vendor then: 92% to 104% of the plan.
  const initial = unspent
    .filter((p) => p.initialCosts !== null && monthOf(p.startDate) <= thisMonth)
    .map((p, i) => ({
      companyId,
      projectId: p.id,
      month: monthOf(p.startDate),
      amount: (
        (Number(p.initialCosts) * (p.name === OVERSPENDING ? 125 : 92 + ((i * 5) % 13))) /
        100
      ).toFixed(2),
      category: 'vendor',
      note: 'Build and integration',
    }));
  const spend = [...running, ...initial];
  if (spend.length > 0) {
    inserted.spendEntries += (await trx('spend_entries').insert(spend).returning('id')).length;
  }

  // Realised benefit of every project past planning, from the month after its start, ramping up
  // to the plan (a twelfth of the expected return) over six months, until last month; the
  // first completed project (by name) has realised nothing: value-behind shows on it.
  const delivering = (await trx('projects')
    .whereIn('id', projectIds)
    .whereNotNull('startDate')
    .whereNotNull('expectedReturn')
    .whereNot('status', 'planning')
    .orderBy('name')
    .select('id', 'status', 'startDate', 'expectedReturn')) as Array<{
    id: string;
    status: DemoProject['status'];
    startDate: string;
    expectedReturn: string;
  }>;
  const withoutValue = delivering.find((p) => p.status === 'completed')?.id;
  const lastMonth = addMonths(thisMonth, -1);
  const benefits = delivering
    .filter((p) => p.id !== withoutValue)
    .flatMap((p) =>
      monthRange(addMonths(monthOf(p.startDate), 1), lastMonth).map((month, k) => ({
        companyId,
        projectId: p.id,
        month,
        amount: ((Number(p.expectedReturn) / 12) * Math.min(1, (k + 1) / 6)).toFixed(2),
      })),
    );
  inserted.benefits += await insertMissing(trx, 'project_benefits', benefits, [
    'projectId',
    'month',
  ]);
}

async function ensureLlmModels(
  trx: Knex.Transaction,
  companyId: string,
  createdBy: string,
  secretsKey: Buffer,
  inserted: SeedResult['inserted'],
): Promise<string[]> {
  // Every model's fake key is drawn in order, so each is the same whether or not it is added.
  const random = seededRandom(42);
  const fakeKeys = DEMO_LLM_MODELS.map((m) => `${m.keyPrefix}demo${hexString(random, 40)}`);
  const { ids, added } = await ensureRows(
    trx,
    companyRows('llm_models', companyId),
    DEMO_LLM_MODELS,
    (m, i) => ({
      companyId,
      name: m.name,
      vendor: m.vendor,
      region: m.region,
      apiKey: encryptSecret(fakeKeys[i] as string, secretsKey),
      createdBy,
    }),
  );
  inserted.llmModels += added;
  return DEMO_LLM_MODELS.map((m) => ids.get(m.name) as string);
}

/** Links all but the unbudgeted planning projects to one to three models, chosen by a seeded PRNG. */
async function ensureLinks(
  trx: Knex.Transaction,
  projectIds: string[],
  modelIds: string[],
): Promise<number> {
  const random = seededRandom(7);
  const rows: Array<Record<string, unknown>> = [];
  DEMO_PROJECTS.forEach((project, i) => {
    const count = project.runningK === null ? 0 : 1 + Math.floor(random() * 3);
    const first = Math.floor(random() * modelIds.length);
    for (let k = 0; k < count; k++) {
      rows.push({
        projectId: projectIds[i],
        llmModelId: modelIds[(first + k * 2) % modelIds.length],
        // 10% to 45% of the running costs each: with three models a few cost more than them all.
        monthlyCost: (
          Math.round((project.runningK! * 1000 * (0.1 + random() * 0.35)) / 10) * 10
        ).toFixed(2),
        notes: LINK_NOTES[k === 0 ? 0 : Math.floor(random() * LINK_NOTES.length)],
      });
    }
  });
  return insertMissing(trx, 'project_llm_models', rows, ['projectId', 'llmModelId']);
}

/** mulberry32: a tiny deterministic PRNG, so the demo data is the same on every run. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hexString(random: () => number, length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += Math.floor(random() * 16).toString(16);
  return out;
}
