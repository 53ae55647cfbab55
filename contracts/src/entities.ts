import { FRIA_PART_KEYS, friaPartName } from './compliance/fria/article-27';
import type { RouteName } from './routes';

/**
 * The registry of audited entities: one row per kind of thing the history records, and
 * everything downstream of a change of it, kept in one place so they cannot disagree. The
 * history's labels (`AUDIT_ENTITY_LABELS`, `AUDITED_FIELDS`), the event stream's names
 * (`eventType`), what a change makes out of date (`EVENT_ROUTES`), what the risk rules re-read
 * and where a message links are views of it; each write route of the endpoint table declares
 * the entities it records (`changes`), and a BFF test checks every route against that.
 */
export interface EntityDef {
  /** How a person names it: the history's "Kind" column, a message's noun. */
  label: string;
  /** Its name in an event type, kebab-case: `project-llm-model` of `project-llm-model.created`. */
  event: string;
  /**
   * The fields the history keeps, with the label its form shows, in the order the history
   * lists them. A field not listed is not stored (timestamps the database keeps, stored JSON,
   * hashes), but a change of it still writes its event: labels only shape how the history reads.
   */
  fields: Readonly<Record<string, string>>;
  /**
   * The answers a change of it makes out of date: the routes whose cached answers a client
   * refreshes when the event stream announces such a change, or when it makes the change itself.
   */
  outdates: readonly RouteName[];
  /** Whether the risk rules read it: a change of it re-evaluates the projects it concerns. */
  readByRules: boolean;
  /**
   * The shell's page a message (webhook, chat, bell) links to when the change concerns no
   * project; a change of a project links to that project's page.
   */
  page: '/activity' | '/team' | '/llm-models' | '/incidents';
}

/** The project form's field labels (the project form and the history use these). */
export const PROJECT_FIELD_LABELS = {
  name: 'Project Name',
  problemStatement: 'Problem Statement',
  department: 'Department',
  businessOwner: 'Business Owner',
  jobsToBeDone: 'Jobs to be Done',
  expectedReturn: 'Expected Return',
  initialCosts: 'Initial Costs',
  runningCosts: 'Running Costs',
  roi: 'ROI',
  status: 'Status',
  euAiActStatus: 'EU AI Act Status',
  gdprStatus: 'GDPR Status',
  doraStatus: 'DORA Status',
  notes: 'Notes',
  startDate: 'Start Date',
  targetDate: 'Target Date',
} as const;

/**
 * Every audited entity, in the registry's order (the Activity page's filter lists them so). The
 * registry below must have exactly these rows; the names are listed apart only so that the
 * endpoint table's types (which name entities) and the registry's (which name routes) do not
 * depend on each other.
 */
export const AUDIT_ENTITIES = [
  'project',
  'llm_model',
  'project_llm_model',
  'member',
  'invitation',
  'company',
  'preferences',
  'embed_app',
  'embed_origins',
  'embed_token',
  'risk',
  'milestone',
  'project_dependency',
  'project_baseline',
  'status_report',
  'api_token',
  'project_link',
  'integration',
  'person',
  'project_allocations',
  'webhook',
  'spend_entry',
  'budget_plan_month',
  'ai_act_assessment',
  'ai_act_obligation',
  'project_value',
  'project_benefit',
  'project_kpi',
  'kpi_measurement',
  'project_gate',
  'project_gdpr',
  'project_dora',
  'project_fria',
  'obligation_evidence',
  'report',
  'ai_act_suggestion',
  'incident',
  'incident_answer',
  'incident_timeline_entry',
  'incident_action',
  'incident_report',
  'proposal',
  'proposal_approval',
  'intake_settings',
  'framework',
  'soa_entry',
  'soa_version',
] as const;

/** A kind of thing the history records. */
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/**
 * A registry row as written: its event name is its key in kebab-case, and unless it says
 * otherwise the risk rules do not read it and a message about it links to the activity log.
 */
type EntityRow = Omit<EntityDef, 'event' | 'readByRules' | 'page'> &
  Partial<Pick<EntityDef, 'readByRules' | 'page'>>;

/** What a change outdates: `routes`, then the company's activity log, which reads every change. */
const logged = (...routes: RouteName[]): RouteName[] => [...routes, 'listCompanyAudit'];

