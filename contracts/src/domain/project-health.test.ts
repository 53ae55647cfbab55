import { describe, expect, it } from 'vitest';
import { healthLabel, healthTone, projectHealth } from './project-health';

const risks = (...severities: ('high' | 'medium' | 'low')[]) => ({
  unresolvedRisks: severities.map((severity) => ({ severity })),
});

describe('projectHealth', () => {
  it('is green without unresolved risks, or with low ones only', () => {
    expect(projectHealth(risks())).toBe('green');
    expect(projectHealth(risks('low', 'low'))).toBe('green');
  });

  it('is amber with a medium risk and no high one', () => {
    expect(projectHealth(risks('medium'))).toBe('amber');
    expect(projectHealth(risks('low', 'medium', 'low'))).toBe('amber');
  });

  it('is red with any high risk, whatever else there is', () => {
    expect(projectHealth(risks('high'))).toBe('red');
    expect(projectHealth(risks('low', 'medium', 'high'))).toBe('red');
  });
});

describe('health labels and tones', () => {
  it('names each health and colours it as it says', () => {
    expect(['green', 'amber', 'red'].map(healthLabel)).toEqual(['Green', 'Amber', 'Red']);
    expect(['green', 'amber', 'red'].map(healthTone)).toEqual(['green', 'amber', 'red']);
  });

  it('shows another value as it is, in the neutral tone', () => {
    expect(healthLabel('purple')).toBe('purple');
    expect(healthTone('purple')).toBe('neutral');
  });
});
