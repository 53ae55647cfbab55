import { randomBytes } from 'node:crypto';
import type { MemberRole, ProjectFriaBody, ProjectGdprBody } from '@portfolio/contracts';
import type { Knex } from 'knex';
import { SYSTEM_ACTOR, write } from '../audit/unit-of-work.ts';
import { Company } from '../models/company.ts';
import { CompanyMember } from '../models/company-member.ts';
import { LlmModel } from '../models/llm-model.ts';
import { Project } from '../models/project.ts';
import { User } from '../models/user.ts';
import { hashPassword } from '../services/access/passwords.ts';
import { encryptSecret } from '../services/access/secrets.ts';
import { HOUR_MS } from '@portfolio/contracts';

/**
 * Small data factories for tests: each inserts one valid row with unique values and returns
 * the Objection model; any column can be overridden.
 */

/** A well-formed id that names no row, for "missing" cases. */
export const MISSING_ID = '00000000-0000-4000-8000-000000000000';

/** A valid GDPR record: contact data processed under a contract, no DPIA needed. */
export const GDPR_RECORD: ProjectGdprBody = {
  personalData: true,
  categories: ['contact'],
  specialCategories: [],
  lawfulBasis: 'contract',
  largeScaleMonitoring: false,
  dpiaStatus: 'not_needed',
};

/** A FRIA with every part written: one that may be approved. */
export const FRIA_PARTS: ProjectFriaBody = {
  processes: 'Loan applications are scored before a loan officer decides',
  period: 'From January 2027, on every application, about 200 a day',
  affected: 'Applicants for consumer loans',
  risks: 'Unfair refusals of applicants with thin credit files',
  oversight: 'A loan officer reviews every refusal before it is sent',
  measures: 'Refusals are re-examined on complaint; the risk committee reviews the scores monthly',
};

/** The instant `hours` hours after `iso` (before it, for a negative number), in ISO 8601. */
export const plusHours = (iso: string, hours: number): string =>
  new Date(Date.parse(iso) + hours * HOUR_MS).toISOString();

/** The instant `hours` hours before `now`, in ISO 8601. */
export const hoursAgo = (hours: number, now = Date.now()): string =>
  new Date(now - hours * HOUR_MS).toISOString();

let sequence = 0;
function unique(): string {
  sequence += 1;
  return `${sequence}-${randomBytes(3).toString('hex')}`;
}

export async function createUser(
  db: Knex,
  overrides: Partial<
    Pick<
      User,
      'email' | 'firstName' | 'lastName' | 'oidcSubject' | 'profileImageUrl' | 'emailVerifiedAt'
    >
  > & {
    /** Hashed with the real scrypt hash (≈0.3 s); leave out when sign-in is not tested. */
    password?: string;
  } = {},
): Promise<User> {
  const { password, ...fields } = overrides;
  const n = unique();
  return User.query(db).insertAndFetch({
    email: `user-${n}@example.test`,
    firstName: 'Test',
    lastName: `User ${n}`,
    passwordHash: password === undefined ? null : await hashPassword(password),
    // An ordinary account has proved its address; pass `emailVerifiedAt: null` for one that has not.
    emailVerifiedAt: new Date(),
    ...fields,
    ...(fields.email === undefined ? {} : { email: fields.email.toLowerCase() }),
  });
}

export async function addMember(
  db: Knex,
  companyId: string,
  userId: string,
  role: MemberRole = 'member',
): Promise<CompanyMember> {
  return CompanyMember.query(db).insertAndFetch({ companyId, userId, role });
}

/** A company whose owner (created unless given) is an admin member. */
export async function createCompany(
  db: Knex,
  options: { owner?: User } & Partial<Pick<Company, 'name' | 'industry' | 'size'>> = {},
): Promise<{ company: Company; owner: User }> {
  const { owner: givenOwner, ...fields } = options;
  const owner = givenOwner ?? (await createUser(db));
  const company = await Company.query(db).insertAndFetch({
    name: `Company ${unique()}`,
    industry: 'Technology',
    size: '51-200',
    ownerId: owner.id,
    ...fields,
  });
  await addMember(db, company.id, owner.id, 'admin');
  return { company, owner };
}

export async function createProject(
  db: Knex,
  options: { companyId: string; createdBy: string } & Partial<
    Omit<Project, 'id' | 'companyId' | 'createdBy' | 'createdAt' | 'updatedAt'>
  >,
): Promise<Project> {
  const n = unique();
  return Project.query(db).insertAndFetch({
    name: `Project ${n}`,
    problemStatement: `Problem statement of project ${n}`,
    department: 'Operations',
    businessOwner: 'Test Owner',
    ...options,
  } as Partial<Project>);
}

/** An LLM model whose `apiKey` column holds the encryption of `apiKey` (default a fake key). */
export async function createLlmModel(
  db: Knex,
  options: {
    companyId: string;
    secretsKey: Buffer;
    apiKey?: string;
    name?: string;
    vendor?: string;
    createdBy?: string | null;
    vendorModel?: string | null;
    endpointUrl?: string | null;
    suggestionsEnabled?: boolean;
    region?: string | null;
    deprecationDate?: string | null;
  },
): Promise<LlmModel> {
  const { secretsKey, apiKey = `sk-test-${randomBytes(12).toString('hex')}`, ...fields } = options;
  return LlmModel.query(db).insertAndFetch({
    name: `Model ${unique()}`,
    vendor: 'OpenAI',
    createdBy: null,
    ...fields,
    apiKey: encryptSecret(apiKey, secretsKey),
  });
}

/**
 * A risk the rules raised on a project of the company, as the risk evaluation writes it: the
 * row, and its opening in the history under the rule's title.
 */
export async function openRisk(
  db: Knex,
  risk: { companyId: string; projectId: string; ruleId: string; severity: string; title: string },
): Promise<{ id: string }> {
  const { title, ...values } = risk;
  const [row] = await db('risks').insert(values).returning('*');
  await write({ db }, SYSTEM_ACTOR, (uow) =>
    uow.record({
      entity: 'risk',
      id: row.id,
      action: 'opened',
      companyId: risk.companyId,
      projectId: risk.projectId,
      label: title,
      after: row,
    }),
  );
  return row;
}