/** What a change of a project's part outdates: `routes`, then the project's history and the log. */
const inProject = (...routes: RouteName[]): RouteName[] => logged(...routes, 'getProjectHistory');

const ENTITY_ROWS = {
  project: {
    label: 'Project',
    // An admin's reason to move it to Active without an approved FRIA is kept with that change.
    fields: {
      ...PROJECT_FIELD_LABELS,
      archivedAt: 'Archived',
      friaOverrideReason: 'Active without an approved FRIA',
    },
    // A project's own answer covers its LLM models and history: they sit under its path. Its
    // risks carry its name and department; its dates measure its progress. The bell lists
    // changes to the person's projects, risks opened on them and invitations.
    outdates: [
      ...logged(
        'getProject',
        'listProjects',
        'getPortfolioSummary',
        'getPortfolioTimeline',
        'listRisks',
        'getProjectProgress',
        'getDoraRegister',
        'getProjectFria',
        'listLlmModels',
        'listCompanyObligations',
        'getCompanyCompliance',
      ),
      'listNotifications',
    ],
    readByRules: true,
  },
  llm_model: {
    label: 'LLM model',
    fields: {
      name: 'Model name',
      vendor: 'Vendor',
      apiKey: 'API Key',
      region: 'Region',
      deprecationDate: 'Deprecation date',
      vendorModel: 'Model ID at the vendor',
      endpointUrl: 'Endpoint URL',
      suggestionsEnabled: 'Suggest EU AI Act answers',
    },
    // A model's name shows on every project that uses it; its vendor and region are a processor
    // of their GDPR records and an entry of the DORA register.
    outdates: logged('listLlmModels', 'listProjectLlmModels', 'getProjectGdpr', 'getDoraRegister'),
    readByRules: true,
    page: '/llm-models',
  },
  project_llm_model: {
    label: 'Project LLM model',
    fields: { llmModelName: 'LLM Model', monthlyCost: 'Monthly cost', notes: 'Notes' },
    // A model's monthly cost counts as the project's LLM spend.
    outdates: [
      ...inProject(
        'listProjectLlmModels',
        'listLlmModels',
        'getProjectGdpr',
        'getDoraRegister',
        'getProjectBudget',
        'getPortfolioSummary',
      ),
      'listNotifications',
    ],
    readByRules: true,
  },
  member: {
    label: 'Member',
    fields: { email: 'Email', role: 'Role' },
    // Members and the company name also show in the current user's answer. A role decides what
    // the bell lists (admins hear of invitations accepted). Every member is one of the
    // company's people.
    outdates: [
      ...logged('listMembers', 'getCurrentUser', 'listPeople', 'getCapacity'),
      'listNotifications',
    ],
    page: '/team',
  },
  invitation: {
    label: 'Invitation',
    fields: { email: 'Email', role: 'Role', expiresAt: 'Expires' },
    outdates: [...logged('listInvitations', 'listMembers'), 'listNotifications'],
  },
  company: {
    label: 'Company',
    fields: { name: 'Company Name', industry: 'Industry', size: 'Company Size' },
    outdates: logged('getCurrentUser'),
  },
  preferences: {
    label: 'Preferences',
    fields: {
      emailNotifications: 'Email notifications',
      weeklyReports: 'Weekly reports',
      projectUpdates: 'Project updates',
      proposalUpdates: 'Proposals',
    },
    outdates: ['getPreferences'],
  },
  embed_app: {
    label: 'Embed app',
    fields: { name: 'Name', allowGuests: 'Allow guests' },
    outdates: logged('listEmbedApps', 'listEmbedAudit'),
  },
  embed_origins: {
    label: 'Allowed origins',
    fields: { origins: 'Allowed origins' },
    outdates: logged('getEmbedOrigins'),
  },
  embed_token: {
    label: 'Widget token',
    fields: { email: 'Email' },
    outdates: logged('listEmbedAudit', 'listEmbedApps'),
  },
  risk: {
    label: 'Risk',
    fields: { state: 'State', severity: 'Severity', acknowledgementNote: 'Note' },
    // What the rules conclude from a change arrives as risk events of its own, once evaluated;
    // the rules never read their own risks (no loops).
    outdates: [...inProject('listRisks'), 'listNotifications'],
  },
  milestone: {
    label: 'Milestone',
    fields: { name: 'Milestone Name', dueDate: 'Due Date', done: 'Done' },
    // Milestones done measure a project's progress in By Status; milestones and baselines decide
    // which projects the dashboard counts on schedule.
    outdates: inProject(
      'listMilestones',
      'getPortfolioTimeline',
      'getProjectProgress',
      'getPortfolioSummary',
    ),
    readByRules: true,
  },
  project_dependency: {
    label: 'Project dependency',
    fields: { dependsOnProjectName: 'Depends On' },
    // The event names the waiting project; the other project's list refreshes when it is opened.
    outdates: inProject('listProjectDependencies', 'getPortfolioTimeline'),
    readByRules: true,
  },
  project_baseline: {
    label: 'Baseline',
    fields: {
      startDate: 'Baseline start',
      targetDate: 'Baseline target',
      milestones: 'Baseline milestones',
    },
    outdates: inProject('getProjectBaseline', 'getPortfolioTimeline', 'getPortfolioSummary'),
    readByRules: true,
  },
  status_report: {
    label: 'Status report',
    fields: { state: 'State', health: 'Health', narrative: 'Narrative', periodEnd: 'Period end' },
    // A report's health shows on its project page and in By Status.
    outdates: inProject('listStatusReports', 'getProjectHealth'),
  },
  api_token: {
    label: 'API token',
    fields: { name: 'Token name', scope: 'Access', expiresAt: 'Expires' },
    outdates: logged('listApiTokens'),
  },
  project_link: {
    label: 'Link',
    fields: { url: 'Link', title: 'Title', itemState: 'State', lastEvent: 'Latest event' },
    // An inbound event about a linked item changes the link, as a person's edit does.
    outdates: inProject('listProjectLinks'),
  },
  integration: {
    label: 'Inbound connection',
    fields: { provider: 'Provider', description: 'Description' },
    outdates: logged('listIntegrations'),
  },
  person: {
    label: 'Person',
    fields: { name: 'Name', email: 'Email', title: 'Title', hoursPerWeek: 'Hours per Week' },
    // A person's name shows in every project's allocations (no project named: all of them), and
    // deleting one removes their allocations and changes who is over-allocated.
    outdates: logged('listPeople', 'getCapacity', 'listProjectAllocations', 'getPortfolioSummary'),
    readByRules: true,
  },
  project_allocations: {
    label: 'Allocations',
    // The whole set as lines ("Maya Chen · Mar 2026 · 60%"), as it is written: all at once.
    fields: { allocations: 'Allocations' },
    // The dashboard counts the people over-allocated this month.
    outdates: inProject('listProjectAllocations', 'getCapacity', 'getPortfolioSummary'),
    readByRules: true,
  },
  webhook: {
    label: 'Webhook',
    fields: {
      kind: 'Kind',
      url: 'URL',
      description: 'Description',
      eventTypes: 'Events',
      departments: 'Departments',
      enabled: 'Enabled',
      secret: 'Signing secret',
    },
    // An endpoint's deliveries are a log of their own, read while the page shows them.
    outdates: logged('listWebhooks'),
  },
  spend_entry: {
    label: 'Spend entry',
    fields: { month: 'Month', amount: 'Amount', category: 'Category', note: 'Note' },
    // Spend and plan show in the budget and the dashboard's variance to date.
    outdates: inProject('listSpend', 'getProjectBudget', 'getPortfolioSummary'),
    readByRules: true,
  },
  budget_plan_month: {
    label: 'Planned spend',
    fields: { month: 'Month', amount: 'Planned' },
    outdates: inProject('getProjectBudget', 'getPortfolioSummary'),
    readByRules: true,
  },
  ai_act_assessment: {
    label: 'EU AI Act assessment',
    // Worded when recorded (the class and status labels, the questions answered yes).
    fields: {
      roles: 'Roles',
      riskClassLabel: 'Risk class',
      yesAnswers: 'Answered yes',
      needsReview: 'Needs review',
    },
    // An assessment stores the obligations and sets the project's EU AI Act status (which the
    // project's own change announces); an obligation's status sets it too. The portfolio's view
    // (its obligations, counts and the dashboard's classes) follows both, and so does the
    // frameworks' coverage (the projects behind each item, overdue or not).
    outdates: inProject(
      'getAiActAssessment',
      'getProjectFria',
      'getProject',
      'listProjects',
      'listProjectObligations',
      'listCompanyObligations',
      'getCompanyCompliance',
      'listFrameworks',
      'getFramework',
      'getPortfolioSummary',
    ),
    readByRules: true,
  },
  ai_act_obligation: {
    label: 'EU AI Act obligation',
    fields: {
      statusLabel: 'Status',
      ownerName: 'Owner',
      notes: 'Notes',
      notApplicableReason: 'Reason it does not apply',
      dueDate: 'Due Date',
    },
    outdates: inProject(
      'listProjectObligations',
      'listCompanyObligations',
      'getCompanyCompliance',
      'listFrameworks',
      'getFramework',
      'getProject',
      'listProjects',
      'getAiActAssessment',
    ),
    readByRules: true,
  },
  project_value: {
    label: 'Benefit owner',
    fields: { benefitOwnerName: 'Benefit owner' },
    // The benefit owner and realised benefit show in the Value card and the dashboard's return
    // per department and past payback; the rules read realised benefit (`value-behind`).
    outdates: inProject('getProjectValue'),
  },
  project_benefit: {
    label: 'Realised benefit',
    fields: { month: 'Month', amount: 'Realised benefit' },
    outdates: inProject('getProjectValue', 'getPortfolioSummary'),
    readByRules: true,
  },
  project_kpi: {
    label: 'KPI',
    fields: {
      name: 'KPI name',
      unit: 'Unit',
      baseline: 'Baseline',
      target: 'Target',
      direction: 'Direction',
    },
    // A measurement is answered as part of its KPI.
    outdates: inProject('listProjectKpis'),
  },
  kpi_measurement: {
    label: 'KPI measurement',
    fields: { date: 'Date', value: 'Value' },
    outdates: inProject('listProjectKpis'),
  },
  project_gate: {
    label: 'Stage gate',
    fields: { gate: 'Gate', decision: 'Decision', reason: 'Reason' },
    outdates: inProject('listProjectGates'),
  },
  project_gdpr: {
    label: 'GDPR record',
    fields: {
      personalData: 'Personal data',
      categories: 'Categories of personal data',
      specialCategories: 'Special categories',
      lawfulBasis: 'Lawful basis',
      largeScaleMonitoring: 'Large-scale monitoring',
      dpiaStatus: 'DPIA status',
      notes: 'Notes',
    },
    // A saved record sets the project's GDPR or DORA status (a project change of its own, which
    // its own event also announces; listed here so the writer sees it at once).
    outdates: inProject(
      'getProjectGdpr',
      'getProjectFria',
      'getProject',
      'listProjects',
      'getPortfolioSummary',
    ),
  },
  project_dora: {
    label: 'DORA record',
    fields: {
      supportsCriticalFunction: 'Supports a critical or important function',
      functionName: 'Function',
      notes: 'Notes',
    },
    // Whether a project supports a critical function rates its model-deprecation risk.
    outdates: inProject(
      'getProjectDora',
      'getDoraRegister',
      'getProject',
      'listProjects',
      'getPortfolioSummary',
      'listRisks',
    ),
    readByRules: true,
  },
  project_fria: {
    label: 'FRIA',
    fields: {
      // Each part by its point of Article 27(1): "(c) People and groups affected".
      ...Object.fromEntries(FRIA_PART_KEYS.map((key) => [key, friaPartName(key)])),
      approvedByName: 'Approved by',
      approvedOn: 'Approved on',
      notifiedOn: 'Notified on',
      notificationReference: 'Notification reference',
      notificationUrl: 'Notification document',
    },
    // Whether the project may go Active follows from it; the project's own answer does not.
    outdates: inProject('getProjectFria'),
  },
  obligation_evidence: {
    label: 'Evidence',
    fields: {
      url: 'Link',
      fileName: 'File',
      reviewedByName: 'Reviewed by',
      // Calendar dates, named apart from the timestamps `expiresAt` of tokens and invitations.
      reviewedOn: 'Reviewed on',
      expiresOn: 'Expires on',
    },
    // Evidence changes no obligation or status: its list, the history, and the risks it raises
    // (which announce themselves).
    // Evidence on a control counts for every obligation and framework item linked to it, and
    // shows on the records the control covers (GDPR, DORA).
    outdates: inProject(
      'listObligationEvidence',
      'listProjectObligationEvidence',
      'listIncidentEvidence',
      'listControlEvidence',
      'listControls',
      'listFrameworks',
      'getFramework',
      'getSoa',
      'listProjectObligations',
      'listCompanyObligations',
      'getProjectGdpr',
      'getProjectDora',
      'getDoraRegister',
    ),
    readByRules: true,
  },
  report: {
    label: 'Report',
    // The definition is stored JSON: a change to it is recorded as changed, not worded.
    fields: {
      name: 'Report name',
      visibility: 'Visibility',
      definition: 'Definition',
      frequency: 'Schedule',
      recipients: 'Recipients',
    },
    // Saved reports (a private one's event names only its id).
    outdates: logged('listReports'),
  },
  ai_act_suggestion: {
    label: 'EU AI Act suggestion',
    // What was sent to whom, and what came back (or why nothing did).
    fields: {
      llmModelName: 'LLM Model',
      vendor: 'Vendor',
      endpoint: 'Endpoint',
      request: 'Request',
      outcome: 'Outcome',
      suggestedYes: 'Suggested yes',
      rationale: 'Rationale',
    },
    // A suggestion changes no answer: it only adds to the history.
    outdates: inProject(),
  },
  incident: {
    label: 'Incident',
    fields: {
      title: 'Title',
      description: 'What happened',
      projectName: 'Project',
      llmModelNames: 'LLM models',
      occurredAt: 'Occurred at',
      awareAt: 'Aware at',
      timeZone: 'Time zone',
      reportedBy: 'Reported by',
      severity: 'Severity',
      status: 'Status',
      ownerName: 'Owner',
      rootCause: 'Root cause',
      // What a warning of the watching job names (`deadline_near`, `deadline_passed`).
      clock: 'Report',
      dueAt: 'Due at',
      windowGone: 'Window gone',
    },
    // Its clocks are part of its answer; an overdue clock raises a risk (which announces itself),
    // and an incident on a high-risk project marks its EU AI Act assessment for review.
    outdates: [
      ...inProject('listIncidents', 'getIncident', 'getAiActAssessment'),
      'listNotifications',
    ],
    readByRules: true,
    page: '/incidents',
  },
  incident_answer: {
    label: 'Incident answer',
    fields: { question: 'Question', value: 'Answer' },
    // An answer decides which clocks run.
    outdates: inProject('listIncidents', 'getIncident'),
    readByRules: true,
    page: '/incidents',
  },
  incident_timeline_entry: {
    label: 'Incident timeline entry',
    fields: { kind: 'Kind', at: 'At', note: 'Note' },
    outdates: inProject('getIncident'),
    page: '/incidents',
  },
  incident_action: {
    label: 'Corrective action',
    fields: { title: 'Action', ownerName: 'Owner', dueOn: 'Due on', status: 'Status' },
    // An action past its due day raises a risk on the incident's project.
    outdates: [...inProject('getIncident'), 'listNotifications'],
    readByRules: true,
    page: '/incidents',
  },
  incident_report: {
    label: 'Incident report',
    fields: {
      clock: 'Clock',
      kind: 'Kind of report',
      submittedAt: 'Submitted at',
      recipient: 'Submitted to',
      reference: 'Reference number',
      supersedesId: 'Corrects',
    },
    // A report stops its clock and starts the later ones; it resolves the risk of an overdue one.
    outdates: inProject('listIncidents', 'getIncident'),
    readByRules: true,
    page: '/incidents',
  },
  proposal: {
    label: 'Proposal',
    fields: {
      name: PROJECT_FIELD_LABELS.name,
      problemStatement: PROJECT_FIELD_LABELS.problemStatement,
      department: PROJECT_FIELD_LABELS.department,
      businessOwner: PROJECT_FIELD_LABELS.businessOwner,
      expectedReturn: PROJECT_FIELD_LABELS.expectedReturn,
      initialCosts: PROJECT_FIELD_LABELS.initialCosts,
      runningCosts: PROJECT_FIELD_LABELS.runningCosts,
      tier: 'Risk tier',
      score: 'Score',
      scoringInputs: 'Scoring inputs',
      state: 'State',
      rejectionReason: 'Reason',
      mergedInto: 'Merged into',
    },
    // A proposal is a possible duplicate of the next one typed; its approvers and its submitter
    // are told of it.
    outdates: [
      ...logged('listProposals', 'getProposal', 'getProposalHistory', 'listSimilarProposals'),
      'listNotifications',
    ],
  },
  proposal_approval: {
    label: 'Proposal approval',
    fields: { approverName: 'Approver', role: 'Role', note: 'Note' },
    outdates: logged('getProposal', 'getProposalHistory', 'listProposals'),
  },
  intake_settings: {
    label: 'Intake settings',
    fields: {
      questions: 'Questions',
      scoringModel: 'Scoring model',
      criteria: 'Criteria',
      approvalRules: 'Approval rules',
      approvers: 'Approvers',
    },
    outdates: logged('getIntakeSettings'),
  },
  framework: {
    label: 'Framework',
    // A custom framework, imported whole: its items are part of it (counted, not listed).
    fields: { name: 'Framework name', description: 'Description', items: 'Items' },
    // Its items name controls: the controls list shows them.
    outdates: logged('listFrameworks', 'getFramework', 'listControls'),
  },
  soa_entry: {
    label: 'Statement of Applicability entry',
    fields: {
      applicable: 'Applicable',
      justification: 'Justification',
      statusLabel: 'Implementation status',
      ownerName: 'Owner',
    },
    // An exclusion takes the item out of ISO/IEC 42001's coverage.
    outdates: logged('getSoa', 'listFrameworks', 'getFramework'),
  },
  soa_version: {
    label: 'Statement of Applicability version',
    fields: { number: 'Version', note: 'Note' },
    outdates: logged('listSoaVersions'),
  },
} satisfies Record<AuditEntity, EntityRow>;

