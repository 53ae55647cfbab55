import { describe, expect, it } from 'vitest';
import { ProjectCreateBody, ProjectUpdateBody } from '@portfolio/contracts';
import { makeProject } from '../testing/demo-data/fixtures';
import {
  changedFields,
  checkDraft,
  draftFromProject,
  draftToBody,
  emptyDraft,
  missingRequired,
  toAmount,
} from './project-draft';

describe('toAmount', () => {
  it('sends empty as null and keeps typed decimals exactly', () => {
    expect(toAmount('')).toBeNull();
    expect(toAmount('   ')).toBeNull();
    expect(toAmount('1234.50')).toBe('1234.50');
    expect(toAmount('9999999999999.99')).toBe('9999999999999.99');
    expect(toAmount('-12.5')).toBe('-12.5');
  });

  it('writes what a number field may hold as a plain decimal', () => {
    expect(toAmount('1e3')).toBe('1000');
    expect(toAmount('.5')).toBe('0.5');
    expect(toAmount('abc')).toBe('abc');
  });
});

describe('a project draft', () => {
  it('becomes the create body: trimmed texts, null for empty optional texts and figures', () => {
    const body = draftToBody({
      ...emptyDraft(),
      name: '  Copilot ',
      problemStatement: 'P',
      department: 'IT',
      businessOwner: 'O',
      roi: '12',
    });
    const unset = ['jobsToBeDone', 'expectedReturn', 'initialCosts', 'runningCosts', 'notes'];
    expect(body).toEqual({
      name: 'Copilot',
      problemStatement: 'P',
      department: 'IT',
      businessOwner: 'O',
      roi: '12',
      status: 'planning',
      ...Object.fromEntries(
        ['euAiActStatus', 'gdprStatus', 'doraStatus'].map((f) => [f, 'not_applicable']),
      ),
      ...Object.fromEntries([...unset, 'startDate', 'targetDate'].map((f) => [f, null])),
    });
    expect(checkDraft(ProjectCreateBody, body)).toEqual({});
  });

  it('knows when a required field is blank', () => {
    expect(missingRequired(emptyDraft())).toBe(true);
    expect(missingRequired(draftFromProject(makeProject()))).toBe(false);
    expect(missingRequired({ ...draftFromProject(makeProject()), businessOwner: '  ' })).toBe(true);
  });

  it('sends only the changed fields on update', () => {
    const original = draftFromProject(
      makeProject({ status: 'legacy_value', notes: 'Pilot in Q3' }),
    );
    expect(changedFields(original, original)).toEqual({});
    expect(changedFields(original, { ...original, runningCosts: '9000', notes: '' })).toEqual({
      runningCosts: '9000',
      notes: null,
    });
    // An older status nobody touched is not sent (the contract would refuse it).
    expect(
      checkDraft(ProjectUpdateBody, changedFields(original, { ...original, name: 'Renamed' })),
    ).toEqual({});
  });

  it('words contract failures with the form labels', () => {
    const body = draftToBody({
      ...draftFromProject(makeProject()),
      initialCosts: '-5',
      roi: '1.234',
      name: '',
    });
    expect(checkDraft(ProjectCreateBody, body)).toEqual({
      name: 'Project name is required',
      initialCosts:
        'Initial Costs must be an amount of zero or more such as 1234.50 (negative amounts are not allowed; at most 13 digits before the point and 2 after)',
      roi: 'ROI must be a percentage such as 125.5 (at most 6 digits before the point and 2 after)',
    });
  });
});
