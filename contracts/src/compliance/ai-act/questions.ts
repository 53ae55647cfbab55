/**
 * The EU AI Act questionnaire (Regulation (EU) 2024/1689) as data: one yes/no question per
 * prohibited practice, high-risk use, exception and transparency trigger, each with a stable id
 * (answers are stored under it), the words a person reads, the article or annex point it stands
 * for and, for the ones that classify, the reason the result gives when it is answered yes.
 */

import type { AiActQuestionGroup, AnnexIIIPoint, TransparencyTrigger } from './question-terms';

// The roles, groups, Annex III areas and Article 50 triggers live in a module of their own: a
// page that labels answers (the kit's question group) needs them, not the question bank.
export * from './question-terms';

export interface AiActQuestion {
  /** Stable: answers are kept under it. */
  id: string;
  group: AiActQuestionGroup;
  /** The question, answered yes or no. */
  text: string;
  /** Where the Act says it, as a person cites it ("Article 5(1)(c)", "Annex III point 5(b)"). */
  article: string;
  /** What a yes means, in plain words: the reason the classification gives. */
  reason: string;
  /** The Annex III area of a high-risk use. */
  area?: AnnexIIIPoint;
  /** The Article 50 duty a transparency question triggers. */
  trigger?: TransparencyTrigger;
}

/** The questions of an article's lettered points: `art5-a-manipulation`, "Article 5(1)(a)". */
const lettered =
  (group: AiActQuestionGroup, idPrefix: string, article: string) =>
  (letter: string, key: string, text: string, reason: string): AiActQuestion => ({
    id: `${idPrefix}-${letter}-${key}`,
    group,
    text,
    article: `${article}(${letter})`,
    reason,
  });

const prohibited = /* @__PURE__ */ lettered('prohibited', 'art5', 'Article 5(1)');

const highRisk = (
  area: AnnexIIIPoint,
  letter: string | null,
  key: string,
  text: string,
  reason: string,
): AiActQuestion => ({
  id: `annex3-${area}${letter ?? ''}-${key}`,
  group: 'annex_iii',
  text,
  article: `Annex III point ${area}${letter ? `(${letter})` : ''}`,
  reason,
  area,
});

const exception = /* @__PURE__ */ lettered('exceptions', 'art6-3', 'Article 6(3)');

const transparency = (
  trigger: TransparencyTrigger,
  paragraph: number,
  key: string,
  text: string,
  reason: string,
): AiActQuestion => ({
  id: `art50-${paragraph}-${key}`,
  group: 'transparency',
  text,
  article: `Article 50(${paragraph})`,
  reason,
  trigger,
});

