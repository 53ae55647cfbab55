import type { AiActObligation } from './obligations';

/**
 * The duties of Regulation (EU) 2024/1689 on the providers and the deployers of high-risk AI
 * systems, as data. An article is listed by paragraph (or point) where its parts are separate
 * duties that different people own and show with different evidence (Article 16 points (b) to (l),
 * Article 26, Article 73); an article that is one duty stays whole. `obligations.ts` adds the role,
 * the class and the date each applies from.
 */
export type HighRiskDuty = Pick<
  AiActObligation,
  'id' | 'article' | 'title' | 'done' | 'annexes' | 'condition' | 'splitFrom'
>;

const ANNEX_III = ['III'] as const;

/**
 * The provider's duties: Articles 9 to 15 (the requirements of Chapter III Section 2), Article 16
 * by its points that no other listed article covers, then Articles 17, 43, 47, 48, 49(1), 72 and
 * 73. Article 16's points (a), (c) and (f) to (i) are those other articles.
 */
export const HIGH_RISK_PROVIDER_DUTIES: readonly HighRiskDuty[] = [
  {
    id: 'art9-provider',
    article: 'Article 9',
    title: 'Run a risk management system over the whole life of the system',
    done: 'A documented process that identifies, estimates and evaluates the risks to health, safety and fundamental rights, with the measures taken and the tests that show they work, kept up to date',
  },
  {
    id: 'art10-provider',
    article: 'Article 10',
    title: 'Govern the training, validation and test data',
    done: 'Documented data governance: where the data comes from, how it was prepared, its relevance and representativeness, and the biases examined and mitigated',
  },
  {
    id: 'art11-provider',
    article: 'Article 11',
    title: 'Write the technical documentation',
    done: 'Technical documentation with the content of Annex IV, written before the system is placed on the market and kept up to date',
  },
  {
    id: 'art12-provider',
    article: 'Article 12',
    title: 'Log events automatically over the life of the system',
    done: 'The system records events (logs) that allow its functioning to be traced, with the logging described in the documentation',
  },
  {
    id: 'art13-provider',
    article: 'Article 13',
    title: 'Give deployers clear instructions for use',
    done: 'Instructions for use naming the provider, the intended purpose, accuracy and known risks, human oversight measures and how to read the logs',
  },
  {
    id: 'art14-provider',
    article: 'Article 14',
    title: 'Design the system so that people can oversee it',
    done: 'Oversight measures built in or specified for the deployer: people can understand, monitor, override and stop the system',
  },
  {
    id: 'art15-provider',
    article: 'Article 15',
    title: 'Reach an appropriate level of accuracy, robustness and cybersecurity',
    done: 'Accuracy metrics declared in the instructions, tests of robustness and resilience to errors, and protection against attacks such as data poisoning',
  },
  {
    id: 'art16-b-provider',
    article: 'Article 16(b)',
    title: "Put the provider's name and contact address on the system",
    done: 'Name, registered trade name or trade mark and a contact address shown on the system, or where that is not possible on its packaging or the documentation that comes with it',
    splitFrom: 'art16-provider',
  },
  {
    id: 'art16-d-provider',
    article: 'Article 16(d)',
    title: 'Keep the documentation for the authorities for ten years',
    done: "The technical documentation, the quality management system's documentation, the notified body's decisions and the EU declaration of conformity kept for the authorities for ten years after the system is placed on the market (Article 18)",
    splitFrom: 'art16-provider',
  },
  {
    id: 'art16-e-provider',
    article: 'Article 16(e)',
    title: 'Keep the logs the system generates',
    done: "The logs the system generates automatically, where under the provider's control, kept for a period suited to its purpose and at least six months (Article 19)",
    splitFrom: 'art16-provider',
  },
  {
    id: 'art16-j-provider',
    article: 'Article 16(j)',
    title: 'Correct a system that does not conform, and say so',
    done: 'A system found not to conform brought into conformity, withdrawn, disabled or recalled at once, its distributors and, where applicable, deployers, authorised representative and importers informed, and a risk it presents reported to the authorities (Article 20)',
    splitFrom: 'art16-provider',
  },
  {
    id: 'art16-k-provider',
    article: 'Article 16(k)',
    title: 'Show an authority that the system conforms, when it asks',
    done: 'On a reasoned request of a national competent authority, the information and documentation showing that the system meets the requirements given to it (Article 21)',
    splitFrom: 'art16-provider',
  },
  {
    id: 'art16-l-provider',
    article: 'Article 16(l)',
    title: 'Meet the EU accessibility requirements',
    done: 'The system complies with the accessibility requirements of Directives (EU) 2016/2102 and (EU) 2019/882',
    splitFrom: 'art16-provider',
  },
  {
    id: 'art17-provider',
    article: 'Article 17',
    title: 'Put a quality management system in place',
    done: 'A documented quality management system: policies, procedures and instructions covering design, testing, data, risk management and post-market monitoring',
  },
  {
    id: 'art43-provider',
    article: 'Article 43',
    title: 'Pass the conformity assessment',
    done: 'The conformity assessment procedure that applies carried out (internal control, or by a notified body where required) and its result kept',
  },
  {
    id: 'art47-provider',
    article: 'Article 47',
    title: 'Draw up the EU declaration of conformity',
    done: 'A signed EU declaration of conformity with the content of Annex V, kept for ten years',
  },
  {
    id: 'art48-provider',
    article: 'Article 48',
    title: 'Affix the CE marking',
    done: 'The CE marking visible on the system, its packaging or documentation (digitally for a digital system)',
  },
  {
    id: 'art49-1-provider',
    article: 'Article 49(1)',
    title: 'Register the system in the EU database',
    done: 'The provider and the system registered in the EU database before it is placed on the market or put into service (a system of Annex III point 2, critical infrastructure, is registered at national level instead)',
    annexes: ANNEX_III,
    splitFrom: 'art49-provider',
  },
  {
    id: 'art72-provider',
    article: 'Article 72',
    title: 'Monitor the system after it is placed on the market',
    done: 'A post-market monitoring plan, part of the technical documentation, and the data it collects analysed',
  },
  {
    id: 'art73-1-provider',
    article: 'Article 73(1)',
    title: 'Report serious incidents to the market surveillance authority',
    done: 'Each serious incident reported to the market surveillance authority of the Member State where it occurred, within the limits of Article 73(2) to (4): 15 days after becoming aware of it, 10 days after a death, 2 days for a widespread infringement or a serious disruption of critical infrastructure',
  },
  {
    id: 'art73-6-provider',
    article: 'Article 73(6)',
    title: 'Investigate each serious incident reported and correct the system',
    done: 'After a report, the incident and the system investigated without delay, with a risk assessment and corrective action, in cooperation with the authorities, and the system not altered in a way that could affect the evaluation of the causes before the authorities are told',
  },
];

