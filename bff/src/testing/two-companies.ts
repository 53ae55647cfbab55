import type {
  AiActAssessmentBody,
  BodyOf,
  HistoryEntry,
  ProposalCreateBody,
  ResponseOf,
  SignUpBody,
} from '@portfolio/contracts';
import { beforeAll } from 'vitest';
import type { Config } from '../config.ts';
import type { Company } from '../models/company.ts';
import type { LlmModel } from '../models/llm-model.ts';
import type { Project } from '../models/project.ts';
import { User } from '../models/user.ts';
import { signUpAndGetCookie, type SignedIn } from './auth.ts';
import { companyParams } from './contract-client.ts';
import { addMember, createCompany, createLlmModel, createProject } from './factories.ts';
import { setupTestServer, type ServedTestApp } from './http.ts';
import { proposalBody } from './proposals.ts';

type CompanyFields = Partial<Pick<Company, 'name' | 'industry' | 'size'>>;
type ProjectFields = Omit<Parameters<typeof createProject>[1], 'companyId' | 'createdBy'>;
type ModelFields = Omit<Parameters<typeof createLlmModel>[1], 'companyId' | 'secretsKey'>;

export interface TwoCompaniesOptions {
  config?: Partial<Config>;
  /** Company A's name, industry or size (named "Company A" by default). */
  companyA?: CompanyFields;
  companyB?: CompanyFields;
  /** Sign-up fields of member A, e.g. the names a test reads back. */
  memberA?: Partial<SignUpBody>;
}

/** The companies and people of {@link setupTwoCompanies}, each person signed in. */
interface Cast {
  companyA: Company;
  /** Owner and admin of company A. */
  adminA: SignedIn;
  /** A member (not an admin) of company A. */
  memberA: SignedIn;
  companyB: Company;
  /** Owner and admin of company B, a stranger to company A. */
  adminB: SignedIn;
}

export interface TwoCompanies extends ServedTestApp, Readonly<Cast> {
  /**
   * One more company, owned and administered by an account already signed in: no sign-up,
   * which costs a password hash.
   */
  companyOwnedBy(owner: SignedIn, fields?: CompanyFields): Promise<Company>;
  /** The call options of company A's routes: `api.ok('listPeople', { ...t.ofA(), cookie })`. */
  ofA(): { params: { companyId: string } };
  /** The call options of company B's routes. */
  ofB(): { params: { companyId: string } };
  /** A new project of company A created by admin A; any other column can be given. */
  projectOfA(fields?: ProjectFields): Promise<Project>;
  /** A new project of company B created by admin B: another company's, for the 404s. */
  projectOfB(fields?: ProjectFields): Promise<Project>;
  /** A new LLM model of company A, its key encrypted with the app's secrets key. */
  modelOfA(fields?: ModelFields): Promise<LlmModel>;
  /**
   * A new project of company A assessed by member A under the EU AI Act (a deployer answering
   * nothing unless told): its id and the obligations the assessment gave it.
   */
  assessedProjectOfA(
    fields?: ProjectFields,
    assessment?: AiActAssessmentBody,
  ): Promise<{ projectId: string; obligations: ResponseOf<'listProjectObligations'> }>;
  /**
   * A project created through the API, so the work that follows a person's write follows it too:
   * by member A in company A unless `on` names another company and the person of `cookie`. Any
   * field can be given; the required ones have placeholders.
   */
  addProject(
    fields?: Partial<BodyOf<'createProject'>>,
    on?: { companyId: string; cookie: string },
  ): Promise<ResponseOf<'createProject'>>;
  /** A project's history as member A reads it, newest first. */
  projectHistory(projectId: string): Promise<HistoryEntry[]>;
  /** A project changed through the API by member A (or the person of `cookie`): as it now is. */
  editProject(
    projectId: string,
    body: BodyOf<'updateProject'>,
    cookie?: string,
  ): Promise<ResponseOf<'updateProject'>>;
  /** An LLM model linked to a project through the API by member A (or the person of `cookie`). */
  linkModel(
    projectId: string,
    body: BodyOf<'addProjectLlmModel'>,
    cookie?: string,
  ): Promise<ResponseOf<'addProjectLlmModel'>>;
  /**
   * A proposal submitted to company A through the API by member A (or the person of `cookie`):
   * {@link proposalBody}, with any field given.
   */
  proposalOfA(
    fields?: Partial<ProposalCreateBody>,
    cookie?: string,
  ): Promise<ResponseOf<'createProposal'>>;
}