/** The registry: one row per audited entity, in the order of `AUDIT_ENTITIES`. */
export const ENTITIES: Readonly<Record<AuditEntity, EntityDef>> = Object.fromEntries(
  AUDIT_ENTITIES.map((entity): [AuditEntity, EntityDef] => {
    const row: EntityRow = ENTITY_ROWS[entity];
    const { label, fields, outdates, readByRules = false, page = '/activity' } = row;
    return [
      entity,
      { label, event: entity.replace(/_/g, '-'), fields, outdates, readByRules, page },
    ];
  }),
) as Record<AuditEntity, EntityDef>;

/** The registry's row of an entity. */
export const entityDef = (entity: AuditEntity): EntityDef => ENTITIES[entity];

/** The 404 sentence for a row of the entity that is not there, or is another company's. */
export const notFoundMessage = (entity: AuditEntity): string =>
  `${ENTITIES[entity].label} not found`;

/**
 * What only the signed-in person has, changed without an event (no one else sees it): their
 * own account (profile, two-factor) and what they marked read. Only their own writes outdate it.
 */
export const PERSONAL_CHANGES: Readonly<Record<PersonalChange, Pick<EntityDef, 'outdates'>>> = {
  account: { outdates: ['getCurrentUser'] },
  notification_reads: { outdates: ['listNotifications'] },
};
export type PersonalChange = 'account' | 'notification_reads';

/** What a change is of: an audited entity, or what only the signed-in person has. */
export type ChangeKind = AuditEntity | PersonalChange;

/** Whether a change kind is one the history records (and the event stream announces). */
export const isAuditEntity = (kind: string): kind is AuditEntity => Object.hasOwn(ENTITIES, kind);

/** The routes a change of `kind` makes out of date. */
export const outdatedRoutes = (kind: ChangeKind): readonly RouteName[] =>
  isAuditEntity(kind) ? ENTITIES[kind].outdates : PERSONAL_CHANGES[kind].outdates;

/** The shell path a message about a change links to: its project's page, else the entity's page. */
export const messagePath = (entity: AuditEntity, projectId: string | null): string =>
  projectId ? `/projects/${projectId}` : ENTITIES[entity].page;
