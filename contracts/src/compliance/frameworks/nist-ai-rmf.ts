import { catalogue, type Framework } from './framework';

/**
 * NIST AI RMF 1.0 (NIST AI 100-1), its Core: 72 subcategories in 19 categories of the four
 * functions GOVERN, MAP, MEASURE and MANAGE.
 */
export const NIST_AI_RMF: Framework = {
  id: 'nist-ai-rmf',
  name: 'NIST AI RMF 1.0',
  source: {
    publication:
      'Artificial Intelligence Risk Management Framework (AI RMF 1.0), NIST AI 100-1, Section 5 and Tables 1–4',
    publisher: 'National Institute of Standards and Technology',
    version: '1.0 (January 2023)',
    url: 'https://doi.org/10.6028/NIST.AI.100-1',
    checkedOn: '2026-11-28',
  },
  ...catalogue([
    ['GOVERN 1', 'Policies, processes and practices for AI risk are in place'],
    ['GOVERN 1.1', 'Legal and regulatory requirements on AI are understood and documented'],
    ['GOVERN 1.2', 'Trustworthy AI characteristics are part of policies'],
    ['GOVERN 1.3', 'The depth of risk management follows the risk tolerance'],
    ['GOVERN 1.4', 'The risk management process is set by transparent policies'],
    ['GOVERN 1.5', 'Ongoing monitoring and periodic review are planned'],
    ['GOVERN 1.6', 'AI systems are inventoried'],
    ['GOVERN 1.7', 'AI systems are decommissioned safely'],

    ['GOVERN 2', 'Accountability: the right people are empowered and trained'],
    ['GOVERN 2.1', 'Roles, responsibilities and lines of communication are documented'],
    ['GOVERN 2.2', 'Staff and partners are trained in AI risk management'],
    ['GOVERN 2.3', 'Executive leadership owns decisions on AI risk'],

    ['GOVERN 3', 'Diverse teams and defined human oversight'],
    ['GOVERN 3.1', 'Decisions draw on a diverse team'],
    ['GOVERN 3.2', 'Roles for human-AI configuration and oversight are defined'],

    ['GOVERN 4', 'A culture that considers and communicates AI risk'],
    ['GOVERN 4.1', 'Policies foster critical thinking and a safety-first mindset'],
    ['GOVERN 4.2', 'Teams document and communicate risks and impacts'],
    ['GOVERN 4.3', 'Testing, incident identification and information sharing are enabled'],

    ['GOVERN 5', 'Engagement with the AI actors concerned'],
    ['GOVERN 5.1', 'External feedback on impacts is collected and used'],
    ['GOVERN 5.2', 'Feedback is fed back into design regularly'],

    ['GOVERN 6', 'Risks of third-party software, data and supply chains'],
    ['GOVERN 6.1', 'Policies address third-party risks, intellectual property included'],
    ['GOVERN 6.2', 'Contingency plans for failures of high-risk third-party parts'],

    ['MAP 1', 'Context is established and understood'],
    ['MAP 1.1', 'Intended purposes, uses and applicable laws are understood'],
    ['MAP 1.2', 'The actors involved and their competences are documented'],
    ['MAP 1.3', 'The mission and goals for the AI are understood'],
    ['MAP 1.4', 'The business value or context of use is defined'],
    ['MAP 1.5', 'Risk tolerances are set and documented'],
    ['MAP 1.6', 'System requirements are gathered from the actors concerned'],

    ['MAP 2', 'The AI system is categorised'],
    ['MAP 2.1', 'The tasks and methods of the system are defined'],
    ['MAP 2.2', 'Knowledge limits and how outputs are overseen are documented'],
    ['MAP 2.3', 'Scientific integrity and test considerations are documented'],

    ['MAP 3', 'Capabilities, use, goals, benefits and costs are understood'],
    ['MAP 3.1', 'Potential benefits are examined and documented'],
    ['MAP 3.2', 'Potential costs, errors included, are examined and documented'],
    ['MAP 3.3', 'The targeted application scope is specified'],
    ['MAP 3.4', 'Operator and practitioner proficiency is defined and assessed'],
    ['MAP 3.5', 'Human oversight processes are defined and documented'],

    ['MAP 4', 'Risks and benefits of every component are mapped'],
    ['MAP 4.1', 'Legal and technical risks of components are mapped'],
    ['MAP 4.2', 'Internal risk controls for components are identified'],

    ['MAP 5', 'Impacts on people, organisations and society are characterised'],
    ['MAP 5.1', 'Likelihood and magnitude of each impact are documented'],
    ['MAP 5.2', 'Those affected are engaged and their feedback used'],

    ['MEASURE 1', 'Methods and metrics are chosen and applied'],
    ['MEASURE 1.1', 'Metrics for the most significant risks are chosen first'],
    ['MEASURE 1.2', 'Metrics and controls are reassessed regularly'],
    ['MEASURE 1.3', 'Independent reviewers take part in assessments'],

    ['MEASURE 2', 'The system is evaluated for trustworthiness'],
    ['MEASURE 2.1', 'Test sets, metrics and tools are documented'],
    ['MEASURE 2.2', 'Evaluations with human subjects meet requirements'],
    ['MEASURE 2.3', 'Performance is shown in conditions like deployment'],
    ['MEASURE 2.4', 'The system is monitored in production'],
    ['MEASURE 2.5', 'Validity and reliability are shown and limits documented'],
    ['MEASURE 2.6', 'Safety risks are evaluated regularly'],
    ['MEASURE 2.7', 'Security and resilience are evaluated'],
    ['MEASURE 2.8', 'Transparency and accountability risks are examined'],
    ['MEASURE 2.9', 'The model is explained and its output interpreted in context'],
    ['MEASURE 2.10', 'Privacy risk is examined'],
    ['MEASURE 2.11', 'Fairness and bias are evaluated'],
    ['MEASURE 2.12', 'Environmental impact is assessed'],
    ['MEASURE 2.13', 'The measurement methods themselves are evaluated'],

    ['MEASURE 3', 'Identified risks are tracked over time'],
    ['MEASURE 3.1', 'Existing, unexpected and emerging risks are tracked'],
    ['MEASURE 3.2', 'Risks hard to measure are tracked too'],
    ['MEASURE 3.3', 'Users and those affected can report problems and appeal'],

    ['MEASURE 4', 'Feedback on how well measurement works'],
    ['MEASURE 4.1', 'Measurement fits the deployment context, with domain experts'],
    ['MEASURE 4.2', 'Results in deployment are validated with domain experts'],
    ['MEASURE 4.3', 'Performance changes are identified and documented'],

    ['MANAGE 1', 'Risks are prioritised and responded to'],
    ['MANAGE 1.1', 'Whether to go ahead with development or deployment is decided'],
    ['MANAGE 1.2', 'Treatment of risks is prioritised'],
    ['MANAGE 1.3', 'Responses to high-priority risks are planned and documented'],
    ['MANAGE 1.4', 'Residual risks are documented'],

    ['MANAGE 2', 'Benefits maximised and negative impacts minimised'],
    ['MANAGE 2.1', 'Resources and non-AI alternatives are considered'],
    ['MANAGE 2.2', 'The value of deployed systems is sustained'],
    ['MANAGE 2.3', 'Newly found risks are responded to and recovered from'],
    ['MANAGE 2.4', 'Systems can be superseded, disengaged or switched off'],

    ['MANAGE 3', 'Third-party risks and benefits are managed'],
    ['MANAGE 3.1', 'Third-party risks are monitored and controlled'],
    ['MANAGE 3.2', 'Pre-trained models in use are monitored'],

    ['MANAGE 4', 'Risk treatments, response, recovery and communication'],
    ['MANAGE 4.1', 'Post-deployment monitoring plans are in effect'],
    ['MANAGE 4.2', 'Continual improvement is part of updates'],
    ['MANAGE 4.3', 'Incidents and errors are communicated and handled'],
  ]),
};
