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

describe('projectHealth from schedule slip and budget burn', () => {
  it('turns amber beyond 14 days late against the baseline, red beyond 30', () => {
    expect(projectHealth({ ...risks(), scheduleSlipDays: 14 })).toBe('green');
    expect(projectHealth({ ...risks(), scheduleSlipDays: 15 })).toBe('amber');
    expect(projectHealth({ ...risks(), scheduleSlipDays: 30 })).toBe('amber');
    expect(projectHealth({ ...risks(), scheduleSlipDays: 31 })).toBe('red');
    expect(projectHealth({ ...risks(), scheduleSlipDays: -40 })).toBe('green');
    expect(projectHealth({ ...risks(), scheduleSlipDays: null })).toBe('green');
  });

  it('turns amber above 100% of the plan to date, red above 110%', () => {
    expect(projectHealth({ ...risks(), budgetBurnPercent: '100.00' })).toBe('green');
    expect(projectHealth({ ...risks(), budgetBurnPercent: '100.01' })).toBe('amber');
    expect(projectHealth({ ...risks(), budgetBurnPercent: '110.00' })).toBe('amber');
    expect(projectHealth({ ...risks(), budgetBurnPercent: '110.01' })).toBe('red');
    expect(projectHealth({ ...risks(), budgetBurnPercent: null })).toBe('green');
  });

  it('takes the worst signal', () => {
    expect(projectHealth({ ...risks('high'), scheduleSlipDays: 0, budgetBurnPercent: '50' })).toBe(
      'red',
    );
    expect(projectHealth({ ...risks('low'), scheduleSlipDays: 20, budgetBurnPercent: '200' })).toBe(
      'red',
    );
  });
});
