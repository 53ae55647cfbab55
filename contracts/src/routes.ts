import type { Static, TSchema } from '@sinclair/typebox';
import * as Type from './type';
import type { ChangeKind } from './entities';
import { CompanyParams, IdParams, MessageBody } from './common';
import {
  ChangePasswordBody,
  CurrentUser,
  EmailVerificationSent,
  LoginQuery,
  ProfileBody,
  RecoveryCodes,
  SignInBody,
  SignInResult,
  SignUpBody,
  SignUpQuery,
  TwoFactorEnableBody,
  TwoFactorPasswordBody,
  TwoFactorSetup,
  TwoFactorSignInBody,
  VerifyEmailQuery,
} from './access/auth';
import { Company, CompanyBody } from './access/companies';
import {
  EmbedApp,
  EmbedAppCreateBody,
  EmbedAppCreated,
  EmbedAppParams,
  EmbedAuditPage,
  EmbedAuditQuery,
  EmbedOrigins,
  EmbedOriginsBody,
  EmbedRefreshBody,
  EmbedSessionToken,
  EmbedSessionTokenBody,
  EmbedToken,
  EmbedTokenBody,
} from './integrations/embed';
import { ApiToken, ApiTokenCreateBody, ApiTokenCreated } from './access/api-tokens';
import { CompanyEvent } from './integrations/events';
import {
  InboundEventAnswer,
  InboundEventBody,
  Integration,
  IntegrationCreateBody,
  IntegrationCreated,
} from './integrations/inbound-integrations';
import { ProjectLink, ProjectLinkBody } from './portfolio/project-links';
import {
  AiActAssessment,
  AiActAssessmentBody,
  AiActObligationItem,
  AiActObligationUpdateBody,
  AiActQuestionnaire,
} from './compliance/ai-act';
import {
  GateDecisionBody,
  GateDecisionSchema,
  Kpi,
  KpiCreateBody,
  KpiMeasurementBody,
  KpiUpdateBody,
  ProjectValue,
  ProjectValueBody,
} from './value/value';
import { ProjectGdpr, ProjectGdprBody } from './compliance/project-gdpr';
import {
  FriaApprovalBody,
  FriaNotificationBody,
  ProjectFria,
  ProjectFriaBody,
} from './compliance/fria/fria';
import {
  DoraRegister,
  DoraRegisterQuery,
  ProjectDora,
  ProjectDoraBody,
} from './compliance/project-dora';
import {
  EVIDENCE_FILE_FIELD,
  EVIDENCE_MAX_FILE_BYTES,
  EvidenceLinkBody,
  EvidenceUploadForm,
  EvidenceUsage,
  ObligationEvidence,
} from './compliance/evidence';
import {
  ControlEvidence,
  ControlList,
  ControlParams,
  FrameworkCoverage,
  FrameworkImportBody,
  FrameworkParams,
  FrameworkSummary,
  Soa,
  SoaEntry,
  SoaEntryBody,
  SoaEntryParams,
  SoaPublishBody,
  SoaQuery,
  SoaVersionParams,
  SoaVersionSummary,
} from './compliance/controls/api';
import {
  AiActPortfolioCompliance,
  AiActPortfolioObligation,
  AiActPortfolioObligationQuery,
} from './compliance/ai-act-portfolio';
import {
  ReportDefinition,
  ReportExportQuery,
  ReportResult,
  ReportScheduleBody,
  SavedReport,
  SavedReportCreateBody,
  SavedReportUpdateBody,
} from './reporting/reports';
import { FeedbackBody } from './portfolio/feedback';
import {
  MarkNotificationsReadBody,
  NotificationPage,
  NotificationQuery,
  UnreadCount,
  UnsubscribeQuery,
  WeeklyDigest,
} from './integrations/notifications';
import { AuditExportQuery, AuditQuery, HistoryPage, HistoryQuery } from './history';
import {
  LinkParams,
  LlmModel,
  LlmModelCreateBody,
  LlmModelUpdateBody,
  ProjectLlmModel,
  ProjectLlmModelBody,
  RevealedApiKey,
} from './compliance/llm-models';
import { AiActSuggestBody, AiActSuggestions } from './compliance/ai-act-suggestions';
import { Preferences, PreferencesBody } from './access/preferences';
import { AcknowledgeRiskBody, Risk, RiskList, RiskListQuery } from './compliance/risks';
import {
  IncidentActionCreateBody,
  IncidentActionUpdateBody,
  IncidentAnswersBody,
  IncidentCreateBody,
  IncidentDetail,
  IncidentEvidence,
  IncidentExportQuery,
  IncidentList,
  IncidentListQuery,
  IncidentReportBody,
  IncidentTimelineBody,
  IncidentUpdateBody,
} from './incidents/incidents';
import {
  IntakeSettings,
  IntakeSettingsBody,
  Proposal,
  ProposalApproveBody,
  ProposalCreateBody,
  ProposalList,
  ProposalListQuery,
  ProposalRejectBody,
  ProposalUpdateBody,
  SimilarProposals,
  SimilarProposalsQuery,
} from './intake/proposals';
import { ProposalExportQuery } from './intake/proposal-csv';
import {
  PortfolioSummary,
  Project,
  ProjectCreateBody,
  ProjectExportQuery,
  ProjectListQuery,
  ProjectUpdateBody,
} from './portfolio/projects';
import {
  Milestone,
  MilestoneCreateBody,
  MilestoneUpdateBody,
  ProjectBaseline,
  ProjectBaselineAnswer,
  ProjectDependency,
  ProjectDependencyBody,
  ProjectProgressEntry,
  ProjectProgressQuery,
} from './plan/schedule';
import { PortfolioTimeline, TimelineQuery } from './plan/timeline';
import {
  AllocationsBody,
  Capacity,
  CapacityQuery,
  Person,
  PersonCreateBody,
  PersonUpdateBody,
  ProjectAllocations,
} from './plan/capacity';
import {
  BudgetPlanBody,
  ProjectBudget,
  SpendCreateBody,
  SpendEntry,
  SpendUpdateBody,
} from './plan/budget';
import {
  ProjectHealthEntry,
  ProjectHealthQuery,
  StatusReport,
  StatusReportListQuery,
  StatusReportUpdateBody,
} from './reporting/status-reports';
import {
  AcceptInvitationResponse,
  Invitation,
  InvitationPreview,
  InviteBody,
  InviteResponse,
  Member,
  RoleBody,
  TokenParams,
} from './plan/team';
import {
  Webhook,
  WebhookCreateBody,
  WebhookCreated,
  WebhookDelivery,
  WebhookDeliveryQuery,
  WebhookSecretRotated,
  WebhookUpdateBody,
} from './integrations/webhooks';

/**
 * Who may call a route:
 * - public: anyone;
 * - user: any signed-in user;
 * - member / admin: a signed-in user with at least that role in the company that owns the
 *   resource (the `companyId` of the path, or the company of the project, model, member or
 *   invitation named by the path). Anyone else gets 404, exactly as for a missing resource;
 *   a member calling an admin route gets 403.
 */
export type Access = 'public' | 'user' | 'member' | 'admin';

/**
 * How the success answer is sent: a JSON body, no body, a redirect, CSV, a stream of
 * Server-Sent Events whose `data` is the `response` schema, a small HTML page (links a person
 * opens from an e-mail), or a stored file as a download (`Content-Disposition: attachment`).
 */
export type Reply = 'json' | 'empty' | 'redirect' | 'csv' | 'stream' | 'html' | 'file';

export interface RouteDef {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** OpenAPI-style path: `/api/projects/{id}`. */
  path: string;
  summary: string;
  tag: string;
  access: Access;
  params?: TSchema;
  query?: TSchema;
  body?: TSchema;
  /** The success status; 200 unless said. */
  status?: number;
  reply: Reply;
  response?: TSchema;
  /** Response headers worth documenting. */
  headers?: Record<string, string>;
  /**
   * A public route that checks its own credential instead of the session: an embed app's
   * secret as the bearer, a refresh token in the body, a provider's signature of the body, or
   * the person's password or second-factor code (the two sign-in steps). Such a route can
   * answer 401.
   */
  credential?:
    | 'embed-app-secret'
    | 'embed-refresh-token'
    | 'provider-signature'
    | 'password'
    | 'one-time-code';
  /**
   * Counted by a rate limit (per person, address, app or company): past it 429 with
   * Retry-After and a message saying when to try again.
   */
  limited?: true;
  /**
   * A GET whose answer carries an ETag (the company's data version): a request whose
   * If-None-Match holds it is answered 304 without a body.
   */
  conditional?: true;
  /** Failures the rules of the OpenAPI document would not list otherwise, with why. */
  alsoAnswers?: readonly number[];
  /**
   * A POST that takes a file as `multipart/form-data` besides its JSON `body`: the text fields
   * of the form (`form`), the part holding the file and its size limit (413 past it).
   */
  upload?: { form: TSchema; file: string; maxBytes: number };
  /**
   * A POST only in form: its body is a query and it changes nothing (a report's run). A
   * read-only API token and a read-only guest may call it, as they may a GET.
   */
  reads?: true;
  /**
   * What a write route changes: every entity of the registry (`entities.ts`) it records in the
   * history, or what only the signed-in person has (`PERSONAL_CHANGES`); `[]` for a write that
   * changes nothing a client keeps (sign-in, feedback). Every write route declares it: a client
   * refreshes by it after its own write, and a BFF test checks it against what the route records.
   */
  changes?: readonly ChangeKind[];
}

const route = <const R extends RouteDef>(def: R) => def;

/** Evidence of an obligation and of an incident is sent alike: a link, or a file with its review. */
const evidenceUpload = {
  form: EvidenceUploadForm,
  file: EVIDENCE_FILE_FIELD,
  maxBytes: EVIDENCE_MAX_FILE_BYTES,
};

