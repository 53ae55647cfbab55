import { describe, expect, it } from 'vitest';
import { complianceLabel, complianceTone, projectStatusLabel, projectStatusTone } from './status';

describe('status labels', () => {
  it('labels every project status as the spec says', () => {
    expect(
      ['active', 'in_progress', 'planning', 'completed', 'on_hold'].map(projectStatusLabel),
    ).toEqual(['Active', 'In Progress', 'Planning', 'Completed', 'On Hold']);
  });

  it('shows an unknown status raw with a neutral tone', () => {
    expect(projectStatusLabel('paused_legacy')).toBe('paused_legacy');
    expect(projectStatusTone('paused_legacy')).toBe('neutral');
  });

  it('colours compliance green when compliant, amber in review, neutral otherwise', () => {
    expect(
      ['compliant', 'in_review', 'non_compliant', 'not_applicable'].map(complianceTone),
    ).toEqual(['green', 'amber', 'neutral', 'neutral']);
    expect(complianceLabel('non_compliant')).toBe('Non-Compliant');
  });

  it('gives Active and Completed tones people tell apart', () => {
    expect(projectStatusTone('active')).toBe('green');
    expect(projectStatusTone('completed')).toBe('slate');
  });
});