/**
 * The deployer's duties of Article 26 by paragraph (paragraph 3 states no duty; 9, 10 and 12 are
 * not listed: the GDPR record holds the DPIA of paragraph 9). Article 27 follows in
 * `obligations.ts`.
 */
export const HIGH_RISK_DEPLOYER_DUTIES: readonly HighRiskDuty[] = [
  {
    id: 'art26-1-deployer',
    article: 'Article 26(1)',
    title: 'Use the system according to its instructions for use',
    done: "Technical and organisational measures in place so that the system is used as its provider's instructions for use say",
    splitFrom: 'art26-deployer',
  },
  {
    id: 'art26-2-deployer',
    article: 'Article 26(2)',
    title: 'Give the oversight of the system to competent people',
    done: 'Named people oversee the system, with the competence, training and authority it takes and the support they need',
    splitFrom: 'art26-deployer',
  },
  {
    id: 'art26-4-deployer',
    article: 'Article 26(4)',
    title: 'Keep the input data relevant and representative',
    done: 'The input data is relevant and sufficiently representative in view of the intended purpose of the system',
    condition:
      'Applies to the extent the deployer controls the input data; mark it not applicable otherwise',
    splitFrom: 'art26-deployer',
  },
  {
    id: 'art26-5-deployer',
    article: 'Article 26(5)',
    title: 'Monitor the system, suspend it when it presents a risk, and inform the provider',
    done: 'Operation monitored on the basis of the instructions for use and the provider informed where relevant; where use may present a risk, the provider or distributor and the market surveillance authority informed without undue delay and the use suspended; a serious incident reported at once to the provider, then the importer or distributor and the authorities',
    splitFrom: 'art26-deployer',
  },
  {
    id: 'art26-6-deployer',
    article: 'Article 26(6)',
    title: 'Keep the logs the system generates for at least six months',
    done: "The logs the system generates automatically, where under the deployer's control, kept for a period suited to its purpose and at least six months, unless other EU or national law (data protection law in particular) says otherwise",
    splitFrom: 'art26-deployer',
  },
  {
    id: 'art26-7-deployer',
    article: 'Article 26(7)',
    title: "Inform the workers' representatives and the workers affected before use at work",
    done: "Before the system is put into service or used at the workplace, the workers' representatives and the workers affected told that they will be subject to it",
    condition:
      'Applies to deployers that are employers using the system at the workplace; mark it not applicable otherwise',
    splitFrom: 'art26-deployer',
  },
  {
    id: 'art26-8-deployer',
    article: 'Article 26(8)',
    title: 'Register the use of the system in the EU database',
    done: 'The deployer and its use of the system registered in the EU database before use (Article 49(3)); a system found not registered there is not used, and its provider or distributor told',
    annexes: ANNEX_III,
    condition:
      'Applies to deployers that are public authorities or EU institutions, bodies, offices or agencies, or act on their behalf, for systems other than critical infrastructure (Annex III point 2); mark it not applicable otherwise',
    splitFrom: 'art26-deployer',
  },
  {
    id: 'art26-11-deployer',
    article: 'Article 26(11)',
    title: 'Tell the people the system decides about that it is used',
    done: 'The people subject to decisions the system makes or helps to make are told that a high-risk AI system is used on them',
    annexes: ANNEX_III,
    condition:
      'Applies where the system makes, or helps to make, decisions about natural persons; mark it not applicable otherwise',
    splitFrom: 'art26-deployer',
  },
];
