import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { ComplianceBadge, RiskBadge, StatusBadge } from './badge';

describe('StatusBadge', () => {
  it.each([
    ['active', 'Active', 'green'],
    ['in_progress', 'In Progress', 'blue'],
    ['planning', 'Planning', 'violet'],
    ['completed', 'Completed', 'slate'],
    ['on_hold', 'On Hold', 'amber'],
  ])('shows %s as %s', (status, label, tone) => {
    renderWithProviders(<StatusBadge status={status} />);
    expect(screen.getByText(label).getAttribute('data-tone')).toBe(tone);
  });

  it('shows an unknown status raw, in the neutral style', () => {
    renderWithProviders(<StatusBadge status="archived_legacy" />);
    expect(screen.getByText('archived_legacy').getAttribute('data-tone')).toBe('neutral');
  });

  it('comes in a small and a normal size', () => {
    renderWithProviders(
      <>
        <StatusBadge status="active" size="sm" />
        <StatusBadge status="planning" />
      </>,
    );
    const small = getComputedStyle(screen.getByText('Active')).fontSize;
    const normal = getComputedStyle(screen.getByText('Planning')).fontSize;
    expect(small).toBe('0.6875rem');
    expect(normal).toBe('0.75rem');
  });
});

describe('ComplianceBadge', () => {
  it.each([
    ['compliant', 'Compliant', 'green'],
    ['in_review', 'In Review', 'amber'],
    ['not_applicable', 'Not Applicable', 'neutral'],
    ['non_compliant', 'Non-Compliant', 'neutral'],
    ['pending_audit', 'pending_audit', 'neutral'],
  ])('shows %s as %s (%s)', (status, label, tone) => {
    renderWithProviders(<ComplianceBadge status={status} />);
    expect(screen.getByText(label).getAttribute('data-tone')).toBe(tone);
  });
});

describe('RiskBadge', () => {
  it('counts the risks in the colour of the worst, or names a lone severity', () => {
    renderWithProviders(
      <>
        <RiskBadge severity="high" count={2} />
        <RiskBadge severity="low" count={1} />
        <RiskBadge severity="medium" />
      </>,
    );
    expect(screen.getByText('2 risks').getAttribute('data-tone')).toBe('red');
    expect(screen.getByText('1 risk').getAttribute('data-tone')).toBe('slate');
    expect(screen.getByText('Medium risk').getAttribute('data-tone')).toBe('amber');
  });
});
