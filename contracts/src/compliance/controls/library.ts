import {
  linksTo,
  type ControlDef,
  type ControlLibrarySource,
  type ControlRecord,
  type ControlTheme,
  type LinkSpec,
} from './control';

/**
 * The default control library: the controls a company running AI systems keeps, in our own words,
 * each linked to the items of the EU AI Act, ISO/IEC 42001 Annex A, the NIST AI RMF 1.0 and the
 * NIST Generative AI Profile it satisfies. Every Annex A control is reached by at least one
 * control, so a Statement of Applicability can be filled from it. Ids are stable (evidence and
 * custom frameworks keep them); a control is added with a new id, never renamed.
 */
export const CONTROL_LIBRARY_SOURCE: ControlLibrarySource = {
  publisher: 'AI Portfolio compliance content',
  version: '2026.11',
  method:
    'Each link was read against the text it cites: direct when the control is what the item asks for, partial when it contributes and the item asks for more. EU AI Act links name the article and, where the duty has parts, the paragraph.',
  checkedOn: '2026-11-29',
};

interface Links {
  aiAct?: readonly LinkSpec[];
  iso?: readonly LinkSpec[];
  rmf?: readonly LinkSpec[];
  genai?: readonly LinkSpec[];
  records?: readonly ControlRecord[];
}

const control = (
  ref: `${ControlTheme}-${number}`,
  id: string,
  text: { title: string; description: string; evidenceHint: string },
  { aiAct = [], iso = [], rmf = [], genai = [], records }: Links,
): ControlDef => ({
  id,
  ref,
  theme: ref.split('-')[0] as ControlTheme,
  ...text,
  links: [
    ...linksTo('eu-ai-act', aiAct),
    ...linksTo('iso-42001', iso),
    ...linksTo('nist-ai-rmf', rmf),
    ...linksTo('nist-ai-600-1', genai),
  ],
  ...(records ? { records } : {}),
});