export const routes = {
  // Auth
  login: route({
    method: 'GET',
    path: '/api/login',
    tag: 'auth',
    access: 'public',
    reply: 'redirect',
    status: 302,
    summary: 'Start sign-in (identity provider, or the built-in sign-in page)',
    query: LoginQuery,
  }),
  callback: route({
    // Without an identity provider there is no callback to answer.
    alsoAnswers: [404],
    method: 'GET',
    path: '/api/callback',
    tag: 'auth',
    access: 'public',
    reply: 'redirect',
    status: 302,
    summary: 'OpenID Connect redirect target',
  }),
  logout: route({
    method: 'GET',
    path: '/api/logout',
    tag: 'auth',
    access: 'public',
    reply: 'redirect',
    status: 302,
    summary:
      'End the session and go to /; a navigation from another site (Sec-Fetch-Site: cross-site) gets a page asking to confirm instead',
  }),
  confirmLogout: route({
    method: 'POST',
    path: '/api/logout',
    tag: 'auth',
    access: 'public',
    changes: [],
    reply: 'redirect',
    status: 303,
    summary: 'End the session and go to / (the button of the sign-out confirmation page)',
  }),
  signUp: route({
    limited: true,
    method: 'POST',
    path: '/api/auth/signup',
    tag: 'auth',
    access: 'public',
    changes: [],
    reply: 'json',
    status: 202,
    summary:
      'Start creating an account with a password (built-in sign-in only): a link to finish is mailed to the address, which must be opened to create the account and sign in. The answer is the same whether or not the address already has an account (that address gets an e-mail saying someone tried); a few per address per hour',
    query: SignUpQuery,
    body: SignUpBody,
    response: EmailVerificationSent,
  }),
  showEmailVerification: route({
    method: 'GET',
    path: '/api/auth/verify-email',
    tag: 'auth',
    access: 'public',
    reply: 'html',
    summary:
      'The link of a verification e-mail opened in a browser: a page with a button that verifies (a GET changes nothing: mail scanners follow links)',
    query: VerifyEmailQuery,
  }),
  verifyEmail: route({
    method: 'POST',
    path: '/api/auth/verify-email',
    tag: 'auth',
    access: 'public',
    reply: 'redirect',
    status: 303,
    summary:
      'Uses a verification link once: a sign-up becomes the account and is signed in, an existing account’s address becomes verified; then goes to returnTo. An unknown, used or expired link gets a page saying what to do',
    query: VerifyEmailQuery,
    changes: [],
  }),
  signIn: route({
    credential: 'password',
    limited: true,
    method: 'POST',
    path: '/api/auth/signin',
    tag: 'auth',
    access: 'public',
    changes: [],
    reply: 'json',
    summary:
      'Sign in with e-mail and password (built-in sign-in only); an account with two-factor authentication gets a challenge instead of a session, answered by signInTwoFactor',
    body: SignInBody,
    response: SignInResult,
  }),
  signInTwoFactor: route({
    credential: 'one-time-code',
    limited: true,
    method: 'POST',
    path: '/api/auth/signin/two-factor',
    tag: 'auth',
    access: 'public',
    changes: [],
    reply: 'json',
    summary:
      'The second step of a sign-in: a code of the authenticator app or an unused recovery code, within minutes of the password; rate-limited like the password',
    body: TwoFactorSignInBody,
    response: CurrentUser,
  }),
  getCurrentUser: route({
    method: 'GET',
    path: '/api/auth/user',
    tag: 'auth',
    access: 'user',
    reply: 'json',
    summary: 'The signed-in user and their companies (the first is the active one)',
    response: CurrentUser,
  }),
  getSession: route({
    method: 'GET',
    path: '/api/auth/session',
    tag: 'auth',
    access: 'public',
    reply: 'json',
    summary:
      'The signed-in user as getCurrentUser answers it, or null when nobody is signed in: a page that only wants to know asks without a 401',
    response: Type.Nullable(CurrentUser),
  }),

  // Account
  changePassword: route({
    limited: true,
    method: 'POST',
    path: '/api/account/password',
    tag: 'account',
    access: 'user',
    changes: [],
    reply: 'empty',
    status: 204,
    summary:
      'Change the password of a built-in account; every other session of the user is signed out',
    body: ChangePasswordBody,
  }),
  deleteAccount: route({
    method: 'DELETE',
    path: '/api/account',
    tag: 'account',
    access: 'user',
    changes: ['member'],
    reply: 'empty',
    status: 204,
    summary:
      'Delete the signed-in account, its sessions and memberships, and the companies it was the only member of; refused (409) for the last admin of a company with other members',
  }),

  sendEmailVerification: route({
    limited: true,
    method: 'POST',
    path: '/api/account/email-verification',
    tag: 'account',
    access: 'user',
    reply: 'json',
    status: 202,
    summary:
      'Mail a link that verifies the address of the signed-in built-in account (accounts made before verification existed); 409 when already verified; a few per hour',
    response: EmailVerificationSent,
    changes: [],
  }),
  updateProfile: route({
    method: 'PUT',
    path: '/api/account/profile',
    tag: 'account',
    access: 'user',
    changes: ['account'],
    reply: 'json',
    summary:
      'Change the first and last name of a built-in account (an identity provider keeps those of its accounts: 409)',
    body: ProfileBody,
    response: CurrentUser,
  }),
  setupTwoFactor: route({
    method: 'POST',
    path: '/api/account/two-factor/setup',
    tag: 'account',
    access: 'user',
    changes: [],
    reply: 'json',
    summary:
      'A new TOTP secret with its QR code, kept pending until enableTwoFactor confirms it (built-in accounts without two-factor only)',
    response: TwoFactorSetup,
  }),
  enableTwoFactor: route({
    limited: true,
    method: 'POST',
    path: '/api/account/two-factor/enable',
    tag: 'account',
    access: 'user',
    changes: ['account'],
    reply: 'json',
    summary:
      'Turn two-factor authentication on with a first valid code of the pending secret; answers the recovery codes, once',
    body: TwoFactorEnableBody,
    response: RecoveryCodes,
  }),
  disableTwoFactor: route({
    limited: true,
    method: 'POST',
    path: '/api/account/two-factor/disable',
    tag: 'account',
    access: 'user',
    changes: ['account'],
    reply: 'empty',
    status: 204,
    summary: 'Turn two-factor authentication off, with the password; its recovery codes go too',
    body: TwoFactorPasswordBody,
  }),
  regenerateRecoveryCodes: route({
    limited: true,
    method: 'POST',
    path: '/api/account/two-factor/recovery-codes',
    tag: 'account',
    access: 'user',
    changes: [],
    reply: 'json',
    summary: 'New recovery codes, with the password; the previous ones stop working',
    body: TwoFactorPasswordBody,
    response: RecoveryCodes,
  }),

  // Companies
  createCompany: route({
    method: 'POST',
    path: '/api/companies',
    tag: 'companies',
    access: 'user',
    changes: ['company'],
    reply: 'json',
    status: 201,
    summary: 'Create a company; its creator becomes an admin',
    body: CompanyBody,
    response: Company,
  }),
  updateCompany: route({
    method: 'PUT',
    path: '/api/companies/{companyId}',
    tag: 'companies',
    access: 'admin',
    changes: ['company'],
    reply: 'json',
    summary: 'Update company information',
    params: CompanyParams,
    body: CompanyBody,
    response: Company,
  }),

  // Projects
  listProjects: route({
    conditional: true,
    method: 'GET',
    path: '/api/companies/{companyId}/projects',
    tag: 'projects',
    access: 'member',
    reply: 'json',
    summary: 'Projects of a company, filtered, sorted and paged',
    params: CompanyParams,
    query: ProjectListQuery,
    response: Type.Array(Project),
    headers: { 'X-Total-Count': 'Number of projects matching the filters' },
  }),
  createProject: route({
    method: 'POST',
    path: '/api/companies/{companyId}/projects',
    tag: 'projects',
    access: 'member',
    changes: ['project'],
    reply: 'json',
    status: 201,
    summary: 'Create a project',
    params: CompanyParams,
    body: ProjectCreateBody,
    response: Project,
  }),
  exportProjects: route({
    limited: true,
    method: 'GET',
    path: '/api/companies/{companyId}/projects/export',
    tag: 'projects',
    access: 'member',
    reply: 'csv',
    summary: 'The filtered projects as CSV',
    params: CompanyParams,
    query: ProjectExportQuery,
  }),
  getPortfolioSummary: route({
    conditional: true,
    method: 'GET',
    path: '/api/companies/{companyId}/portfolio-summary',
    tag: 'projects',
    access: 'member',
    reply: 'json',
    summary: 'Dashboard figures computed over all live projects',
    params: CompanyParams,
    response: PortfolioSummary,
  }),
  getProject: route({
    conditional: true,
    method: 'GET',
    path: '/api/projects/{id}',
    tag: 'projects',
    access: 'member',
    reply: 'json',
    summary: 'One project',
    params: IdParams,
    response: Project,
  }),
  updateProject: route({
    method: 'PUT',
    path: '/api/projects/{id}',
    tag: 'projects',
    access: 'member',
    changes: ['project'],
    reply: 'json',
    summary:
      'Update a project. A move to Active is refused (409, `fria_not_approved`) while the project owes a FRIA that is not approved or changed since; an admin may move it anyway with `friaOverrideReason`, which its history keeps (403 for a member)',
    params: IdParams,
    body: ProjectUpdateBody,
    response: Project,
  }),
  archiveProject: route({
    method: 'POST',
    path: '/api/projects/{id}/archive',
    tag: 'projects',
    access: 'member',
    changes: ['project'],
    reply: 'json',
    summary: 'Archive a project: it leaves the lists and the metrics',
    params: IdParams,
    response: Project,
  }),
  restoreProject: route({
    method: 'POST',
    path: '/api/projects/{id}/restore',
    tag: 'projects',
    access: 'member',
    changes: ['project'],
    reply: 'json',
    summary: 'Bring an archived project back',
    params: IdParams,
    response: Project,
  }),

  // Schedule: milestones, dependencies, baselines
  listMilestones: route({
    method: 'GET',
    path: '/api/projects/{id}/milestones',
    tag: 'schedule',
    access: 'member',
    reply: 'json',
    summary: "A project's milestones, by due date",
    params: IdParams,
    response: Type.Array(Milestone),
  }),
  createMilestone: route({
    method: 'POST',
    path: '/api/projects/{id}/milestones',
    tag: 'schedule',
    access: 'member',
    changes: ['milestone'],
    reply: 'json',
    status: 201,
    summary: 'Add a milestone to a project',
    params: IdParams,
    body: MilestoneCreateBody,
    response: Milestone,
  }),
  updateMilestone: route({
    method: 'PUT',
    path: '/api/milestones/{id}',
    tag: 'schedule',
    access: 'member',
    changes: ['milestone'],
    reply: 'json',
    summary: 'Rename, reschedule or tick off a milestone (any subset of name, dueDate, done)',
    params: IdParams,
    body: MilestoneUpdateBody,
    response: Milestone,
  }),
  deleteMilestone: route({
    method: 'DELETE',
    path: '/api/milestones/{id}',
    tag: 'schedule',
    access: 'member',
    changes: ['milestone'],
    reply: 'empty',
    status: 204,
    summary: 'Delete a milestone',
    params: IdParams,
  }),
  listProjectDependencies: route({
    method: 'GET',
    path: '/api/projects/{id}/dependencies',
    tag: 'schedule',
    access: 'member',
    reply: 'json',
    summary:
      'The dependencies of a project both ways: the projects it depends on (projectId is the project) and those that depend on it (dependsOnProjectId is the project)',
    params: IdParams,
    response: Type.Array(ProjectDependency),
  }),
  addProjectDependency: route({
    method: 'POST',
    path: '/api/projects/{id}/dependencies',
    tag: 'schedule',
    access: 'member',
    changes: ['project_dependency'],
    reply: 'json',
    status: 201,
    summary:
      'Make the project depend on another of the company (finish-to-start); a dependency that would close a cycle is refused (409, naming the projects)',
    params: IdParams,
    body: ProjectDependencyBody,
    response: ProjectDependency,
  }),
  removeProjectDependency: route({
    method: 'DELETE',
    path: '/api/project-dependencies/{id}',
    tag: 'schedule',
    access: 'member',
    changes: ['project_dependency'],
    reply: 'empty',
    status: 204,
    summary: 'Remove a dependency',
    params: IdParams,
  }),
  getProjectBaseline: route({
    method: 'GET',
    path: '/api/projects/{id}/baseline',
    tag: 'schedule',
    access: 'member',
    reply: 'json',
    summary: "The project's baseline (null before one is set)",
    params: IdParams,
    response: ProjectBaselineAnswer,
  }),
  setProjectBaseline: route({
    method: 'POST',
    path: '/api/projects/{id}/baseline',
    tag: 'schedule',
    access: 'member',
    changes: ['project_baseline'],
    reply: 'json',
    status: 201,
    summary:
      "Store the project's dates and milestones as they are today as its baseline (replacing the previous one); slips are measured against it",
    params: IdParams,
    response: ProjectBaseline,
  }),
  getProjectProgress: route({
    method: 'GET',
    path: '/api/companies/{companyId}/project-progress',
    tag: 'schedule',
    access: 'member',
    reply: 'json',
    summary:
      'How far the given projects have come: the share of their milestones done, or without milestones the share of the time from start to target passed; projects with neither are left out',
    params: CompanyParams,
    query: ProjectProgressQuery,
    response: Type.Array(ProjectProgressEntry),
  }),

  // People and capacity
  listPeople: route({
    method: 'GET',
    path: '/api/companies/{companyId}/people',
    tag: 'capacity',
    access: 'member',
    reply: 'json',
    summary:
      'The people whose time the portfolio plans: every member of the company and the people outside the product an admin added, by name',
    params: CompanyParams,
    response: Type.Array(Person),
  }),
  createPerson: route({
    method: 'POST',
    path: '/api/companies/{companyId}/people',
    tag: 'capacity',
    access: 'admin',
    changes: ['person'],
    reply: 'json',
    status: 201,
    summary: 'Add a person outside the product (a contractor, a vendor’s staff)',
    params: CompanyParams,
    body: PersonCreateBody,
    response: Person,
  }),
  updatePerson: route({
    method: 'PUT',
    path: '/api/people/{id}',
    tag: 'capacity',
    access: 'admin',
    changes: ['person'],
    reply: 'json',
    summary:
      "Change a person (any subset of name, email, title, hoursPerWeek); a member's name and email are their account's (409)",
    params: IdParams,
    body: PersonUpdateBody,
    response: Person,
  }),
  deletePerson: route({
    method: 'DELETE',
    path: '/api/people/{id}',
    tag: 'capacity',
    access: 'admin',
    changes: ['person'],
    reply: 'empty',
    status: 204,
    summary:
      'Delete a person outside the product, with their allocations; a member leaves when removed from the team (409)',
    params: IdParams,
  }),
  listProjectAllocations: route({
    method: 'GET',
    path: '/api/projects/{id}/allocations',
    tag: 'capacity',
    access: 'member',
    reply: 'json',
    summary: "The project's allocations: who gives it what percent of which month",
    params: IdParams,
    response: ProjectAllocations,
  }),
  setProjectAllocations: route({
    method: 'PUT',
    path: '/api/projects/{id}/allocations',
    tag: 'capacity',
    access: 'member',
    changes: ['project_allocations'],
    reply: 'json',
    summary:
      "Replace the project's allocations with this set (a row of 0% allocates nobody); a person of another company is refused (404), a person twice in one month too (400)",
    params: IdParams,
    body: AllocationsBody,
    response: ProjectAllocations,
  }),
  getCapacity: route({
    conditional: true,
    method: 'GET',
    path: '/api/companies/{companyId}/capacity',
    tag: 'capacity',
    access: 'member',
    reply: 'json',
    summary:
      'Per person and month of the range, the total percent allocated and the live projects behind it; the totals per department of the projects',
    params: CompanyParams,
    query: CapacityQuery,
    response: Capacity,
  }),

  // Budget against actuals
  getProjectBudget: route({
    method: 'GET',
    path: '/api/projects/{id}/budget',
    tag: 'budget',
    access: 'member',
    reply: 'json',
    summary:
      "The project's planned and actual spend per month (cumulative too), to date, and its forecast at completion",
    params: IdParams,
    response: ProjectBudget,
  }),
  updateBudgetPlan: route({
    method: 'PUT',
    path: '/api/projects/{id}/budget/plan',
    tag: 'budget',
    access: 'member',
    changes: ['budget_plan_month'],
    reply: 'json',
    summary:
      'Plan the spend of the months named (amount null: back to the default spread from the initial and running costs); answers the budget',
    params: IdParams,
    body: BudgetPlanBody,
    response: ProjectBudget,
  }),
  listSpend: route({
    method: 'GET',
    path: '/api/projects/{id}/spend',
    tag: 'budget',
    access: 'member',
    reply: 'json',
    summary: "The project's spend entries, newest month first",
    params: IdParams,
    response: Type.Array(SpendEntry),
  }),
  createSpend: route({
    method: 'POST',
    path: '/api/projects/{id}/spend',
    tag: 'budget',
    access: 'member',
    changes: ['spend_entry'],
    reply: 'json',
    status: 201,
    summary: 'Enter spend against the project (month, amount, category, note)',
    params: IdParams,
    body: SpendCreateBody,
    response: SpendEntry,
  }),
  updateSpend: route({
    method: 'PUT',
    path: '/api/spend/{id}',
    tag: 'budget',
    access: 'member',
    changes: ['spend_entry'],
    reply: 'json',
    summary: 'Change a spend entry (any subset of month, amount, category, note)',
    params: IdParams,
    body: SpendUpdateBody,
    response: SpendEntry,
  }),
  deleteSpend: route({
    method: 'DELETE',
    path: '/api/spend/{id}',
    tag: 'budget',
    access: 'member',
    changes: ['spend_entry'],
    reply: 'empty',
    status: 204,
    summary: 'Delete a spend entry',
    params: IdParams,
  }),

  // Value actually delivered
  getProjectValue: route({
    method: 'GET',
    path: '/api/projects/{id}/value',
    tag: 'value',
    access: 'member',
    reply: 'json',
    summary:
      "The project's benefit owner, realised benefit per month against its plan (a twelfth of the expected return) and its costs to date, and the payback month",
    params: IdParams,
    response: ProjectValue,
  }),
  updateProjectValue: route({
    method: 'PUT',
    path: '/api/projects/{id}/value',
    tag: 'value',
    access: 'member',
    changes: ['project_benefit', 'project_value'],
    reply: 'json',
    summary:
      'Set the benefit owner (one of the company’s people, or null) and the realised benefit of the months named (amount null removes a month); answers the value',
    params: IdParams,
    body: ProjectValueBody,
    response: ProjectValue,
  }),
  listProjectKpis: route({
    method: 'GET',
    path: '/api/projects/{id}/kpis',
    tag: 'value',
    access: 'member',
    reply: 'json',
    summary: "The project's KPIs, each with its measurements and its progress against the target",
    params: IdParams,
    response: Type.Array(Kpi),
  }),
  createProjectKpi: route({
    method: 'POST',
    path: '/api/projects/{id}/kpis',
    tag: 'value',
    access: 'member',
    changes: ['project_kpi'],
    reply: 'json',
    status: 201,
    summary:
      'Add a KPI (name, unit, baseline, target, direction); the target must lie on the better side of the baseline',
    params: IdParams,
    body: KpiCreateBody,
    response: Kpi,
  }),
  updateKpi: route({
    method: 'PUT',
    path: '/api/kpis/{id}',
    tag: 'value',
    access: 'member',
    changes: ['project_kpi'],
    reply: 'json',
    summary: 'Change a KPI (any subset of name, unit, baseline, target, direction)',
    params: IdParams,
    body: KpiUpdateBody,
    response: Kpi,
  }),
  deleteKpi: route({
    method: 'DELETE',
    path: '/api/kpis/{id}',
    tag: 'value',
    access: 'member',
    changes: ['project_kpi'],
    reply: 'empty',
    status: 204,
    summary: 'Delete a KPI and its measurements',
    params: IdParams,
  }),
  addKpiMeasurement: route({
    method: 'POST',
    path: '/api/kpis/{id}/measurements',
    tag: 'value',
    access: 'member',
    changes: ['kpi_measurement'],
    reply: 'json',
    status: 201,
    summary:
      'Record a measurement of the KPI (date, value); a second one on the same date replaces the first. Answers the KPI',
    params: IdParams,
    body: KpiMeasurementBody,
    response: Kpi,
  }),
  listProjectGates: route({
    method: 'GET',
    path: '/api/projects/{id}/gates',
    tag: 'value',
    access: 'member',
    reply: 'json',
    summary: "The project's stage-gate decisions, newest first",
    params: IdParams,
    response: Type.Array(GateDecisionSchema),
  }),
  createProjectGate: route({
    method: 'POST',
    path: '/api/projects/{id}/gates',
    tag: 'value',
    access: 'member',
    changes: ['project_gate'],
    reply: 'json',
    status: 201,
    summary:
      'Record a stage-gate decision (gate: idea, pilot, scale, retire; decision: go, hold, stop; reason); who took it and when are the caller and now',
    params: IdParams,
    body: GateDecisionBody,
    response: GateDecisionSchema,
  }),

  getPortfolioTimeline: route({
    conditional: true,
    method: 'GET',
    path: '/api/companies/{companyId}/timeline',
    tag: 'schedule',
    access: 'member',
    reply: 'json',
    summary:
      "Every project's dates, milestones, baseline dates and the dependencies between them, filtered as the project list",
    params: CompanyParams,
    query: TimelineQuery,
    response: PortfolioTimeline,
  }),

  // LLM models
  listLlmModels: route({
    method: 'GET',
    path: '/api/companies/{companyId}/llm-models',
    tag: 'llm-models',
    access: 'member',
    reply: 'json',
    summary: 'The company model registry',
    params: CompanyParams,
    response: Type.Array(LlmModel),
  }),
  createLlmModel: route({
    method: 'POST',
    path: '/api/companies/{companyId}/llm-models',
    tag: 'llm-models',
    access: 'admin',
    changes: ['llm_model'],
    reply: 'json',
    status: 201,
    summary: 'Register a model',
    params: CompanyParams,
    body: LlmModelCreateBody,
    response: LlmModel,
  }),
  updateLlmModel: route({
    method: 'PUT',
    path: '/api/llm-models/{id}',
    tag: 'llm-models',
    access: 'admin',
    changes: ['llm_model'],
    reply: 'json',
    summary: 'Update a model',
    params: IdParams,
    body: LlmModelUpdateBody,
    response: LlmModel,
  }),
  deleteLlmModel: route({
    method: 'DELETE',
    path: '/api/llm-models/{id}',
    tag: 'llm-models',
    access: 'admin',
    changes: ['llm_model', 'project_llm_model'],
    reply: 'empty',
    status: 204,
    summary: 'Delete a model and its project links',
    params: IdParams,
  }),
  revealLlmModelKey: route({
    method: 'POST',
    path: '/api/llm-models/{id}/reveal',
    tag: 'llm-models',
    access: 'admin',
    changes: ['llm_model'],
    reply: 'json',
    summary: 'The clear API key of a model',
    params: IdParams,
    response: RevealedApiKey,
  }),
  listProjectLlmModels: route({
    method: 'GET',
    path: '/api/projects/{id}/llm-models',
    tag: 'llm-models',
    access: 'member',
    reply: 'json',
    summary: 'Models used by a project',
    params: IdParams,
    response: Type.Array(ProjectLlmModel),
  }),
  addProjectLlmModel: route({
    method: 'POST',
    path: '/api/projects/{id}/llm-models',
    tag: 'llm-models',
    access: 'member',
    changes: ['project_llm_model'],
    reply: 'json',
    status: 201,
    summary: 'Link a model of the same company to a project',
    params: IdParams,
    body: ProjectLlmModelBody,
    response: ProjectLlmModel,
  }),
  removeProjectLlmModel: route({
    method: 'DELETE',
    path: '/api/project-llm-models/{linkId}',
    tag: 'llm-models',
    access: 'member',
    changes: ['project_llm_model'],
    reply: 'empty',
    status: 204,
    summary: 'Unlink a model from a project',
    params: LinkParams,
  }),

  // GDPR and DORA
  getProjectGdpr: route({
    method: 'GET',
    path: '/api/projects/{id}/gdpr',
    tag: 'compliance',
    access: 'member',
    reply: 'json',
    summary:
      "The project's GDPR record with the computed DPIA hint, its GDPR status and its processors (the vendors of its LLM models, with each model's region)",
    params: IdParams,
    response: ProjectGdpr,
  }),
  updateProjectGdpr: route({
    method: 'PUT',
    path: '/api/projects/{id}/gdpr',
    tag: 'compliance',
    access: 'member',
    changes: ['project_gdpr', 'project'],
    reply: 'json',
    summary:
      "Save the project's GDPR record; the project's GDPR status follows from it from then on",
    params: IdParams,
    body: ProjectGdprBody,
    response: ProjectGdpr,
  }),
  getProjectDora: route({
    method: 'GET',
    path: '/api/projects/{id}/dora',
    tag: 'compliance',
    access: 'member',
    reply: 'json',
    summary: "The project's DORA record: whether it supports a critical or important function",
    params: IdParams,
    response: ProjectDora,
  }),
  updateProjectDora: route({
    method: 'PUT',
    path: '/api/projects/{id}/dora',
    tag: 'compliance',
    access: 'member',
    changes: ['project_dora', 'project'],
    reply: 'json',
    summary:
      "Save the project's DORA record; the project's DORA status follows from it from then on",
    params: IdParams,
    body: ProjectDoraBody,
    response: ProjectDora,
  }),
  // The fundamental rights impact assessment (EU AI Act Article 27)
  getProjectFria: route({
    method: 'GET',
    path: '/api/projects/{id}/fria',
    tag: 'compliance',
    access: 'member',
    reply: 'json',
    summary:
      "The project's fundamental rights impact assessment (FRIA): whether it is owed and why (Article 27(1)), its six parts with where each pre-filled text came from, its approval, whether it needs review (Article 27(2)), the notification of the market surveillance authority, and whether the project may go Active",
    params: IdParams,
    response: ProjectFria,
  }),
  updateProjectFria: route({
    method: 'PUT',
    path: '/api/projects/{id}/fria',
    tag: 'compliance',
    access: 'member',
    changes: ['project_fria'],
    reply: 'json',
    summary:
      "Save the FRIA's six parts, whole; a part kept as pre-filled keeps its source. A change after the approval marks it for review",
    params: IdParams,
    body: ProjectFriaBody,
    response: ProjectFria,
  }),
  approveProjectFria: route({
    method: 'POST',
    path: '/api/projects/{id}/fria/approve',
    tag: 'compliance',
    access: 'member',
    changes: ['project_fria'],
    reply: 'json',
    summary:
      'Record the approval of the FRIA as saved: by a member of the company, on a day not in the future; 409 while a part is blank',
    params: IdParams,
    body: FriaApprovalBody,
    response: ProjectFria,
  }),
  recordFriaNotification: route({
    method: 'POST',
    path: '/api/projects/{id}/fria/notification',
    tag: 'compliance',
    access: 'member',
    changes: ['project_fria'],
    reply: 'json',
    summary:
      'Record the notification of the market surveillance authority (Article 27(3)): its day, reference and document link; 409 before the FRIA is approved',
    params: IdParams,
    body: FriaNotificationBody,
    response: ProjectFria,
  }),
  getDoraRegister: route({
    method: 'GET',
    path: '/api/companies/{companyId}/dora/register',
    tag: 'compliance',
    access: 'member',
    reply: 'json',
    summary:
      'The register of ICT third-party arrangements: each LLM vendor with its models, their regions, and the projects and functions that depend on it (critical ones flagged); CSV with `?format=csv` or `Accept: text/csv`',
    params: CompanyParams,
    query: DoraRegisterQuery,
    response: DoraRegister,
    headers: { 'Content-Type': 'application/json, or text/csv when CSV is asked for' },
  }),

  // Team
  listMembers: route({
    method: 'GET',
    path: '/api/companies/{companyId}/members',
    tag: 'team',
    access: 'member',
    reply: 'json',
    summary: 'Company members with their user',
    params: CompanyParams,
    response: Type.Array(Member),
  }),
  inviteMember: route({
    limited: true,
    method: 'POST',
    path: '/api/companies/{companyId}/invite',
    tag: 'team',
    access: 'admin',
    changes: ['invitation'],
    reply: 'json',
    status: 201,
    summary: 'Invite someone by e-mail with a role',
    params: CompanyParams,
    body: InviteBody,
    response: InviteResponse,
  }),
  listInvitations: route({
    method: 'GET',
    path: '/api/companies/{companyId}/invitations',
    tag: 'team',
    access: 'admin',
    reply: 'json',
    summary: 'Pending invitations',
    params: CompanyParams,
    response: Type.Array(Invitation),
  }),
  resendInvitation: route({
    limited: true,
    method: 'POST',
    path: '/api/invitations/{id}/resend',
    tag: 'team',
    access: 'admin',
    changes: ['invitation'],
    reply: 'json',
    summary:
      'Send an invitation again with a fresh expiry (same link); without a mail server the link is only created again, as for a new invitation (`delivery`)',
    params: IdParams,
    response: InviteResponse,
  }),
  revokeInvitation: route({
    method: 'DELETE',
    path: '/api/invitations/{id}',
    tag: 'team',
    access: 'admin',
    changes: ['invitation'],
    reply: 'empty',
    status: 204,
    summary: 'Revoke a pending invitation',
    params: IdParams,
  }),
  getInvitation: route({
    method: 'GET',
    path: '/api/invitations/by-token/{token}',
    tag: 'team',
    access: 'public',
    reply: 'json',
    summary: 'What an invitation link is for, and whether it can still be used',
    params: TokenParams,
    response: InvitationPreview,
  }),
  acceptInvitation: route({
    method: 'POST',
    path: '/api/invitations/by-token/{token}/accept',
    tag: 'team',
    access: 'user',
    changes: ['member', 'invitation'],
    reply: 'json',
    summary: 'Join the company with the invited role (the signed-in e-mail must match)',
    params: TokenParams,
    response: AcceptInvitationResponse,
  }),
  updateMemberRole: route({
    method: 'PUT',
    path: '/api/members/{id}',
    tag: 'team',
    access: 'admin',
    changes: ['member'],
    reply: 'json',
    summary: "Change a member's role; the last admin cannot be demoted",
    params: IdParams,
    body: RoleBody,
    response: Member,
  }),
  removeMember: route({
    method: 'DELETE',
    path: '/api/members/{id}',
    tag: 'team',
    access: 'admin',
    changes: ['member'],
    reply: 'empty',
    status: 204,
    summary: 'Remove a member; the last admin cannot be removed',
    params: IdParams,
  }),

  // Preferences
  getPreferences: route({
    method: 'GET',
    path: '/api/user/preferences',
    tag: 'preferences',
    access: 'user',
    reply: 'json',
    summary: 'Notification preferences of the signed-in user',
    response: Preferences,
  }),
  updatePreferences: route({
    method: 'PUT',
    path: '/api/user/preferences',
    tag: 'preferences',
    access: 'user',
    changes: ['preferences'],
    reply: 'json',
    summary: 'Save notification preferences',
    body: PreferencesBody,
    response: Preferences,
  }),

  // Notifications
  listNotifications: route({
    method: 'GET',
    path: '/api/notifications',
    tag: 'notifications',
    access: 'user',
    reply: 'json',
    summary:
      'The bell: risks opened on and changes by others to projects the caller owns or created (in their active company), invitations to their e-mail, and for admins invitations accepted; newest first, with the unread count',
    query: NotificationQuery,
    response: NotificationPage,
  }),
  markNotificationsRead: route({
    method: 'POST',
    path: '/api/notifications/read',
    tag: 'notifications',
    access: 'user',
    changes: ['notification_reads'],
    reply: 'json',
    summary: 'Mark every notification read, or those up to `upTo` (never moves the marker back)',
    body: MarkNotificationsReadBody,
    response: UnreadCount,
  }),
  previewWeeklyDigest: route({
    method: 'GET',
    path: '/api/account/weekly-digest/preview',
    tag: 'notifications',
    access: 'user',
    reply: 'json',
    summary:
      'The weekly digest of the caller’s active company as it would be sent to them now (404 without a company)',
    response: WeeklyDigest,
  }),
  showUnsubscribe: route({
    method: 'GET',
    path: '/api/unsubscribe',
    tag: 'notifications',
    access: 'public',
    reply: 'html',
    summary:
      'The List-Unsubscribe link of an e-mail opened in a browser: a page with a button that unsubscribes (a GET changes nothing: mail scanners follow links)',
    query: UnsubscribeQuery,
  }),
  unsubscribe: route({
    method: 'POST',
    path: '/api/unsubscribe',
    tag: 'notifications',
    access: 'public',
    changes: ['preferences'],
    reply: 'html',
    summary:
      'One-click unsubscribe (RFC 8058, body `List-Unsubscribe=One-Click`, or the page’s button): turns off the preference the signed token names',
    query: UnsubscribeQuery,
  }),

  // Feedback
  submitFeedback: route({
    limited: true,
    method: 'POST',
    path: '/api/feedback',
    tag: 'feedback',
    access: 'public',
    changes: [],
    reply: 'json',
    status: 201,
    summary: 'Send feedback (open to everyone, rate-limited)',
    body: FeedbackBody,
    response: MessageBody,
  }),

  // Integrations: outgoing webhooks (Standard Webhooks), Slack and Teams
  listWebhooks: route({
    method: 'GET',
    path: '/api/companies/{companyId}/webhooks',
    tag: 'integrations',
    access: 'admin',
    reply: 'json',
    summary: "The company's webhook, Slack and Teams endpoints (never their secrets)",
    params: CompanyParams,
    response: Type.Array(Webhook),
  }),
  createWebhook: route({
    method: 'POST',
    path: '/api/companies/{companyId}/webhooks',
    tag: 'integrations',
    access: 'admin',
    changes: ['webhook'],
    reply: 'json',
    status: 201,
    summary:
      "Register an endpoint; a webhook's signing secret (`whsec_…`) is in this answer only. A URL whose host is or resolves to a private, loopback or link-local address is refused",
    params: CompanyParams,
    body: WebhookCreateBody,
    response: WebhookCreated,
  }),
  updateWebhook: route({
    method: 'PUT',
    path: '/api/webhooks/{id}',
    tag: 'integrations',
    access: 'admin',
    changes: ['webhook'],
    reply: 'json',
    summary:
      'Change the URL, description, events or departments of an endpoint, or turn it on or off',
    params: IdParams,
    body: WebhookUpdateBody,
    response: Webhook,
  }),
  deleteWebhook: route({
    method: 'DELETE',
    path: '/api/webhooks/{id}',
    tag: 'integrations',
    access: 'admin',
    changes: ['webhook'],
    reply: 'empty',
    status: 204,
    summary: 'Remove an endpoint and its delivery log',
    params: IdParams,
  }),
  listWebhookDeliveries: route({
    method: 'GET',
    path: '/api/webhooks/{id}/deliveries',
    tag: 'integrations',
    access: 'admin',
    reply: 'json',
    summary: "An endpoint's delivery log, newest first: event, tries, status, time, answer excerpt",
    params: IdParams,
    query: WebhookDeliveryQuery,
    response: Type.Array(WebhookDelivery),
  }),
  redeliverWebhookDelivery: route({
    limited: true,
    method: 'POST',
    path: '/api/webhook-deliveries/{id}/redeliver',
    tag: 'integrations',
    access: 'admin',
    changes: [],
    reply: 'json',
    status: 202,
    summary: 'Send a delivery again now, with the same `webhook-id` (a new log entry)',
    params: IdParams,
    response: WebhookDelivery,
  }),
  pingWebhook: route({
    limited: true,
    method: 'POST',
    path: '/api/webhooks/{id}/ping',
    tag: 'integrations',
    access: 'admin',
    changes: [],
    reply: 'json',
    status: 202,
    summary: 'Send a test event (`webhook.ping`) to the endpoint now',
    params: IdParams,
    response: WebhookDelivery,
  }),
  rotateWebhookSecret: route({
    method: 'POST',
    path: '/api/webhooks/{id}/rotate-secret',
    tag: 'integrations',
    access: 'admin',
    changes: ['webhook'],
    reply: 'json',
    summary:
      'A new signing secret, in this answer only; for 24 hours deliveries are signed with the old and the new one',
    params: IdParams,
    response: WebhookSecretRotated,
  }),

  // Embedding on other sites
  getEmbedOrigins: route({
    method: 'GET',
    path: '/api/companies/{companyId}/embed/origins',
    tag: 'embed',
    access: 'admin',
    reply: 'json',
    summary: 'Origins whose pages may show the company’s widgets',
    params: CompanyParams,
    response: EmbedOrigins,
  }),
  updateEmbedOrigins: route({
    method: 'PUT',
    path: '/api/companies/{companyId}/embed/origins',
    tag: 'embed',
    access: 'admin',
    changes: ['embed_origins'],
    reply: 'json',
    summary: 'Replace the allowed origins (400 names the first bad one)',
    params: CompanyParams,
    body: EmbedOriginsBody,
    response: EmbedOrigins,
  }),
  listEmbedApps: route({
    method: 'GET',
    path: '/api/companies/{companyId}/embed/apps',
    tag: 'embed',
    access: 'admin',
    reply: 'json',
    summary: 'Embed apps of the company (never their secrets)',
    params: CompanyParams,
    response: Type.Array(EmbedApp),
  }),
  createEmbedApp: route({
    method: 'POST',
    path: '/api/companies/{companyId}/embed/apps',
    tag: 'embed',
    access: 'admin',
    changes: ['embed_app'],
    reply: 'json',
    status: 201,
    summary: 'Create an embed app; its secret is in this answer only',
    params: CompanyParams,
    body: EmbedAppCreateBody,
    response: EmbedAppCreated,
  }),
  deleteEmbedApp: route({
    method: 'DELETE',
    path: '/api/companies/{companyId}/embed/apps/{appId}',
    tag: 'embed',
    access: 'admin',
    changes: ['embed_app'],
    reply: 'empty',
    status: 204,
    summary: 'Delete an embed app; every token it issued stops working',
    params: EmbedAppParams,
  }),
  listEmbedAudit: route({
    method: 'GET',
    path: '/api/companies/{companyId}/embed/audit',
    tag: 'embed',
    access: 'admin',
    reply: 'json',
    summary:
      'Who created and deleted embed apps, and which tokens they issued, newest first, a page at a time, optionally of one kind',
    params: CompanyParams,
    query: EmbedAuditQuery,
    response: EmbedAuditPage,
  }),
  issueEmbedToken: route({
    limited: true,
    method: 'POST',
    path: '/api/embed/tokens',
    tag: 'embed',
    access: 'public',
    changes: ['embed_token'],
    credential: 'embed-app-secret',
    reply: 'json',
    summary:
      'An embed token for a person of the app’s company (Authorization: Bearer <app secret>; rate-limited per app)',
    body: EmbedTokenBody,
    response: EmbedToken,
  }),
  issueEmbedSessionToken: route({
    limited: true,
    method: 'POST',
    path: '/api/embed/session-tokens',
    tag: 'embed',
    access: 'user',
    changes: ['embed_token'],
    reply: 'json',
    summary:
      'An embed token and a refresh token for the signed-in person, for a page origin allowed by the company',
    body: EmbedSessionTokenBody,
    response: EmbedSessionToken,
  }),
  refreshEmbedToken: route({
    method: 'POST',
    path: '/api/embed/refresh',
    tag: 'embed',
    access: 'public',
    changes: [],
    credential: 'embed-refresh-token',
    limited: true,
    reply: 'json',
    summary:
      'A fresh embed token and the next refresh token; the Origin must be the one the refresh token was issued for',
    body: EmbedRefreshBody,
    response: EmbedSessionToken,
  }),

  // API tokens for scripts and BI tools
  listApiTokens: route({
    method: 'GET',
    path: '/api/companies/{companyId}/api-tokens',
    tag: 'api-tokens',
    access: 'admin',
    reply: 'json',
    summary: 'API tokens of the company (never the tokens themselves), newest first',
    params: CompanyParams,
    response: Type.Array(ApiToken),
  }),
  createApiToken: route({
    method: 'POST',
    path: '/api/companies/{companyId}/api-tokens',
    tag: 'api-tokens',
    access: 'admin',
    changes: ['api_token'],
    reply: 'json',
    status: 201,
    summary:
      'Create an API token (read, or read and write); the token is in this answer only. Send it as `Authorization: Bearer` on the /api routes of its company',
    params: CompanyParams,
    body: ApiTokenCreateBody,
    response: ApiTokenCreated,
  }),
  deleteApiToken: route({
    method: 'DELETE',
    path: '/api/api-tokens/{id}',
    tag: 'api-tokens',
    access: 'admin',
    changes: ['api_token'],
    reply: 'empty',
    status: 204,
    summary: 'Delete an API token; its next request is refused',
    params: IdParams,
  }),

  // Links to outside items, and connections that send events in
  listProjectLinks: route({
    method: 'GET',
    path: '/api/projects/{id}/links',
    tag: 'integrations',
    access: 'member',
    reply: 'json',
    summary:
      'The outside items a project links (issues, epics, repositories, pull requests, pages)',
    params: IdParams,
    response: Type.Array(ProjectLink),
  }),
  addProjectLink: route({
    method: 'POST',
    path: '/api/projects/{id}/links',
    tag: 'integrations',
    access: 'member',
    changes: ['project_link'],
    reply: 'json',
    status: 201,
    summary:
      'Link an outside item to the project; its provider, kind and key are recognised from the URL (409 when the project links it already)',
    params: IdParams,
    body: ProjectLinkBody,
    response: ProjectLink,
  }),
  removeProjectLink: route({
    method: 'DELETE',
    path: '/api/project-links/{id}',
    tag: 'integrations',
    access: 'member',
    changes: ['project_link'],
    reply: 'empty',
    status: 204,
    summary: 'Remove a link from its project',
    params: IdParams,
  }),
  listIntegrations: route({
    method: 'GET',
    path: '/api/companies/{companyId}/integrations',
    tag: 'integrations',
    access: 'admin',
    reply: 'json',
    summary: 'Connections that send events in (never their secrets)',
    params: CompanyParams,
    response: Type.Array(Integration),
  }),
  createIntegration: route({
    method: 'POST',
    path: '/api/companies/{companyId}/integrations',
    tag: 'integrations',
    access: 'admin',
    changes: ['integration'],
    reply: 'json',
    status: 201,
    summary:
      'Connect a GitHub, GitLab, Jira or Linear webhook: answers the inbound URL and, this once, the secret',
    params: CompanyParams,
    body: IntegrationCreateBody,
    response: IntegrationCreated,
  }),
  deleteIntegration: route({
    method: 'DELETE',
    path: '/api/integrations/{id}',
    tag: 'integrations',
    access: 'admin',
    changes: ['integration'],
    reply: 'empty',
    status: 204,
    summary: 'Disconnect: events sent to its inbound URL are refused from now on',
    params: IdParams,
  }),
  receiveIntegrationEvent: route({
    limited: true,
    method: 'POST',
    path: '/api/integrations/{id}/events',
    tag: 'integrations',
    access: 'public',
    changes: ['project_link'],
    credential: 'provider-signature',
    reply: 'json',
    summary:
      "A provider's webhook: verified by the provider's own signature (GitHub X-Hub-Signature-256, GitLab X-Gitlab-Token, Jira X-Hub-Signature, Linear Linear-Signature and its timestamp); a bad or replayed one answers 401",
    params: IdParams,
    body: InboundEventBody,
    response: InboundEventAnswer,
  }),

  // EU AI Act
  getAiActQuestions: route({
    method: 'GET',
    path: '/api/ai-act/questions',
    tag: 'ai-act',
    access: 'user',
    reply: 'json',
    summary:
      'The EU AI Act questionnaire: the roles, the groups and the yes/no questions with their ids and articles',
    response: AiActQuestionnaire,
  }),
  getAiActAssessment: route({
    method: 'GET',
    path: '/api/projects/{id}/ai-act-assessment',
    tag: 'ai-act',
    access: 'member',
    reply: 'json',
    summary:
      "The project's EU AI Act assessment: its class with the reasons, whether it needs review and the status its obligations give (null before the first assessment)",
    params: IdParams,
    response: Type.Nullable(AiActAssessment),
  }),
  setAiActAssessment: route({
    method: 'PUT',
    path: '/api/projects/{id}/ai-act-assessment',
    tag: 'ai-act',
    access: 'member',
    changes: ['ai_act_assessment', 'ai_act_obligation', 'project'],
    reply: 'json',
    summary:
      'Assess (or revisit) the project: its roles and answers classify it, and its obligations follow (new ones added, ones that no longer apply removed, the rest keep their status); 400 for an unknown question or no role',
    params: IdParams,
    body: AiActAssessmentBody,
    response: AiActAssessment,
  }),
  suggestAiActAssessment: route({
    limited: true,
    method: 'POST',
    path: '/api/projects/{id}/ai-act-assessment/suggest',
    tag: 'ai-act',
    access: 'member',
    changes: ['ai_act_suggestion'],
    reply: 'json',
    summary:
      "Ask a model of the company (with suggestions turned on) to suggest the project's EU AI Act answers from its problem statement and jobs to be done; nothing is stored as an answer",
    params: IdParams,
    body: AiActSuggestBody,
    response: AiActSuggestions,
  }),
  listProjectObligations: route({
    method: 'GET',
    path: '/api/projects/{id}/obligations',
    tag: 'ai-act',
    access: 'member',
    reply: 'json',
    summary:
      "The project's EU AI Act obligations, earliest due first, each with its computed due date, status, owner and whether it is overdue",
    params: IdParams,
    response: Type.Array(AiActObligationItem),
  }),
  updateObligation: route({
    method: 'PUT',
    path: '/api/obligations/{id}',
    tag: 'ai-act',
    access: 'member',
    changes: ['ai_act_obligation'],
    reply: 'json',
    summary:
      "Update an obligation's status (not applicable needs a reason), owner (a member of the company, or null) or notes",
    params: IdParams,
    body: AiActObligationUpdateBody,
    response: AiActObligationItem,
  }),
  listCompanyObligations: route({
    conditional: true,
    method: 'GET',
    path: '/api/companies/{companyId}/obligations',
    tag: 'ai-act',
    access: 'member',
    reply: 'json',
    summary:
      "Every EU AI Act obligation of the company's live projects, earliest due first, each with its project, class, owner, due date, status and due group (overdue, this quarter, later, closed); filters by project, class, status, owner and due group",
    params: CompanyParams,
    query: AiActPortfolioObligationQuery,
    response: Type.Array(AiActPortfolioObligation),
  }),
  getCompanyCompliance: route({
    conditional: true,
    method: 'GET',
    path: '/api/companies/{companyId}/compliance',
    tag: 'ai-act',
    access: 'member',
    reply: 'json',
    summary:
      "The portfolio's EU AI Act compliance: live projects by class, obligations done, overdue and due this quarter, and the high-risk systems with their readiness (ETag by data version and day)",
    params: CompanyParams,
    response: AiActPortfolioCompliance,
  }),

  // Evidence on EU AI Act obligations
  getEvidenceUsage: route({
    method: 'GET',
    path: '/api/companies/{companyId}/evidence-usage',
    tag: 'ai-act',
    access: 'member',
    reply: 'json',
    summary: "The company's evidence files: how many, their size and the quota they count against",
    params: CompanyParams,
    response: EvidenceUsage,
  }),
  listObligationEvidence: route({
    method: 'GET',
    path: '/api/obligations/{id}/evidence',
    tag: 'ai-act',
    access: 'member',
    reply: 'json',
    summary: "An obligation's evidence, newest first, each with its reviewer and expiry",
    params: IdParams,
    response: Type.Array(ObligationEvidence),
  }),
  listProjectObligationEvidence: route({
    method: 'GET',
    path: '/api/projects/{id}/obligation-evidence',
    tag: 'ai-act',
    access: 'member',
    reply: 'json',
    summary:
      "The evidence of every obligation of the project in one answer, newest first: each obligation's pieces as its own evidence route answers them",
    params: IdParams,
    response: Type.Array(ObligationEvidence),
  }),
  addObligationEvidence: route({
    limited: true,
    method: 'POST',
    path: '/api/obligations/{id}/evidence',
    tag: 'ai-act',
    access: 'member',
    changes: ['obligation_evidence'],
    reply: 'json',
    status: 201,
    summary:
      "Add evidence to an obligation: a link as JSON, or a file of up to 10 MB as multipart/form-data (its type judged by its content against the allowed list: 415 otherwise; 413 past 10 MB or past the company's evidence quota; 429 past 20 files per person in 10 minutes)",
    params: IdParams,
    body: EvidenceLinkBody,
    upload: evidenceUpload,
    response: ObligationEvidence,
  }),
  getEvidence: route({
    method: 'GET',
    path: '/api/evidence/{id}',
    tag: 'ai-act',
    access: 'member',
    reply: 'file',
    summary:
      "A file's download, as an attachment with the type its content showed (sandboxed, never run in the product's origin); a link answers 303 to its address",
    params: IdParams,
  }),
  deleteEvidence: route({
    method: 'DELETE',
    path: '/api/evidence/{id}',
    tag: 'ai-act',
    access: 'member',
    changes: ['obligation_evidence'],
    reply: 'empty',
    status: 204,
    summary:
      'Remove evidence from its obligation, incident or control (a file is deleted with it); the document of a recorded incident report stays with it (409)',
    // The document of a report as it was submitted is part of the incident's record.
    alsoAnswers: [409],
    params: IdParams,
  }),
  // Custom reports
  runReport: route({
    limited: true,
    method: 'POST',
    path: '/api/companies/{companyId}/reports/run',
    tag: 'reports',
    access: 'member',
    reply: 'json',
    reads: true,
    summary:
      "A report definition's rows, computed from the company's projects or proposals (its source; columns, filters, groups, measures and sort by column id, never SQL)",
    params: CompanyParams,
    body: ReportDefinition,
    response: ReportResult,
  }),
  listReports: route({
    method: 'GET',
    path: '/api/companies/{companyId}/reports',
    tag: 'reports',
    access: 'member',
    reply: 'json',
    summary: "Saved reports: the company's shared ones and the caller's private ones, by name",
    params: CompanyParams,
    response: Type.Array(SavedReport),
  }),
  createReport: route({
    method: 'POST',
    path: '/api/companies/{companyId}/reports',
    tag: 'reports',
    access: 'member',
    changes: ['report'],
    reply: 'json',
    status: 201,
    summary:
      'Save a report, private to its creator or shared with the company (409 when the caller already sees one of that name)',
    params: CompanyParams,
    body: SavedReportCreateBody,
    response: SavedReport,
  }),
  updateReport: route({
    method: 'PUT',
    path: '/api/reports/{id}',
    tag: 'reports',
    access: 'member',
    changes: ['report'],
    reply: 'json',
    summary:
      "Change a saved report's name, definition or visibility (its creator, or an admin for a shared one: others 403)",
    params: IdParams,
    body: SavedReportUpdateBody,
    response: SavedReport,
  }),
  deleteReport: route({
    method: 'DELETE',
    path: '/api/reports/{id}',
    tag: 'reports',
    access: 'member',
    changes: ['report'],
    reply: 'empty',
    status: 204,
    summary: 'Delete a saved report and its schedule (its creator, or an admin for a shared one)',
    params: IdParams,
  }),
  exportReport: route({
    limited: true,
    method: 'GET',
    path: '/api/reports/{id}/export',
    tag: 'reports',
    access: 'member',
    reply: 'csv',
    summary: "A saved report's rows as CSV, computed now",
    params: IdParams,
    query: ReportExportQuery,
    headers: { 'Content-Disposition': 'attachment; filename="<report name>.csv"' },
  }),
  scheduleReport: route({
    method: 'PUT',
    path: '/api/reports/{id}/schedule',
    tag: 'reports',
    access: 'member',
    changes: ['report'],
    reply: 'json',
    summary:
      'E-mail the report weekly or monthly to members of the company (a table in the mail, the CSV attached); null frequency stops it. Same rights as changing the report',
    params: IdParams,
    body: ReportScheduleBody,
    response: SavedReport,
  }),

  // History
  getProjectHistory: route({
    method: 'GET',
    path: '/api/projects/{id}/history',
    tag: 'history',
    access: 'member',
    reply: 'json',
    summary:
      'Every change to the project and its LLM models, newest first: who, when, each field before → after',
    params: IdParams,
    query: HistoryQuery,
    response: HistoryPage,
  }),
  listCompanyAudit: route({
    method: 'GET',
    path: '/api/companies/{companyId}/audit',
    tag: 'history',
    access: 'admin',
    reply: 'json',
    summary: 'Every change in the company, newest first, filtered by person, kind, action and days',
    params: CompanyParams,
    query: AuditQuery,
    response: HistoryPage,
  }),
  exportCompanyAudit: route({
    limited: true,
    method: 'GET',
    path: '/api/companies/{companyId}/audit/export',
    tag: 'history',
    access: 'admin',
    reply: 'csv',
    summary: 'The filtered company history as CSV, newest first',
    params: CompanyParams,
    query: AuditExportQuery,
  }),

  // Risks
  listRisks: route({
    method: 'GET',
    path: '/api/companies/{companyId}/risks',
    tag: 'risks',
    access: 'member',
    reply: 'json',
    summary:
      'Risks the rules raised on the company’s projects, worst first, filtered by state (default: open and acknowledged), severity, rule, department or project, with counts by severity',
    params: CompanyParams,
    query: RiskListQuery,
    response: RiskList,
  }),
  acknowledgeRisk: route({
    method: 'POST',
    path: '/api/risks/{id}/acknowledge',
    tag: 'risks',
    access: 'member',
    changes: ['risk'],
    reply: 'json',
    summary:
      'Acknowledge a risk with a note: it stays quiet until the project changes again (a resolved risk: 409)',
    params: IdParams,
    body: AcknowledgeRiskBody,
    response: Risk,
  }),
  // Status reports
  listStatusReports: route({
    method: 'GET',
    path: '/api/projects/{id}/status-reports',
    tag: 'status-reports',
    access: 'member',
    reply: 'json',
    summary:
      "The project's newest status reports, newest first (its draft, if any, is the first); `limit` of them, 20 unless said",
    params: IdParams,
    query: StatusReportListQuery,
    response: Type.Array(StatusReport),
  }),
  createStatusReport: route({
    method: 'POST',
    path: '/api/projects/{id}/status-reports',
    tag: 'status-reports',
    access: 'member',
    changes: ['status_report'],
    reply: 'json',
    summary:
      "Draft a status report now: the project's draft, made now or, when it has one, refreshed (health, changes, figures and period end as of now; a narrative someone edited is kept). 409 for an archived project",
    params: IdParams,
    response: StatusReport,
  }),
  updateStatusReport: route({
    method: 'PUT',
    path: '/api/status-reports/{id}',
    tag: 'status-reports',
    access: 'member',
    changes: ['status_report'],
    reply: 'json',
    summary: "Change a draft's narrative; a published report answers 409",
    params: IdParams,
    body: StatusReportUpdateBody,
    response: StatusReport,
  }),
  publishStatusReport: route({
    method: 'POST',
    path: '/api/status-reports/{id}/publish',
    tag: 'status-reports',
    access: 'member',
    changes: ['status_report'],
    reply: 'json',
    summary: 'Publish a draft as it is: from then on it never changes (published again: 409)',
    params: IdParams,
    response: StatusReport,
  }),
  getProjectHealth: route({
    method: 'GET',
    path: '/api/companies/{companyId}/project-health',
    tag: 'status-reports',
    access: 'member',
    reply: 'json',
    summary:
      'The health of the given projects by their latest status report (draft or published); projects without a report are left out',
    params: CompanyParams,
    query: ProjectHealthQuery,
    response: Type.Array(ProjectHealthEntry),
  }),

  // Incidents
  listIncidents: route({
    method: 'GET',
    path: '/api/companies/{companyId}/incidents',
    tag: 'incidents',
    access: 'member',
    reply: 'json',
    summary:
      "The company's incidents with their reporting clocks, the next deadline first, filtered by status (default: every incident not closed), severity, project or regime",
    params: CompanyParams,
    query: IncidentListQuery,
    response: IncidentList,
  }),
  exportIncidents: route({
    limited: true,
    method: 'GET',
    path: '/api/companies/{companyId}/incidents/export',
    tag: 'incidents',
    access: 'member',
    reply: 'csv',
    summary:
      "The company's incidents of the list's filters as CSV, in the list's order: one row per incident with its clocks' deadlines and reports by regime, instants in UTC",
    params: CompanyParams,
    query: IncidentExportQuery,
    headers: { 'Content-Disposition': 'attachment; filename="incidents-<date>.csv"' },
  }),
  createIncident: route({
    method: 'POST',
    path: '/api/companies/{companyId}/incidents',
    tag: 'incidents',
    access: 'member',
    changes: ['incident', 'ai_act_assessment'],
    reply: 'json',
    status: 201,
    summary:
      'Record an incident: its clocks start at the instant the company became aware. On a high-risk project it marks the EU AI Act assessment for review (Articles 72 and 73)',
    params: CompanyParams,
    body: IncidentCreateBody,
    response: IncidentDetail,
  }),
  getIncident: route({
    method: 'GET',
    path: '/api/incidents/{id}',
    tag: 'incidents',
    access: 'member',
    reply: 'json',
    summary: 'An incident with its answers, clocks, timeline, corrective actions and reports',
    params: IdParams,
    response: IncidentDetail,
  }),
  updateIncident: route({
    method: 'PUT',
    path: '/api/incidents/{id}',
    tag: 'incidents',
    access: 'member',
    changes: ['incident', 'ai_act_assessment'],
    reply: 'json',
    summary:
      'Change an incident: its facts, owner, status or root cause; a changed awareness moves every clock (a closed incident only reopens: 409)',
    params: IdParams,
    body: IncidentUpdateBody,
    response: IncidentDetail,
  }),
  answerIncident: route({
    method: 'PUT',
    path: '/api/incidents/{id}/answers',
    tag: 'incidents',
    access: 'member',
    changes: ['incident_answer'],
    reply: 'json',
    summary:
      'Answer classification questions (null withdraws an answer; the others stay); each answer keeps who gave it and when, and the clocks follow',
    params: IdParams,
    body: IncidentAnswersBody,
    response: IncidentDetail,
  }),
  addIncidentTimelineEntry: route({
    method: 'POST',
    path: '/api/incidents/{id}/timeline',
    tag: 'incidents',
    access: 'member',
    changes: ['incident_timeline_entry'],
    reply: 'json',
    status: 201,
    summary:
      'Add what happened when: detected, contained, causal link established, provider informed…',
    params: IdParams,
    body: IncidentTimelineBody,
    response: IncidentDetail,
  }),
  addIncidentAction: route({
    method: 'POST',
    path: '/api/incidents/{id}/actions',
    tag: 'incidents',
    access: 'member',
    changes: ['incident_action'],
    reply: 'json',
    status: 201,
    summary: 'Add a corrective action with its owner and due date',
    params: IdParams,
    body: IncidentActionCreateBody,
    response: IncidentDetail,
  }),
  updateIncidentAction: route({
    method: 'PUT',
    path: '/api/incident-actions/{id}',
    tag: 'incidents',
    access: 'member',
    changes: ['incident_action'],
    reply: 'json',
    summary: 'Change a corrective action: its title, owner, due date, or mark it done',
    params: IdParams,
    body: IncidentActionUpdateBody,
    response: IncidentDetail,
  }),
  recordIncidentReport: route({
    method: 'POST',
    path: '/api/incidents/{id}/reports',
    tag: 'incidents',
    access: 'member',
    changes: ['incident_report'],
    reply: 'json',
    status: 201,
    summary:
      'Record a report as submitted for one of the incident’s clocks (initial or complete, when, to whom, the reference number and the document); a correction supersedes an earlier one, which stays. The later clocks start from it',
    params: IdParams,
    body: IncidentReportBody,
    response: IncidentDetail,
  }),
  listIncidentEvidence: route({
    method: 'GET',
    path: '/api/incidents/{id}/evidence',
    tag: 'incidents',
    access: 'member',
    reply: 'json',
    summary: "An incident's evidence (its reports' documents among them), newest first",
    params: IdParams,
    response: Type.Array(IncidentEvidence),
  }),
  addIncidentEvidence: route({
    limited: true,
    method: 'POST',
    path: '/api/incidents/{id}/evidence',
    tag: 'incidents',
    access: 'member',
    changes: ['obligation_evidence'],
    reply: 'json',
    status: 201,
    summary:
      'Add evidence to an incident, in the evidence store: a link as JSON, or a file of up to 10 MB as multipart/form-data (the same checks and quota as evidence on obligations). Download and removal: /api/evidence/{id}',
    params: IdParams,
    body: EvidenceLinkBody,
    upload: evidenceUpload,
    response: IncidentEvidence,
  }),

  // Controls and frameworks: one control, many frameworks
  listControls: route({
    conditional: true,
    method: 'GET',
    path: '/api/companies/{companyId}/controls',
    tag: 'frameworks',
    access: 'member',
    reply: 'json',
    summary:
      "The company's controls (the library's, with their provenance): each with the items of the EU AI Act, ISO/IEC 42001, NIST AI RMF and its Generative AI Profile it satisfies (strength and source), the custom frameworks' items that name it, and its evidence in figures",
    params: CompanyParams,
    response: ControlList,
  }),
  listControlEvidence: route({
    method: 'GET',
    path: '/api/companies/{companyId}/controls/{controlId}/evidence',
    tag: 'frameworks',
    access: 'member',
    reply: 'json',
    summary: "A control's evidence, newest first, each with its reviewer and expiry",
    params: ControlParams,
    response: Type.Array(ControlEvidence),
  }),
  addControlEvidence: route({
    limited: true,
    method: 'POST',
    path: '/api/companies/{companyId}/controls/{controlId}/evidence',
    tag: 'frameworks',
    access: 'member',
    changes: ['obligation_evidence'],
    reply: 'json',
    status: 201,
    summary:
      'Add evidence to a control, once for every obligation and framework item it satisfies: a link as JSON, or a file of up to 10 MB as multipart/form-data (the same checks and quota as evidence on obligations); past its expiry date it lapses everywhere at once. Download and removal: /api/evidence/{id}',
    params: ControlParams,
    body: EvidenceLinkBody,
    upload: evidenceUpload,
    response: ControlEvidence,
  }),
  listFrameworks: route({
    conditional: true,
    method: 'GET',
    path: '/api/companies/{companyId}/frameworks',
    tag: 'frameworks',
    access: 'member',
    reply: 'json',
    summary:
      "The built-in frameworks (EU AI Act, ISO/IEC 42001 Annex A, NIST AI RMF 1.0, NIST AI 600-1) and the company's own, each with its coverage: items, applicable, with current evidence, lapsed, overdue, gaps",
    params: CompanyParams,
    response: Type.Array(FrameworkSummary),
  }),
  getFramework: route({
    conditional: true,
    method: 'GET',
    path: '/api/companies/{companyId}/frameworks/{frameworkId}',
    tag: 'frameworks',
    access: 'member',
    reply: 'json',
    summary:
      "A framework's coverage item by item, gaps first: whether it applies, its evidence, whether overdue, and the controls and projects behind it",
    params: FrameworkParams,
    response: FrameworkCoverage,
  }),
  importFramework: route({
    method: 'POST',
    path: '/api/companies/{companyId}/frameworks',
    tag: 'frameworks',
    access: 'admin',
    changes: ['framework'],
    reply: 'json',
    status: 201,
    summary:
      "Import a framework of the company's own from CSV (columns ref, group, title, control, strength: a row per item and control). Every row is checked and every problem reported with its row and column (400 with `details`); with any problem nothing is imported",
    params: CompanyParams,
    body: FrameworkImportBody,
    response: FrameworkCoverage,
  }),
  deleteFramework: route({
    method: 'DELETE',
    path: '/api/companies/{companyId}/frameworks/{frameworkId}',
    tag: 'frameworks',
    access: 'admin',
    changes: ['framework'],
    reply: 'empty',
    status: 204,
    summary:
      "Delete one of the company's own frameworks with its items; a built-in framework cannot be deleted (409)",
    alsoAnswers: [409],
    params: FrameworkParams,
  }),
  getSoa: route({
    method: 'GET',
    path: '/api/companies/{companyId}/frameworks/iso-42001/soa',
    tag: 'frameworks',
    access: 'member',
    reply: 'json',
    summary:
      'The Statement of Applicability for ISO/IEC 42001 as it stands (the draft): every Annex A control with whether it applies and why, its implementation status, owner, the controls that satisfy it and their evidence; CSV with `?format=csv` or `Accept: text/csv`',
    params: CompanyParams,
    query: SoaQuery,
    response: Soa,
    headers: {
      'Content-Type': 'application/json, or text/csv when CSV is asked for',
      'Content-Disposition':
        'for CSV: attachment; filename="statement-of-applicability-draft-<date>.csv"',
    },
  }),
  updateSoaEntry: route({
    method: 'PUT',
    path: '/api/companies/{companyId}/frameworks/iso-42001/soa/{ref}',
    tag: 'frameworks',
    access: 'admin',
    changes: ['soa_entry'],
    reply: 'json',
    summary:
      'Set whether an Annex A control applies (an exclusion needs its justification), the justification, its implementation status or its owner (a member)',
    params: SoaEntryParams,
    body: SoaEntryBody,
    response: SoaEntry,
  }),
  listSoaVersions: route({
    method: 'GET',
    path: '/api/companies/{companyId}/frameworks/iso-42001/soa/versions',
    tag: 'frameworks',
    access: 'member',
    reply: 'json',
    summary: 'The published versions of the Statement of Applicability, newest first',
    params: CompanyParams,
    response: Type.Array(SoaVersionSummary),
  }),
  publishSoa: route({
    method: 'POST',
    path: '/api/companies/{companyId}/frameworks/iso-42001/soa/versions',
    tag: 'frameworks',
    access: 'admin',
    changes: ['soa_version'],
    reply: 'json',
    status: 201,
    summary:
      'Publish the Statement of Applicability as it stands: a new numbered version with its date, kept as it is (never edited afterwards)',
    params: CompanyParams,
    body: SoaPublishBody,
    response: Soa,
  }),
  getSoaVersion: route({
    method: 'GET',
    path: '/api/companies/{companyId}/frameworks/iso-42001/soa/versions/{version}',
    tag: 'frameworks',
    access: 'member',
    reply: 'json',
    summary:
      'A published version of the Statement of Applicability, as it was published; CSV with `?format=csv` or `Accept: text/csv`',
    params: SoaVersionParams,
    query: SoaQuery,
    response: Soa,
    headers: {
      'Content-Type': 'application/json, or text/csv when CSV is asked for',
      'Content-Disposition':
        'for CSV: attachment; filename="statement-of-applicability-v<number>.csv"',
    },
  }),

  // Intake: proposals before they are projects
  listProposals: route({
    method: 'GET',
    path: '/api/companies/{companyId}/proposals',
    tag: 'intake',
    access: 'member',
    reply: 'json',
    summary:
      "The company's proposals, the highest score first, with their tier, score inputs and approvals; filtered by state or to the caller's own",
    params: CompanyParams,
    query: ProposalListQuery,
    response: ProposalList,
  }),
  exportProposals: route({
    limited: true,
    method: 'GET',
    path: '/api/companies/{companyId}/proposals/export',
    tag: 'intake',
    access: 'member',
    reply: 'csv',
    summary:
      "The company's proposals as CSV, filtered as the list is: tier, score, dates, days to decision, approvals and the answers to the intake questions",
    params: CompanyParams,
    query: ProposalExportQuery,
    headers: { 'Content-Disposition': 'attachment; filename="proposals-<date>.csv"' },
  }),
  createProposal: route({
    method: 'POST',
    path: '/api/companies/{companyId}/proposals',
    tag: 'intake',
    access: 'member',
    changes: ['proposal'],
    reply: 'json',
    status: 201,
    summary:
      "Submit a proposal: the project's basic fields, the answers to the intake questions and the EU AI Act screening; its risk tier and score are computed on entry. An API token with the write scope may submit",
    params: CompanyParams,
    body: ProposalCreateBody,
    response: Proposal,
  }),
  listSimilarProposals: route({
    method: 'GET',
    path: '/api/companies/{companyId}/proposals/similar',
    tag: 'intake',
    access: 'member',
    reply: 'json',
    summary:
      "The company's projects and proposals most like the text given, by name and problem statement (trigram similarity): possible duplicates to join instead",
    params: CompanyParams,
    query: SimilarProposalsQuery,
    response: SimilarProposals,
  }),
  getProposal: route({
    method: 'GET',
    path: '/api/proposals/{id}',
    tag: 'intake',
    access: 'member',
    reply: 'json',
    summary: 'A proposal with its tier, score, approvals and what it still waits for',
    params: IdParams,
    response: Proposal,
  }),
  getProposalHistory: route({
    method: 'GET',
    path: '/api/proposals/{id}/history',
    tag: 'intake',
    access: 'member',
    reply: 'json',
    summary:
      'Every change to the proposal and its approvals, newest first: who, when, each field before → after (a score change among them)',
    params: IdParams,
    query: HistoryQuery,
    response: HistoryPage,
  }),
  updateProposal: route({
    method: 'PUT',
    path: '/api/proposals/{id}',
    tag: 'intake',
    access: 'member',
    changes: ['proposal'],
    reply: 'json',
    summary:
      'Change an open proposal (its tier and score follow its answers), or merge it into a project or another proposal; a decided proposal answers 409',
    params: IdParams,
    body: ProposalUpdateBody,
    response: Proposal,
  }),
  approveProposal: route({
    method: 'POST',
    path: '/api/proposals/{id}/approve',
    tag: 'intake',
    access: 'member',
    changes: [
      'proposal_approval',
      'proposal',
      'project',
      'ai_act_assessment',
      'ai_act_obligation',
      'project_link',
    ],
    reply: 'json',
    summary:
      'Approve a proposal, as its tier requires (an admin, or named approvers of different roles); the last approval needed creates its project, with the screening answers as its EU AI Act assessment and a link back to the proposal. A prohibited proposal answers 409',
    params: IdParams,
    body: ProposalApproveBody,
    response: Proposal,
  }),
  rejectProposal: route({
    method: 'POST',
    path: '/api/proposals/{id}/reject',
    tag: 'intake',
    access: 'member',
    changes: ['proposal'],
    reply: 'json',
    summary:
      'Reject an open proposal with the reason its submitter reads (an admin or a named approver)',
    params: IdParams,
    body: ProposalRejectBody,
    response: Proposal,
  }),
  getIntakeSettings: route({
    method: 'GET',
    path: '/api/companies/{companyId}/intake-settings',
    tag: 'intake',
    access: 'member',
    reply: 'json',
    summary: "The company's intake questions, scoring model and approvers per tier",
    params: CompanyParams,
    response: IntakeSettings,
  }),
  updateIntakeSettings: route({
    method: 'PUT',
    path: '/api/companies/{companyId}/intake-settings',
    tag: 'intake',
    access: 'admin',
    changes: ['intake_settings'],
    reply: 'json',
    summary:
      "Change the company's intake questions, scoring model and criteria, approval rules per tier or named approvers",
    params: CompanyParams,
    body: IntakeSettingsBody,
    response: IntakeSettings,
  }),

  // Platform
  streamCompanyEvents: route({
    limited: true,
    method: 'GET',
    path: '/api/companies/{companyId}/events',
    tag: 'events',
    access: 'member',
    reply: 'stream',
    summary:
      "The company's changes as they commit, as Server-Sent Events (a reconnect's Last-Event-ID replays what it missed)",
    params: CompanyParams,
    response: CompanyEvent,
  }),
  getWidgetRegistry: route({
    method: 'GET',
    path: '/api/widgets',
    tag: 'platform',
    access: 'public',
    reply: 'json',
    summary: 'Where each widget is deployed: name → mf-manifest.json URL',
    response: Type.Record(Type.String(), Type.String()),
  }),
  getOpenApi: route({
    method: 'GET',
    path: '/api/openapi.json',
    tag: 'platform',
    access: 'public',
    reply: 'json',
    summary: 'This document',
  }),
} as const satisfies Record<string, RouteDef>;

