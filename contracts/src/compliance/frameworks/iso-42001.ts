import { catalogue, type Framework } from './framework';

/**
 * ISO/IEC 42001:2023 Annex A: the 38 reference controls of an AI management system, in nine
 * groups (A.2–A.10). A Statement of Applicability lists every one of them.
 */
export const ISO_42001: Framework = {
  id: 'iso-42001',
  name: 'ISO/IEC 42001 Annex A',
  source: {
    publication:
      'ISO/IEC 42001:2023 Information technology — Artificial intelligence — Management system, Annex A (normative), Table A.1',
    publisher: 'ISO/IEC JTC 1/SC 42',
    version: '2023 (first edition)',
    url: 'https://www.iso.org/standard/81230.html',
    checkedOn: '2026-11-28',
  },
  ...catalogue([
    ['A.2', 'Policies on AI'],
    ['A.2.2', 'A documented AI policy'],
    ['A.2.3', 'The AI policy fits the other policies of the organisation'],
    ['A.2.4', 'The AI policy is reviewed at planned intervals'],

    ['A.3', 'Internal organisation'],
    ['A.3.2', 'Roles and responsibilities for AI are defined and assigned'],
    ['A.3.3', 'People can report concerns about AI systems'],

    ['A.4', 'Resources of AI systems'],
    ['A.4.2', 'The resources an AI system needs are documented'],
    ['A.4.3', 'Data resources are documented'],
    ['A.4.4', 'Tooling resources are documented'],
    ['A.4.5', 'System and computing resources are documented'],
    ['A.4.6', 'Human resources and their competences are documented'],

    ['A.5', 'Impacts of AI systems'],
    ['A.5.2', 'A process to assess the impacts of AI systems'],
    ['A.5.3', 'Impact assessments are documented and kept'],
    ['A.5.4', 'Impacts on individuals and groups are assessed'],
    ['A.5.5', 'Impacts on society are assessed'],

    ['A.6', 'AI system life cycle'],
    ['A.6.1.2', 'Objectives for responsible development are set'],
    ['A.6.1.3', 'Processes for responsible design and development'],
    ['A.6.2.2', 'Requirements and specification of the AI system'],
    ['A.6.2.3', 'Design and development are documented'],
    ['A.6.2.4', 'The AI system is verified and validated'],
    ['A.6.2.5', 'Deployment is planned and its requirements met'],
    ['A.6.2.6', 'The AI system is operated and monitored'],
    ['A.6.2.7', 'Technical documentation for those who need it'],
    ['A.6.2.8', 'Event logs are recorded'],

    ['A.7', 'Data of AI systems'],
    ['A.7.2', 'Data for developing and improving the AI system is managed'],
    ['A.7.3', 'How data is acquired is documented'],
    ['A.7.4', 'Data quality requirements are defined and met'],
    ['A.7.5', 'The provenance of data is recorded'],
    ['A.7.6', 'How data is prepared is documented'],

    ['A.8', 'Information for interested parties'],
    ['A.8.2', 'Users get the documentation and information they need'],
    ['A.8.3', 'Interested parties can report adverse impacts'],
    ['A.8.4', 'Incidents are communicated to those concerned'],
    ['A.8.5', 'Obligations to inform interested parties are met'],

    ['A.9', 'Use of AI systems'],
    ['A.9.2', 'Processes for responsible use of AI systems'],
    ['A.9.3', 'Objectives for responsible use are set'],
    ['A.9.4', 'The AI system is used as intended and documented'],

    ['A.10', 'Third parties and customers'],
    ['A.10.2', 'Responsibilities are shared out with partners and suppliers'],
    ['A.10.3', 'Suppliers meet the organisation’s approach to responsible AI'],
    ['A.10.4', 'Customers’ needs and expectations are considered'],
  ]),
};