export const CONTROL_LIBRARY: readonly ControlDef[] = [
  // Governance
  control(
    'GOV-1',
    'ai-policy',
    {
      title: 'AI policy',
      description:
        'A written AI policy, approved by management, that fits the other policies (security, privacy, quality) and is reviewed at least once a year',
      evidenceHint:
        'The approved policy with its version and date, and the record of its last review',
    },
    {
      iso: ['A.2.2', 'A.2.3', 'A.2.4'],
      rmf: ['GOVERN 1.2', ['GOVERN 1.4', 'partial'], ['GOVERN 4.1', 'partial']],
    },
  ),
  control(
    'GOV-2',
    'roles-and-accountability',
    {
      title: 'Roles and accountability',
      description:
        'Who is accountable for each AI system and for AI risk overall is named, with their responsibilities, authority and lines of reporting',
      evidenceHint:
        'The roles and responsibilities matrix, and the appointment of the accountable executive',
    },
    {
      iso: ['A.3.2', ['A.10.2', 'partial']],
      rmf: ['GOVERN 2.1', 'GOVERN 2.3', ['GOVERN 3.2', 'partial']],
    },
  ),
  control(
    'GOV-3',
    'raising-concerns',
    {
      title: 'Raising concerns',
      description:
        'Staff and contractors can raise concerns about an AI system, confidentially if they wish, and each concern is looked into',
      evidenceHint: 'The reporting channel, its procedure, and the log of concerns handled',
    },
    { iso: ['A.3.3'], rmf: [['GOVERN 4.3', 'partial']] },
  ),
  control(
    'GOV-4',
    'ai-literacy',
    {
      title: 'AI literacy and training',
      description:
        'People who build, run or use AI systems get training suited to their role and to the systems they deal with',
      evidenceHint: 'The training plan and the attendance records',
    },
    {
      aiAct: ['Article 4'],
      iso: [['A.4.6', 'partial']],
      rmf: ['GOVERN 2.2', ['MAP 3.4', 'partial']],
      genai: [['2.7', 'partial']],
    },
  ),
  control(
    'GOV-5',
    'ai-inventory',
    {
      title: 'AI system inventory and registration',
      description:
        'Every AI system is in the inventory with its purpose, owner, EU AI Act role and class and the other law that applies to it; high-risk systems are registered in the EU database where required',
      evidenceHint:
        'The inventory (this portfolio), the classification of each system, and the EU database registrations',
    },
    {
      aiAct: ['Article 49', 'Article 26(8)'],
      rmf: ['GOVERN 1.1', 'GOVERN 1.6', ['MAP 1.1', 'partial']],
    },
  ),
  control(
    'GOV-6',
    'quality-management',
    {
      title: 'Quality management system',
      description:
        'A documented quality management system for the AI systems the company provides: design, testing, data, risk, changes, post-market monitoring and who does what',
      evidenceHint: 'The quality manual and its procedures, with their last internal audit',
    },
    {
      aiAct: ['Article 17', ['Article 16(k)', 'partial']],
      iso: [['A.6.1.3', 'partial']],
      rmf: [['GOVERN 1.4', 'partial']],
    },
  ),
  control(
    'GOV-7',
    'resource-documentation',
    {
      title: 'Resources of each AI system',
      description:
        'The resources each AI system relies on are documented: its data, tools, computing and hosting, and the people with the skills it needs',
      evidenceHint: 'The resource description of each system (part of its technical file)',
    },
    {
      iso: ['A.4.2', 'A.4.3', 'A.4.4', 'A.4.5', 'A.4.6'],
      rmf: [['MAP 1.2', 'partial']],
    },
  ),

  // Risk and impact
  control(
    'RSK-1',
    'risk-management',
    {
      title: 'AI risk management',
      description:
        'Risks of each AI system are identified, analysed and treated over its whole life against a set risk tolerance, and the risks that remain are accepted by their owner',
      evidenceHint:
        'The risk register of each system, its treatment plans and the acceptance of residual risks',
    },
    {
      aiAct: ['Article 9'],
      iso: [['A.6.1.3', 'partial']],
      rmf: [
        'GOVERN 1.3',
        'MAP 1.5',
        'MANAGE 1.2',
        'MANAGE 1.3',
        'MANAGE 1.4',
        'MEASURE 3.1',
        ['MEASURE 3.2', 'partial'],
        ['MAP 4.1', 'partial'],
      ],
    },
  ),
  control(
    'RSK-2',
    'impact-assessment',
    {
      title: 'Impact assessment',
      description:
        'Before use and after a significant change, the impacts of an AI system on individuals, groups and society are assessed (a fundamental rights impact assessment where the EU AI Act asks for one) and the assessment is kept',
      evidenceHint:
        'The impact assessments, with their date, approver and the measures they led to',
    },
    {
      aiAct: ['Article 27'],
      iso: ['A.5.2', 'A.5.3', 'A.5.4', 'A.5.5'],
      rmf: ['MAP 5.1', ['MAP 3.1', 'partial'], ['MAP 3.2', 'partial'], ['GOVERN 4.2', 'partial']],
      // The GDPR record keeps the data protection impact assessment's status (Article 35 GDPR).
      records: ['gdpr-record'],
    },
  ),
  control(
    'RSK-3',
    'fairness-and-bias',
    {
      title: 'Fairness and bias testing',
      description:
        'Data and results are examined for harmful bias against people and groups before release and at intervals after, and what is found is mitigated',
      evidenceHint: 'The bias evaluations with their method, results and mitigations',
    },
    {
      aiAct: [['Article 10', 'partial']],
      iso: [['A.7.4', 'partial']],
      rmf: ['MEASURE 2.11'],
      genai: ['2.6'],
    },
  ),
  control(
    'RSK-4',
    'stakeholder-engagement',
    {
      title: 'Engaging those affected',
      description:
        'People affected by an AI system, and others outside the team, are consulted while it is designed and heard once it runs; what they say is fed back into the system',
      evidenceHint: 'The consultations held and the changes they led to',
    },
    {
      iso: [['A.10.4', 'partial']],
      rmf: ['GOVERN 5.1', 'GOVERN 5.2', 'MAP 5.2', ['GOVERN 3.1', 'partial']],
    },
  ),
  control(
    'RSK-5',
    'environmental-impact',
    {
      title: 'Environmental footprint',
      description:
        'The energy and resources an AI system uses to train and to run are estimated and weighed when choosing models and hosting',
      evidenceHint: 'The footprint estimate of each significant system',
    },
    { iso: [['A.5.5', 'partial']], rmf: ['MEASURE 2.12'], genai: ['2.5'] },
  ),

  // Design and development
  control(
    'DEV-1',
    'responsible-development',
    {
      title: 'Responsible development',
      description:
        'Objectives for trustworthy AI (safety, fairness, privacy, transparency, robustness) are set for development, and the development process has the steps that meet them',
      evidenceHint:
        'The development objectives and the procedure, with a project that followed them',
    },
    { iso: ['A.6.1.2', 'A.6.1.3'], rmf: ['MAP 1.3', ['GOVERN 1.2', 'partial']] },
  ),
  control(
    'DEV-2',
    'requirements-and-purpose',
    {
      title: 'Intended purpose and requirements',
      description:
        'The intended purpose, context of use, users, limits and requirements of each AI system are written down before it is built or bought',
      evidenceHint: 'The requirements specification and the statement of intended purpose',
    },
    {
      aiAct: [['Article 16(l)', 'partial']],
      iso: ['A.6.2.2', ['A.9.4', 'partial']],
      rmf: ['MAP 1.1', 'MAP 1.4', 'MAP 1.6', 'MAP 2.1', 'MAP 3.3', ['MAP 2.2', 'partial']],
    },
  ),
  control(
    'DEV-3',
    'technical-documentation',
    {
      title: 'Technical documentation',
      description:
        'How each AI system was designed, built and tested is documented and kept up to date, in the detail the EU AI Act (Annex IV, Annex XI for general-purpose models) and those who rely on it need',
      evidenceHint: 'The technical file of each system, with its version history',
    },
    {
      aiAct: ['Article 11', 'Article 16(d)', ['Article 53(1)(a) and (b)', 'partial']],
      iso: ['A.6.2.3', 'A.6.2.7'],
      rmf: [
        ['MAP 2.3', 'partial'],
        ['GOVERN 4.2', 'partial'],
      ],
    },
  ),
  control(
    'DEV-4',
    'testing-and-validation',
    {
      title: 'Testing and validation',
      description:
        'Before release, each AI system is tested against its requirements with documented test sets and metrics (accuracy, robustness, reliability), in conditions like those it will meet',
      evidenceHint: 'The test plan, the test results and the sign-off',
    },
    {
      aiAct: ['Article 15'],
      iso: ['A.6.2.4'],
      rmf: [
        'MEASURE 1.1',
        'MEASURE 2.1',
        'MEASURE 2.3',
        'MEASURE 2.5',
        ['MEASURE 1.2', 'partial'],
        ['MEASURE 1.3', 'partial'],
        ['MEASURE 2.9', 'partial'],
        ['MEASURE 2.13', 'partial'],
        ['MEASURE 4.1', 'partial'],
        ['MEASURE 4.2', 'partial'],
      ],
      genai: [['2.2', 'partial']],
    },
  ),
  control(
    'DEV-5',
    'release-and-conformity',
    {
      title: 'Release decision and conformity',
      description:
        'An AI system goes live only after a recorded go or no-go decision; a high-risk system the company provides first passes its conformity assessment and carries its declaration and CE marking',
      evidenceHint:
        'The release decision, and for high-risk systems the conformity assessment, the EU declaration of conformity and the CE marking',
    },
    {
      aiAct: ['Article 43', 'Article 47', 'Article 48', ['Article 16(j)', 'partial']],
      iso: ['A.6.2.5'],
      rmf: ['MANAGE 1.1', ['MANAGE 2.1', 'partial']],
    },
  ),
  control(
    'DEV-6',
    'security-and-resilience',
    {
      title: 'Security and resilience',
      description:
        'AI systems are protected against attacks on their models and data (poisoning, prompt injection, extraction), tested for them, and keep working or fail safely under errors',
      evidenceHint: 'The threat model, the security tests and their findings',
    },
    {
      aiAct: [['Article 15', 'partial']],
      iso: [['A.6.2.4', 'partial']],
      rmf: ['MEASURE 2.7'],
      genai: ['2.9'],
    },
  ),
  control(
    'DEV-7',
    'decommissioning',
    {
      title: 'Suspension and retirement',
      description:
        'Each AI system can be suspended, replaced or switched off, and is retired following a plan that deals with its data and those who depend on it',
      evidenceHint: 'The switch-off procedure and the retirement records',
    },
    { rmf: ['GOVERN 1.7', 'MANAGE 2.4'], iso: [['A.6.2.6', 'partial']] },
  ),

  // Data
  control(
    'DAT-1',
    'data-governance',
    {
      title: 'Data governance',
      description:
        'The data used to train, test and improve AI systems is managed: where it comes from and on what terms, how it was collected and prepared, and its provenance are recorded',
      evidenceHint:
        'The data sheets of each data set, with source, licence, collection and preparation',
    },
    {
      aiAct: ['Article 10'],
      iso: ['A.7.2', 'A.7.3', 'A.7.5', 'A.7.6', ['A.4.3', 'partial']],
      rmf: [['MAP 4.1', 'partial']],
    },
  ),
  control(
    'DAT-2',
    'data-quality',
    {
      title: 'Data quality',
      description:
        'Quality criteria for data (relevance, representativeness, completeness, errors) are set and checked, for training data and for the input data the company feeds to systems it uses',
      evidenceHint: 'The quality criteria and the results of the checks',
    },
    {
      aiAct: ['Article 26(4)', ['Article 10', 'partial']],
      iso: ['A.7.4'],
      rmf: [['MEASURE 2.1', 'partial']],
      genai: [['2.8', 'partial']],
    },
  ),
  control(
    'DAT-3',
    'personal-data',
    {
      title: 'Personal data protection',
      description:
        'Personal data in AI systems has a lawful basis, is kept to what is needed and recorded in the GDPR record; a data protection impact assessment is done where it is required',
      evidenceHint: 'The GDPR record of each system and its DPIA where needed',
    },
    {
      aiAct: [['Article 50(3)', 'partial']],
      iso: [['A.7.2', 'partial']],
      rmf: ['MEASURE 2.10'],
      genai: ['2.4'],
      records: ['gdpr-record'],
    },
  ),
  control(
    'DAT-4',
    'copyright-and-ip',
    {
      title: 'Copyright and intellectual property',
      description:
        'The rights to data and content used for training, and the rights in what systems generate, are checked; opt-outs from text and data mining are respected',
      evidenceHint:
        'The copyright policy, the licences relied on and the published training content summary',
    },
    {
      aiAct: ['Article 53(1)(c)', 'Article 53(1)(d)'],
      rmf: [['GOVERN 6.1', 'partial']],
      genai: ['2.10'],
    },
  ),

  // Operation and oversight
  control(
    'OPS-1',
    'intended-use',
    {
      title: 'Use as intended',
      description:
        'AI systems are used for their intended purpose and as their instructions for use say, with objectives and rules for responsible use set for those who use them',
      evidenceHint:
        'The usage rules, and the check that each system is used as its provider instructs',
    },
    {
      aiAct: ['Article 26(1)'],
      iso: ['A.9.2', 'A.9.3', 'A.9.4'],
      rmf: [['MAP 3.3', 'partial']],
    },
  ),
  control(
    'OPS-2',
    'human-oversight',
    {
      title: 'Human oversight',
      description:
        'Named people with the skills, training and authority oversee each system that needs it: they understand its output, can overrule it and can stop it',
      evidenceHint: 'The oversight design, the people assigned and their training',
    },
    {
      aiAct: ['Article 14', 'Article 26(2)'],
      iso: [['A.9.2', 'partial']],
      rmf: ['GOVERN 3.2', 'MAP 3.5', ['MAP 2.2', 'partial']],
      genai: ['2.7'],
    },
  ),
  control(
    'OPS-3',
    'monitoring',
    {
      title: 'Monitoring in operation',
      description:
        'Each AI system is monitored while it runs (performance, drift, misuse, incidents); a system that presents a risk is suspended and its provider told; providers run their post-market monitoring plan',
      evidenceHint: 'The monitoring plan, its dashboards or reports, and the actions taken',
    },
    {
      aiAct: ['Article 26(5)', 'Article 72'],
      iso: ['A.6.2.6'],
      rmf: [
        'MEASURE 2.4',
        'MEASURE 4.3',
        'MANAGE 4.1',
        ['GOVERN 1.5', 'partial'],
        ['MANAGE 2.2', 'partial'],
        ['MANAGE 3.2', 'partial'],
      ],
      genai: [['2.2', 'partial']],
    },
  ),
  control(
    'OPS-4',
    'event-logs',
    {
      title: 'Event logs',
      description:
        'AI systems record the events needed to trace what they did, and the logs are kept at least six months (longer where other law says so)',
      evidenceHint: 'The logging design and the retention setting',
    },
    {
      aiAct: ['Article 12', 'Article 16(e)', 'Article 26(6)'],
      iso: ['A.6.2.8'],
      rmf: [['MEASURE 2.8', 'partial']],
    },
  ),
  control(
    'OPS-5',
    'incident-management',
    {
      title: 'Incident management',
      description:
        'Incidents and errors of AI systems are recorded, investigated and corrected; serious ones are reported to the authorities and those concerned within the legal deadlines',
      evidenceHint: 'The incident procedure and the incident log with its reports',
    },
    {
      aiAct: ['Article 73', ['Article 26(5)', 'partial'], ['Article 16(j)', 'partial']],
      iso: ['A.8.4'],
      rmf: [
        'MANAGE 2.3',
        'MANAGE 4.3',
        'GOVERN 4.3',
        ['GOVERN 6.2', 'partial'],
        ['MANAGE 4.2', 'partial'],
      ],
    },
  ),
  control(
    'OPS-6',
    'generated-content-safeguards',
    {
      title: 'Safeguards on generated content',
      description:
        'Generative systems have safeguards against dangerous, violent, hateful, abusive or false output, are tested for them, and mark what they generate as artificial',
      evidenceHint:
        'The content filters and their test results, and how generated content is marked',
    },
    {
      aiAct: ['Article 50(2)', ['Article 50(4)', 'partial']],
      rmf: ['MEASURE 2.6', ['MANAGE 1.3', 'partial']],
      genai: ['2.1', '2.3', '2.8', '2.11', ['2.2', 'partial']],
    },
  ),

  // Transparency
  control(
    'TRN-1',
    'instructions-for-users',
    {
      title: 'Information for users',
      description:
        'Users and deployers get what they need to use a system well: its purpose, accuracy, limits, risks, oversight measures and how to read its output',
      evidenceHint: 'The instructions for use and user documentation',
    },
    {
      aiAct: ['Article 13', ['Article 16(b)', 'partial'], ['Article 53(1)(a) and (b)', 'partial']],
      iso: ['A.8.2', ['A.6.2.7', 'partial']],
      rmf: ['MEASURE 2.8', 'MEASURE 2.9'],
    },
  ),
  control(
    'TRN-2',
    'disclosure-to-people',
    {
      title: 'Telling people about AI',
      description:
        'People are told when they deal with an AI system, when emotion recognition or biometric categorisation is used on them, and when content is a deep fake; workers and those a high-risk system decides about are informed before it is used',
      evidenceHint:
        'The notices, where and when they are shown, and the information given to workers’ representatives',
    },
    {
      aiAct: ['Article 50(1)', 'Article 50(3)', 'Article 50(4)', 'Article 26(7)', 'Article 26(11)'],
      iso: ['A.8.5'],
      rmf: [['MEASURE 2.8', 'partial']],
      genai: [['2.8', 'partial']],
    },
  ),
  control(
    'TRN-3',
    'feedback-and-complaints',
    {
      title: 'Feedback, complaints and appeal',
      description:
        'People outside the company can report an adverse impact of an AI system, complain and ask for a decision to be reviewed, and get an answer',
      evidenceHint: 'The channel, its procedure and the log of reports and answers',
    },
    {
      aiAct: [['Article 27', 'partial']],
      iso: ['A.8.3'],
      rmf: ['MEASURE 3.3', ['GOVERN 5.1', 'partial']],
    },
  ),

  // Suppliers and customers
  control(
    'SUP-1',
    'supplier-management',
    {
      title: 'Suppliers of AI',
      description:
        'Vendors of models, data and AI services are checked before they are used and watched after: responsibilities are agreed in the contract, their conformity is verified, and critical dependencies have a way out',
      evidenceHint:
        'The supplier assessments and contracts, and the DORA register of ICT third parties',
    },
    {
      aiAct: ['Article 23', 'Article 24', ['Article 26(1)', 'partial']],
      iso: ['A.10.2', 'A.10.3'],
      rmf: ['GOVERN 6.1', 'GOVERN 6.2', 'MANAGE 3.1', 'MANAGE 3.2', ['MAP 4.2', 'partial']],
      genai: ['2.12'],
      records: ['dora-register'],
    },
  ),
  control(
    'SUP-2',
    'customer-commitments',
    {
      title: 'Commitments to customers',
      description:
        'What customers need and expect of an AI system the company offers them, and what the company owes them, is agreed and met',
      evidenceHint: 'The customer requirements and agreements, and their review',
    },
    {
      aiAct: [['Article 13', 'partial']],
      iso: ['A.10.4'],
      rmf: [['MAP 1.6', 'partial']],
    },
  ),
];

/** The library's controls by id. */
export const CONTROLS_BY_ID: ReadonlyMap<string, ControlDef> = new Map(
  CONTROL_LIBRARY.map((c) => [c.id, c]),
);

/** A control by its id or its ref (`GOV-1`), case-insensitive; undefined when there is none. */
export function findControl(key: string): ControlDef | undefined {
  const wanted = key.trim().toLowerCase();
  return CONTROL_LIBRARY.find((c) => c.id === wanted || c.ref.toLowerCase() === wanted);
}
