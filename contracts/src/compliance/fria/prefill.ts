import { classifyAiSystem, type AiActAssessmentInput } from '../ai-act/classify';
import { AI_ACT_QUESTIONS } from '../ai-act/questions';
import {
  DPIA_STATUS_LABELS,
  GDPR_DATA_CATEGORY_LABELS,
  GDPR_SPECIAL_CATEGORY_LABELS,
  dpiaHint,
  type DpiaStatus,
  type GdprDataCategory,
  type GdprSpecialCategory,
} from '../gdpr';
import { formatCalendarDate } from '../../time/calendar-date';
import { ARTICLE_27, FRIA_PART_KEYS, type FriaPartKey } from './article-27';

/**
 * What a FRIA's parts are pre-filled with (Article 27(4): it builds on the DPIA and what the
 * company already recorded): the project record, its GDPR record and its EU AI Act assessment.
 * Each value says where it came from; a part nothing is recorded for has none.
 */

/** The fields of the project record a FRIA is pre-filled from. */
export interface FriaProjectFacts {
  problemStatement: string;
  jobsToBeDone: string | null;
  department: string;
  businessOwner: string;
  startDate: string | null;
  targetDate: string | null;
}

/** The fields of the GDPR record a FRIA is pre-filled from. */
export interface FriaGdprFacts {
  personalData: boolean;
  categories: readonly GdprDataCategory[];
  specialCategories: readonly GdprSpecialCategory[];
  largeScaleMonitoring: boolean;
  dpiaStatus: DpiaStatus;
}

export interface FriaPrefillInput {
  project: FriaProjectFacts;
  /** Null before the GDPR record is first saved. */
  gdpr: FriaGdprFacts | null;
  /** Null before the first EU AI Act assessment. */
  assessment: AiActAssessmentInput | null;
}

/** A pre-filled value and where it came from ("GDPR record: categories of personal data"). */
export interface FriaPrefillValue {
  text: string;
  source: string;
}

export type FriaPrefill = Record<FriaPartKey, FriaPrefillValue | null>;

/** "Project record: problem statement, department; GDPR record: DPIA status". */
const sourceOf = (records: ReadonlyArray<[string, readonly (string | false)[]]>) =>
  records
    .map(([record, fields]) => [record, fields.filter(Boolean)] as const)
    .filter(([, fields]) => fields.length > 0)
    .map(([record, fields]) => `${record}: ${fields.join(', ')}`)
    .join('; ');

const lower = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
const labels = <T extends string>(values: readonly T[], names: Record<T, string>) =>
  values.map((value) => lower(names[value])).join(', ');

function processes({ project }: FriaPrefillInput): FriaPrefillValue {
  const jobs = project.jobsToBeDone?.trim();
  const lines = [project.problemStatement.trim()];
  if (jobs) lines.push(`Jobs to be done: ${jobs}`);
  lines.push(`Used in the ${project.department} department.`);
  return {
    text: lines.join('\n\n'),
    source: sourceOf([
      ['Project record', ['problem statement', !!jobs && 'jobs to be done', 'department']],
    ]),
  };
}

function period({ project }: FriaPrefillInput): FriaPrefillValue | null {
  const { startDate, targetDate } = project;
  if (!startDate && !targetDate) return null;
  const from = startDate && `from ${formatCalendarDate(startDate, 'long')}`;
  const until = targetDate && `until ${formatCalendarDate(targetDate, 'long')}`;
  const text = `Planned ${[from, until].filter(Boolean).join(' ')}.`;
  return {
    text,
    source: sourceOf([
      ['Project record', [!!startDate && 'start date', !!targetDate && 'target date']],
    ]),
  };
}

/** The Annex III uses answered yes: what the people affected are subject to. */
const annexIIIUses = (assessment: AiActAssessmentInput | null) =>
  assessment
    ? AI_ACT_QUESTIONS.filter(
        (question) => question.group === 'annex_iii' && assessment.answers[question.id] === true,
      )
    : [];

function affected({ gdpr, assessment }: FriaPrefillInput): FriaPrefillValue | null {
  const lines: string[] = [];
  const personal = gdpr?.personalData === true;
  if (personal) {
    lines.push(
      gdpr.categories.length > 0
        ? `People whose personal data it processes: ${labels(gdpr.categories, GDPR_DATA_CATEGORY_LABELS)}.`
        : 'People whose personal data it processes.',
    );
    if (gdpr.specialCategories.length > 0) {
      lines.push(
        `Including special categories of data (GDPR Article 9): ${labels(gdpr.specialCategories, GDPR_SPECIAL_CATEGORY_LABELS)}.`,
      );
    }
    if (gdpr.largeScaleMonitoring)
      lines.push('People it monitors systematically on a large scale.');
  }
  const uses = annexIIIUses(assessment);
  if (uses.length > 0) {
    lines.push(
      `People subject to its high-risk uses: ${uses.map((use) => `${lower(use.reason)} (${use.article})`).join('; ')}.`,
    );
  }
  if (lines.length === 0) return null;
  return {
    text: lines.join('\n'),
    source: sourceOf([
      [
        'GDPR record',
        [
          personal && 'categories of personal data',
          personal && gdpr.specialCategories.length > 0 && 'special categories',
          personal && gdpr.largeScaleMonitoring && 'large-scale monitoring',
        ],
      ],
      ['EU AI Act assessment', [uses.length > 0 && 'Annex III uses']],
    ]),
  };
}

function risks({ gdpr, assessment }: FriaPrefillInput): FriaPrefillValue | null {
  const lines: string[] = [];
  const classification = assessment ? classifyAiSystem(assessment) : null;
  const highRisk = classification?.riskClass === 'high_risk';
  if (highRisk) {
    lines.push(
      `Why it is high-risk: ${classification.reasons.map((r) => `${lower(r.text)} (${r.article})`).join('; ')}.`,
    );
  }
  const hint = gdpr ? dpiaHint(gdpr, highRisk) : null;
  if (gdpr && hint?.needed) lines.push(`Why a DPIA is needed: ${hint.reasons.join(' ')}`);
  const dpiaUnderWay = gdpr && (gdpr.dpiaStatus === 'done' || gdpr.dpiaStatus === 'in_progress');
  if (gdpr && dpiaUnderWay) {
    lines.push(
      `DPIA (GDPR Article 35): ${lower(DPIA_STATUS_LABELS[gdpr.dpiaStatus])}. This assessment complements it (${ARTICLE_27.dpia}).`,
    );
  }
  if (lines.length === 0) return null;
  return {
    text: lines.join('\n'),
    source: sourceOf([
      ['EU AI Act assessment', [highRisk && 'reasons of its class']],
      ['GDPR record', [!!hint?.needed && 'DPIA reasons', !!dpiaUnderWay && 'DPIA status']],
    ]),
  };
}

function oversight({ project }: FriaPrefillInput): FriaPrefillValue {
  return {
    text: `Business owner, answerable for how the system is used: ${project.businessOwner}.`,
    source: sourceOf([['Project record', ['business owner']]]),
  };
}

const PREFILLS: Record<FriaPartKey, (input: FriaPrefillInput) => FriaPrefillValue | null> = {
  processes,
  period,
  affected,
  risks,
  oversight,
  // What is done when risks materialise is nowhere on record before the FRIA says it.
  measures: () => null,
};

/** Each part's pre-filled value from the records, or null when they say nothing of it. */
export function friaPrefill(input: FriaPrefillInput): FriaPrefill {
  return Object.fromEntries(
    FRIA_PART_KEYS.map((key) => [key, PREFILLS[key](input)]),
  ) as FriaPrefill;
}
