import type { Knex } from 'knex';
import {
  aiActStatusOf,
  calendarDateOf,
  type AiActObligationStatus,
  type AiActRole,
} from '@portfolio/contracts';
import { planOf } from '../../services/compliance/ai-act.ts';

/**
 * The demo company's EU AI Act assessments, by project name: most live projects assessed, so
 * the /compliance page, the class filter and the dashboard's counts have something to show on a
 * first start; two active projects left unassessed (Contract Clause Extraction, Lab Notebook
 * Search: the assessment-missing risk), one credit scoring system in planning that owes a
 * fundamental rights impact assessment, one AI literacy training still under way past its date
 * and one labelling obligation in progress past its date (the obligation-overdue risks, and a
 * non-compliant status derived from them).
 */
interface DemoAssessment {
  roles: AiActRole[];
  answers: Record<string, boolean>;
  /** Statuses by obligation id; AI literacy (Article 4) is done unless said, the rest to do. */
  statuses?: Record<string, AiActObligationStatus>;
  /** The demo user owns every obligation of the project. */
  ownedByDemoUser?: boolean;
}

const deployer = (answers: Record<string, boolean> = {}): DemoAssessment => ({
  roles: ['deployer'],
  answers,
});
const CHATBOT = { 'art50-1-interaction': true };

const DEMO_ASSESSMENTS: Record<string, DemoAssessment> = {
  // High risk: recruitment (Annex III 4(a)), built in house and used by HR.
  'CV Screening Assistant': {
    roles: ['provider', 'deployer'],
    answers: { 'annex3-4a-recruitment': true },
    statuses: {
      'art9-provider': 'done',
      'art10-provider': 'in_progress',
      'art14-provider': 'in_progress',
      'art26-2-deployer': 'done',
      'art26-6-deployer': 'in_progress',
      'art26-8-deployer': 'not_applicable',
    },
    ownedByDemoUser: true,
  },
  // High risk: decisions on work relationships (Annex III 4(b)).
  'Attrition Prediction': deployer({ 'annex3-4b-work-decisions': true }),
  // High risk: the creditworthiness of sole traders (Annex III 5(b)), scored with a bureau's
  // model; a FRIA is owed (Article 27(1)), and its draft is under way (demo-fria.ts).
  'B2B Credit Risk Scoring': {
    ...deployer({ 'annex3-5b-creditworthiness': true }),
    statuses: { 'art26-8-deployer': 'not_applicable', 'art27-fria': 'in_progress' },
  },
  // Limited risk: people talk to them (Article 50(1)), or they write content (50(2)).
  'Order Status Chatbot': deployer(CHATBOT),
  'HR Policy Q&A Assistant': deployer(CHATBOT),
  'IT Helpdesk Virtual Agent': deployer(CHATBOT),
  'In-App Help Assistant': {
    roles: ['provider', 'deployer'],
    answers: CHATBOT,
    statuses: { 'art50-1-interaction': 'done' },
  },
  'Campaign Copy Generator': {
    roles: ['provider'],
    answers: { 'art50-2-synthetic-content': true },
    statuses: { 'art50-2-marking': 'in_progress' },
  },
  // Minimal risk.
  'Support Ticket Triage Assistant': deployer(),
  'Warehouse Demand Forecasting': deployer(),
  'Field Technician Route Optimisation': deployer(),
  'Lead Scoring Model': deployer(),
  'RFP Answer Drafting': deployer(),
  'Card Payment Fraud Detection': { roles: ['provider', 'deployer'], answers: {} },
  'Expense Report Auditing': deployer(),
  'Code Review Assistant': { ...deployer(), statuses: { 'art4-ai-literacy': 'in_progress' } },
  'Log Anomaly Detection': deployer(),
};

const NOT_APPLICABLE_REASON =
  'A private employer, not a body governed by public law nor providing a public service';

/**
 * Assesses the demo projects of DEMO_ASSESSMENTS not assessed yet, with their obligations, and
 * sets each one's EU AI Act status from them as the product derives it. Written without history,
 * as the rest of the demo. Returns how many assessments it added.
 */
export async function ensureAiActAssessments(
  trx: Knex.Transaction,
  companyId: string,
  projectIds: string[],
  demoUserId: string,
): Promise<number> {
  const projects = (await trx('projects as p')
    .leftJoin('ai_act_assessments as a', 'a.projectId', 'p.id')
    .whereIn('p.id', projectIds)
    .whereIn('p.name', Object.keys(DEMO_ASSESSMENTS))
    .whereNull('a.id')
    .select('p.id', 'p.name')) as Array<{ id: string; name: string }>;
  const today = calendarDateOf(new Date());
  for (const project of projects) {
    const demo = DEMO_ASSESSMENTS[project.name]!;
    // Classified and planned as a saved assessment is (`planOf`).
    const { classification, plan } = planOf(demo);
    await trx('ai_act_assessments').insert({
      companyId,
      projectId: project.id,
      roles: demo.roles,
      // As text: the embedded PGlite client does not turn an object into JSON as pg does.
      answers: JSON.stringify(demo.answers),
      riskClass: classification.riskClass,
      assessedBy: demoUserId,
    });
    const { obligations } = plan;
    const statusOf = (id: string): AiActObligationStatus =>
      demo.statuses?.[id] ?? (id === 'art4-ai-literacy' ? 'done' : 'todo');
    if (obligations.length > 0) {
      await trx('ai_act_obligations').insert(
        obligations.map((o) => ({
          companyId,
          projectId: project.id,
          obligationId: o.id,
          status: statusOf(o.id),
          ownerId: demo.ownedByDemoUser ? demoUserId : null,
          notApplicableReason: statusOf(o.id) === 'not_applicable' ? NOT_APPLICABLE_REASON : null,
        })),
      );
    }
    const { status } = aiActStatusOf(
      classification.riskClass,
      obligations.map((o) => ({ status: statusOf(o.id), dueDate: o.dueDate, article: o.article })),
      today,
    );
    await trx('projects').where({ id: project.id }).update({ euAiActStatus: status });
  }
  return projects.length;
}