/**
 * The cast of most route tests, on {@link setupTestServer}: company A with its admin and a
 * member, company B with its admin, each signed in through a real sign-up. Registers the hooks;
 * the companies and people are filled in beforeAll, so read them inside hooks and tests
 * (`t.adminA.cookie`), while `api`, `db`, `logs` and `config` can be destructured at once.
 */
export function setupTwoCompanies(options: TwoCompaniesOptions = {}): TwoCompanies {
  const app = setupTestServer({ config: options.config });
  let cast: Cast | undefined;

  async function companyOwnedBy(owner: SignedIn, fields: CompanyFields = {}): Promise<Company> {
    const user = await User.query(app.db()).findById(owner.user.id);
    if (!user) throw new Error(`No user ${owner.user.id} to own a company`);
    return (await createCompany(app.db(), { owner: user, ...fields })).company;
  }

  beforeAll(async () => {
    const { baseUrl } = app.server;
    const [adminA, memberA, adminB] = await Promise.all([
      signUpAndGetCookie(baseUrl),
      signUpAndGetCookie(baseUrl, options.memberA),
      signUpAndGetCookie(baseUrl),
    ]);
    const companyA = await companyOwnedBy(adminA, { name: 'Company A', ...options.companyA });
    const companyB = await companyOwnedBy(adminB, { name: 'Company B', ...options.companyB });
    await addMember(app.db(), companyA.id, memberA.user.id, 'member');
    cast = { companyA, adminA, memberA, companyB, adminB };
  });

  const filled = () => {
    if (!cast) throw new Error('The two companies are made in beforeAll: read them later');
    return cast;
  };
  const projectOf =
    (company: 'companyA' | 'companyB', creator: 'adminA' | 'adminB') =>
    (fields: ProjectFields = {}) =>
      createProject(app.db(), {
        ...fields,
        companyId: filled()[company].id,
        createdBy: filled()[creator].user.id,
      });
  const projectOfA = projectOf('companyA', 'adminA');
  return {
    config: app.config,
    db: app.db,
    dbUrl: app.dbUrl,
    api: app.api,
    logs: app.logs,
    deps: app.deps,
    startJobs: app.startJobs,
    processHistory: app.processHistory,
    get server() {
      return app.server;
    },
    get companyA() {
      return filled().companyA;
    },
    get adminA() {
      return filled().adminA;
    },
    get memberA() {
      return filled().memberA;
    },
    get companyB() {
      return filled().companyB;
    },
    get adminB() {
      return filled().adminB;
    },
    companyOwnedBy,
    ofA: () => companyParams(filled().companyA.id),
    ofB: () => companyParams(filled().companyB.id),
    projectOfA,
    projectOfB: projectOf('companyB', 'adminB'),
    modelOfA: (fields = {}) =>
      createLlmModel(app.db(), {
        ...fields,
        companyId: filled().companyA.id,
        secretsKey: app.config.secretsKey,
      }),
    async assessedProjectOfA(fields = {}, body = { roles: ['deployer'], answers: {} }) {
      const projectId = (await projectOfA(fields)).id;
      const on = { params: { id: projectId }, cookie: filled().memberA.cookie };
      await app.api.ok('setAiActAssessment', { ...on, body });
      const obligations = (await app.api.ok('listProjectObligations', on)).body;
      return { projectId, obligations };
    },
    addProject: async (fields = {}, on) =>
      (
        await app.api.ok('createProject', {
          ...companyParams(on?.companyId ?? filled().companyA.id),
          cookie: on?.cookie ?? filled().memberA.cookie,
          body: {
            name: 'Project',
            problemStatement: 'S',
            department: 'IT',
            businessOwner: 'O',
            ...fields,
          },
        })
      ).body,
    projectHistory: async (id) =>
      (await app.api.ok('getProjectHistory', { params: { id }, cookie: filled().memberA.cookie }))
        .body.entries,
    editProject: async (id, body, cookie = filled().memberA.cookie) =>
      (await app.api.ok('updateProject', { params: { id }, body, cookie })).body,
    linkModel: async (id, body, cookie = filled().memberA.cookie) =>
      (await app.api.ok('addProjectLlmModel', { params: { id }, body, cookie })).body,
    proposalOfA: async (fields = {}, cookie = filled().memberA.cookie) =>
      (
        await app.api.ok('createProposal', {
          params: { companyId: filled().companyA.id },
          body: proposalBody(fields),
          cookie,
        })
      ).body,
  };
}
