import {
  ProjectCreateBody,
  dateOrderProblem,
  type ComplianceStatus,
  type Project,
  type ProjectStatus,
  type ProjectUpdateBody,
} from '@portfolio/contracts';
import { checkFields } from '@portfolio/contracts/validation';

/** A project form's values as its inputs hold them: text, number fields included. */
export interface ProjectDraft {
  name: string;
  problemStatement: string;
  department: string;
  businessOwner: string;
  jobsToBeDone: string;
  expectedReturn: string;
  initialCosts: string;
  runningCosts: string;
  roi: string;
  /** A project status; older data may hold another value, kept until changed. */
  status: string;
  euAiActStatus: string;
  gdprStatus: string;
  doraStatus: string;
  notes: string;
  /** `YYYY-MM-DD` as a date input holds it, or empty. */
  startDate: string;
  targetDate: string;
}

export type DraftField = keyof ProjectDraft;

export const REQUIRED_FIELDS = [
  'name',
  'problemStatement',
  'department',
  'businessOwner',
] as const satisfies readonly DraftField[];
export const AMOUNT_FIELDS = [
  'expectedReturn',
  'initialCosts',
  'runningCosts',
  'roi',
] as const satisfies readonly DraftField[];

/** The amount fields' labels with their units, as every form shows them. */
export const AMOUNT_LABELS = {
  expectedReturn: 'Expected Return ($/year)',
  initialCosts: 'Initial Costs ($)',
  runningCosts: 'Running Costs ($/month)',
  roi: 'ROI (%)',
} as const satisfies Record<(typeof AMOUNT_FIELDS)[number], string>;

/**
 * The labels fields are shown with, in the form's order: the contract's titles, which word the
 * fields' error messages too.
 */
export const FIELD_LABELS = Object.fromEntries(
  Object.entries(ProjectCreateBody.properties).map(([field, schema]) => [field, schema.title]),
) as Record<DraftField, string>;

/** A new project: planning, every compliance status not applicable. */
export const emptyDraft = (): ProjectDraft => ({
  name: '',
  problemStatement: '',
  department: '',
  businessOwner: '',
  jobsToBeDone: '',
  expectedReturn: '',
  initialCosts: '',
  runningCosts: '',
  roi: '',
  status: 'planning' satisfies ProjectStatus,
  euAiActStatus: 'not_applicable' satisfies ComplianceStatus,
  gdprStatus: 'not_applicable' satisfies ComplianceStatus,
  doraStatus: 'not_applicable' satisfies ComplianceStatus,
  notes: '',
  startDate: '',
  targetDate: '',
});

/** The edit form's starting values; missing figures are empty inputs. */
export const draftFromProject = (project: Project): ProjectDraft => {
  const draft = emptyDraft();
  for (const field of Object.keys(draft) as DraftField[]) draft[field] = project[field] ?? '';
  return draft;
};

const PLAIN_DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * A number field's text as the decimal string the API takes: empty → null, "1e3" → "1000",
 * ".5" → "0.5"; plain decimals are kept exactly as typed (no float rounding of money).
 */
export function toAmount(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (PLAIN_DECIMAL.test(trimmed)) return trimmed;
  const value = Number(trimmed);
  if (!Number.isFinite(value)) return trimmed;
  const plain = value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 });
  return PLAIN_DECIMAL.test(plain) ? plain : trimmed;
}

const optionalText = (text: string) => (text.trim() === '' ? null : text);

/** The create call's body: texts trimmed, empty optional texts and figures null. */
export function draftToBody(draft: ProjectDraft): ProjectCreateBody {
  return {
    name: draft.name.trim(),
    problemStatement: draft.problemStatement.trim(),
    department: draft.department.trim(),
    businessOwner: draft.businessOwner.trim(),
    jobsToBeDone: optionalText(draft.jobsToBeDone),
    expectedReturn: toAmount(draft.expectedReturn),
    initialCosts: toAmount(draft.initialCosts),
    runningCosts: toAmount(draft.runningCosts),
    roi: toAmount(draft.roi),
    status: draft.status as ProjectStatus,
    euAiActStatus: draft.euAiActStatus as ComplianceStatus,
    gdprStatus: draft.gdprStatus as ComplianceStatus,
    doraStatus: draft.doraStatus as ComplianceStatus,
    notes: optionalText(draft.notes),
    startDate: optionalText(draft.startDate.trim()),
    targetDate: optionalText(draft.targetDate.trim()),
  };
}

/** The update call's body: only the fields whose value changed (a partial update). */
export function changedFields(original: ProjectDraft, draft: ProjectDraft): ProjectUpdateBody {
  const before = draftToBody(original);
  const after = draftToBody(draft);
  return Object.fromEntries(
    (Object.keys(after) as (keyof ProjectCreateBody)[])
      .filter((key) => after[key] !== before[key])
      .map((key) => [key, after[key]]),
  ) as ProjectUpdateBody;
}

/**
 * The form's checks across fields, on the whole draft (an edit sends only what changed, but a
 * new target date is refused against the start date kept): what the BFF refuses too.
 */
export function checkDraftDates(draft: ProjectDraft): Partial<Record<DraftField, string>> {
  const problem = dateOrderProblem(draft.startDate.trim(), draft.targetDate.trim());
  return problem ? { targetDate: problem } : {};
}

/** The first field, in the form's order, that has a message. */
export const firstInvalidField = (
  errors: Partial<Record<DraftField, string>>,
): DraftField | undefined =>
  (Object.keys(FIELD_LABELS) as DraftField[]).find((field) => field in errors);

/** Whether a required field (name, problem statement, department, business owner) is blank. */
export const missingRequired = (draft: ProjectDraft) =>
  REQUIRED_FIELDS.some((field) => draft[field].trim() === '');

/**
 * Checks a body against the contract schema the BFF validates it with: a message per field of
 * the form (worded with its label by the contract). Empty when the body is valid.
 */
export function checkDraft(
  schema: Parameters<typeof checkFields>[0],
  body: object,
): Partial<Record<DraftField, string>> {
  const errors: Partial<Record<DraftField, string>> = {};
  for (const [field, message] of Object.entries(checkFields(schema, body))) {
    if (field in FIELD_LABELS) errors[field as DraftField] = message;
  }
  return errors;
}
