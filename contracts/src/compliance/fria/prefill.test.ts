import { describe, expect, it } from 'vitest';
import { friaPrefill, type FriaPrefillInput } from './prefill';

const project: FriaPrefillInput['project'] = {
  problemStatement: 'Loan officers take days to assess small loans.',
  jobsToBeDone: 'Score each application and explain the score',
  department: 'Finance',
  businessOwner: 'Maria Rossi',
  startDate: '2027-01-04',
  targetDate: '2027-12-31',
};

const gdpr: NonNullable<FriaPrefillInput['gdpr']> = {
  personalData: true,
  categories: ['identification', 'financial'],
  specialCategories: ['health'],
  largeScaleMonitoring: false,
  dpiaStatus: 'done',
};

const assessment = {
  roles: ['deployer' as const],
  answers: { 'annex3-5b-creditworthiness': true },
};

describe('friaPrefill (Article 27(4))', () => {
  it('pre-fills each part from the records, saying which fields it came from', () => {
    const prefill = friaPrefill({ project, gdpr, assessment });
    expect(prefill.processes).toEqual({
      text: 'Loan officers take days to assess small loans.\n\nJobs to be done: Score each application and explain the score\n\nUsed in the Finance department.',
      source: 'Project record: problem statement, jobs to be done, department',
    });
    expect(prefill.period).toEqual({
      text: 'Planned from January 4, 2027 until December 31, 2027.',
      source: 'Project record: start date, target date',
    });
    expect(prefill.affected).toEqual({
      text: [
        'People whose personal data it processes: identification (name, ID numbers), financial data.',
        'Including special categories of data (GDPR Article 9): health data.',
        'People subject to its high-risk uses: used to evaluate creditworthiness of natural persons (Annex III point 5(b)).',
      ].join('\n'),
      source:
        'GDPR record: categories of personal data, special categories; EU AI Act assessment: Annex III uses',
    });
    expect(prefill.risks?.source).toBe(
      'EU AI Act assessment: reasons of its class; GDPR record: DPIA reasons, DPIA status',
    );
    expect(prefill.risks?.text).toContain('Why it is high-risk: used to evaluate creditworthiness');
    expect(prefill.risks?.text).toContain(
      'Why a DPIA is needed: The system is high-risk under the EU AI Act.',
    );
    expect(prefill.risks?.text).toContain(
      'DPIA (GDPR Article 35): done. This assessment complements it (Article 27(4)).',
    );
    expect(prefill.oversight).toEqual({
      text: 'Business owner, answerable for how the system is used: Maria Rossi.',
      source: 'Project record: business owner',
    });
    // Nothing on record says what is done when risks materialise.
    expect(prefill.measures).toBeNull();
  });

  it('names only the fields that gave something', () => {
    const prefill = friaPrefill({
      project: { ...project, jobsToBeDone: '  ', startDate: null },
      gdpr: { ...gdpr, specialCategories: [], largeScaleMonitoring: true, dpiaStatus: 'needed' },
      assessment: null,
    });
    expect(prefill.processes?.source).toBe('Project record: problem statement, department');
    expect(prefill.period).toEqual({
      text: 'Planned until December 31, 2027.',
      source: 'Project record: target date',
    });
    expect(prefill.affected?.source).toBe(
      'GDPR record: categories of personal data, large-scale monitoring',
    );
    expect(prefill.risks).toEqual({
      text: 'Why a DPIA is needed: It monitors people systematically on a large scale (Art. 35(3)).',
      source: 'GDPR record: DPIA reasons',
    });
  });

  it('leaves a part empty when the records say nothing of it', () => {
    const prefill = friaPrefill({
      project: { ...project, startDate: null, targetDate: null },
      gdpr: null,
      assessment: null,
    });
    expect(prefill.period).toBeNull();
    expect(prefill.affected).toBeNull();
    expect(prefill.risks).toBeNull();
    expect(prefill.processes?.source).toMatch(/^Project record/);
  });

  it('reads no people from a GDPR record without personal data', () => {
    const prefill = friaPrefill({
      project,
      gdpr: { ...gdpr, personalData: false },
      assessment: null,
    });
    expect(prefill.affected).toBeNull();
  });
});