export type Routes = typeof routes;
export type RouteName = keyof Routes;

type StaticOr<S, Fallback> = S extends TSchema ? Static<S> : Fallback;
/** One typed part of a route (its params, query, body or response), `Fallback` where it has none. */
type PartOf<N extends RouteName, K extends string, Fallback = undefined> = StaticOr<
  Routes[N] extends { [P in K]: infer S } ? S : undefined,
  Fallback
>;
/** The typed parts of a route, for clients and handlers alike. */
export type ParamsOf<N extends RouteName> = PartOf<N, 'params'>;
export type QueryOf<N extends RouteName> = PartOf<N, 'query'>;
export type BodyOf<N extends RouteName> = PartOf<N, 'body'>;
export type ResponseOf<N extends RouteName> = PartOf<N, 'response', void>;

/** A route's `params`, `query` or `body` as a value; never when it has none. */
export type RoutePart<R, K extends 'params' | 'query' | 'body'> = R extends {
  [P in K]: infer S extends TSchema;
}
  ? Static<S>
  : never;

/**
 * The inputs of a contract route: `params`, `query` and `body`, each only when the route has one
 * (an upload route's body may be FormData with its file, sent as multipart/form-data).
 */
export type RouteInput<R extends RouteDef> = ([RoutePart<R, 'params'>] extends [never]
  ? unknown
  : { params: RoutePart<R, 'params'> }) &
  ([RoutePart<R, 'query'>] extends [never] ? unknown : { query?: RoutePart<R, 'query'> }) &
  ([RoutePart<R, 'body'>] extends [never]
    ? unknown
    : { body: RoutePart<R, 'body'> | (R extends { upload: object } ? FormData : never) });

/** What a contract route answers with (void for routes without a JSON body). */
export type RouteOutput<R extends RouteDef> = R extends { response: infer S extends TSchema }
  ? Static<S>
  : void;

export { buildPath, routeUrl, toQueryString, toRouterPath } from './route-url';