/** The questionnaire, in the order it is asked. */
// The builders' calls are marked pure: a page that reads only the labels above (the kit's question
// group) does not ship the questionnaire.
export const AI_ACT_QUESTIONS: readonly AiActQuestion[] = [
  /* @__PURE__ */ prohibited(
    'a',
    'manipulation',
    'Does it use subliminal, purposefully manipulative or deceptive techniques that materially distort how people behave, in a way likely to cause them significant harm?',
    'Uses subliminal, manipulative or deceptive techniques that distort behaviour and cause significant harm',
  ),
  /* @__PURE__ */ prohibited(
    'b',
    'vulnerabilities',
    "Does it exploit people's vulnerabilities due to their age, a disability or their social or economic situation, to distort their behaviour in a way likely to cause significant harm?",
    'Exploits vulnerabilities due to age, disability or social or economic situation',
  ),
  /* @__PURE__ */ prohibited(
    'c',
    'social-scoring',
    'Does it score or classify people over time by their social behaviour or personal traits, leading to detrimental treatment unrelated to the context or out of proportion?',
    'Scores people by social behaviour or personal traits (social scoring)',
  ),
  /* @__PURE__ */ prohibited(
    'd',
    'crime-prediction',
    'Does it predict the risk that a person commits a crime based solely on profiling or on their personality traits?',
    'Predicts the risk of a person committing a crime solely from profiling or personality traits',
  ),
  /* @__PURE__ */ prohibited(
    'e',
    'face-scraping',
    'Does it build or expand facial recognition databases by untargeted scraping of facial images from the internet or CCTV footage?',
    'Builds facial recognition databases by untargeted scraping of facial images',
  ),
  /* @__PURE__ */ prohibited(
    'f',
    'workplace-emotions',
    'Does it infer the emotions of people at work or in education institutions, for other than medical or safety reasons?',
    'Infers emotions at the workplace or in education, other than for medical or safety reasons',
  ),
  /* @__PURE__ */ prohibited(
    'g',
    'sensitive-categorisation',
    'Does it categorise people from biometric data to deduce their race, political opinions, trade union membership, religious or philosophical beliefs, sex life or sexual orientation?',
    'Deduces sensitive characteristics such as race, political opinions or sexual orientation from biometric data',
  ),
  /* @__PURE__ */ prohibited(
    'h',
    'realtime-biometric-id',
    'Is it used for real-time remote biometric identification in publicly accessible spaces for law enforcement?',
    'Real-time remote biometric identification in public spaces for law enforcement',
  ),

  /* @__PURE__ */ highRisk(
    1,
    'a',
    'remote-biometric-id',
    'Is it a remote biometric identification system (not one that only verifies that a person is who they claim to be)?',
    'Identifies people remotely from biometric data',
  ),
  /* @__PURE__ */ highRisk(
    1,
    'b',
    'biometric-categorisation',
    'Does it categorise people by sensitive or protected attributes inferred from biometric data?',
    'Categorises people by sensitive or protected attributes from biometric data',
  ),
  /* @__PURE__ */ highRisk(
    1,
    'c',
    'emotion-recognition',
    'Is it used to recognise emotions?',
    'Recognises emotions',
  ),
  /* @__PURE__ */ highRisk(
    2,
    null,
    'critical-infrastructure',
    'Is it a safety component in the management or operation of critical digital infrastructure, road traffic, or the supply of water, gas, heating or electricity?',
    'Safety component in the operation of critical infrastructure',
  ),
  /* @__PURE__ */ highRisk(
    3,
    'a',
    'admission',
    'Does it decide access or admission to education or vocational training, or assign people to institutions?',
    'Decides access or admission to education and vocational training',
  ),
  /* @__PURE__ */ highRisk(
    3,
    'b',
    'learning-outcomes',
    'Does it evaluate learning outcomes, including to steer the learning process?',
    'Evaluates learning outcomes',
  ),
  /* @__PURE__ */ highRisk(
    3,
    'c',
    'education-level',
    'Does it assess the level of education a person will receive or be able to access?',
    'Assesses the level of education a person will receive or can access',
  ),
  /* @__PURE__ */ highRisk(
    3,
    'd',
    'test-proctoring',
    'Does it monitor and detect prohibited behaviour of students during tests?',
    'Monitors students for prohibited behaviour during tests',
  ),
  /* @__PURE__ */ highRisk(
    4,
    'a',
    'recruitment',
    'Is it used to recruit or select people: placing targeted job adverts, filtering applications or evaluating candidates?',
    'Used to recruit or select candidates',
  ),
  /* @__PURE__ */ highRisk(
    4,
    'b',
    'work-decisions',
    'Does it make or support decisions on promotion, termination or terms of work, allocate tasks by behaviour or personal traits, or monitor and evaluate workers?',
    'Used for decisions on workers: promotion, termination, task allocation or performance monitoring',
  ),
  /* @__PURE__ */ highRisk(
    5,
    'a',
    'public-benefits',
    'Is it used by or for a public authority to evaluate eligibility for public assistance benefits and services, including healthcare, or to grant, reduce, revoke or reclaim them?',
    'Evaluates eligibility for public assistance benefits and services',
  ),
  /* @__PURE__ */ highRisk(
    5,
    'b',
    'creditworthiness',
    'Does it evaluate the creditworthiness of natural persons or establish their credit score (other than to detect financial fraud)?',
    'Used to evaluate creditworthiness of natural persons',
  ),
  /* @__PURE__ */ highRisk(
    5,
    'c',
    'insurance-pricing',
    'Is it used for risk assessment and pricing of life or health insurance for natural persons?',
    'Assesses risk and prices life or health insurance for natural persons',
  ),
  /* @__PURE__ */ highRisk(
    5,
    'd',
    'emergency-calls',
    'Does it evaluate or classify emergency calls, dispatch or prioritise emergency services, or triage patients in emergency healthcare?',
    'Classifies emergency calls, dispatches emergency services or triages patients',
  ),
  /* @__PURE__ */ highRisk(
    6,
    'a',
    'victim-risk',
    'Is it used by or for law enforcement to assess the risk of a person becoming the victim of a crime?',
    'Assesses the risk of a person becoming a victim of crime, for law enforcement',
  ),
  /* @__PURE__ */ highRisk(
    6,
    'b',
    'polygraph',
    'Is it used by or for law enforcement as a polygraph or similar tool?',
    'Used as a polygraph or similar tool by law enforcement',
  ),
  /* @__PURE__ */ highRisk(
    6,
    'c',
    'evidence-reliability',
    'Is it used by or for law enforcement to evaluate the reliability of evidence?',
    'Evaluates the reliability of evidence for law enforcement',
  ),
  /* @__PURE__ */ highRisk(
    6,
    'd',
    'reoffending-risk',
    'Is it used by or for law enforcement to assess the risk of a person offending or re-offending (not solely on profiling), or to assess personality traits or past criminal behaviour?',
    'Assesses the risk of offending or re-offending for law enforcement',
  ),
  /* @__PURE__ */ highRisk(
    6,
    'e',
    'criminal-profiling',
    'Is it used by or for law enforcement to profile people while detecting, investigating or prosecuting crimes?',
    'Profiles people in the detection, investigation or prosecution of crimes',
  ),
  /* @__PURE__ */ highRisk(
    7,
    'a',
    'migration-polygraph',
    'Is it used by or for migration, asylum or border authorities as a polygraph or similar tool?',
    'Used as a polygraph or similar tool in migration, asylum or border control',
  ),
  /* @__PURE__ */ highRisk(
    7,
    'b',
    'entry-risk',
    'Does it assess a security, irregular migration or health risk posed by a person who intends to enter or has entered the EU?',
    'Assesses the risk posed by a person entering the EU',
  ),
  /* @__PURE__ */ highRisk(
    7,
    'c',
    'asylum-visa',
    'Does it assist in examining applications for asylum, visas or residence permits, or related complaints?',
    'Assists in examining asylum, visa or residence permit applications',
  ),
  /* @__PURE__ */ highRisk(
    7,
    'd',
    'border-identification',
    'Is it used in migration, asylum or border control to detect, recognise or identify people (other than verifying travel documents)?',
    'Detects, recognises or identifies people in migration, asylum or border control',
  ),
  /* @__PURE__ */ highRisk(
    8,
    'a',
    'judicial',
    'Does it assist a judicial authority (or alternative dispute resolution) in researching and interpreting facts and law and applying the law to facts?',
    'Assists judicial authorities in interpreting facts and law',
  ),
  /* @__PURE__ */ highRisk(
    8,
    'b',
    'elections',
    'Is it intended to influence the outcome of an election or referendum, or how people vote?',
    'Intended to influence elections, referendums or voting behaviour',
  ),

  /* @__PURE__ */ exception(
    'a',
    'narrow-procedural',
    'Does it only perform a narrow procedural task?',
    'Only performs a narrow procedural task',
  ),
  /* @__PURE__ */ exception(
    'b',
    'improves-human-work',
    'Does it only improve the result of an activity a person has already completed?',
    'Only improves the result of an activity a person has already completed',
  ),
  /* @__PURE__ */ exception(
    'c',
    'detects-patterns',
    'Does it only detect decision-making patterns or deviations from them, without replacing or influencing the human assessment without proper human review?',
    'Only detects decision-making patterns or deviations, without replacing human review',
  ),
  /* @__PURE__ */ exception(
    'd',
    'preparatory',
    'Does it only perform a preparatory task to an assessment relevant to the uses above?',
    'Only performs a preparatory task to an assessment',
  ),
  {
    id: 'art6-3-profiling',
    group: 'exceptions',
    text: 'Does it profile natural persons (evaluate aspects of their lives such as work performance, economic situation, health, preferences, behaviour, location)?',
    article: 'Article 6(3), last subparagraph',
    reason: 'Profiles natural persons, so the Article 6(3) exceptions do not apply',
  },

  {
    id: 'annex1-safety-component',
    group: 'annex_i',
    text: 'Is it a safety component of a product (or itself a product) covered by the EU safety law listed in Annex I, such as machinery, toys, lifts, radio equipment or medical devices, that needs a third-party conformity assessment?',
    article: 'Article 6(1) and Annex I',
    reason: 'Safety component of a product under the EU safety law listed in Annex I',
  },

  /* @__PURE__ */ transparency(
    'interaction',
    1,
    'interaction',
    'Does it interact directly with people, for example as a chatbot or voice assistant?',
    'Interacts directly with people',
  ),
  /* @__PURE__ */ transparency(
    'synthetic_content',
    2,
    'synthetic-content',
    'Does it generate synthetic audio, images, video or text?',
    'Generates synthetic audio, images, video or text',
  ),
  /* @__PURE__ */ transparency(
    'emotion_or_biometric_categorisation',
    3,
    'emotion-biometric',
    'Does it recognise emotions or categorise people from biometric data?',
    'Recognises emotions or categorises people from biometric data',
  ),
  /* @__PURE__ */ transparency(
    'deep_fake',
    4,
    'deep-fake',
    'Does it generate or manipulate images, audio or video that resemble real people, places or events (deep fakes), or text published to inform the public?',
    'Generates or manipulates deep fakes or text published to inform the public',
  ),

  {
    id: 'gpai-model',
    group: 'gpai',
    text: 'Is it (or does the project place on the market) a general-purpose AI model that can perform a wide range of distinct tasks?',
    article: 'Article 3(63) and Article 53',
    reason: 'General-purpose AI model',
  },

  // Who deploys it decides whether a fundamental rights impact assessment is owed
  // (`compliance/fria/requirement.ts`); the answer classifies nothing.
  {
    id: 'art27-public-service',
    group: 'deployer',
    text: 'Is your organisation a public body, or a private organisation providing a public service (such as education, healthcare, social services or housing)?',
    article: 'Article 27(1)',
    reason: 'Deployed by a public body or a private organisation providing a public service',
  },
];

/** The answers of a questionnaire, by question id; a question not answered counts as no. */
export type AiActAnswers = Partial<Record<string, boolean>>;

/** Whether `id` is the id of a question of the questionnaire. */
export const isAiActQuestionId = (id: string): boolean =>
  AI_ACT_QUESTIONS.some((question) => question.id === id);

/** The questions of one group, in the order they are asked. */
export const aiActQuestionsOf = (group: AiActQuestionGroup): AiActQuestion[] =>
  AI_ACT_QUESTIONS.filter((question) => question.group === group);
