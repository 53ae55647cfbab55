import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@portfolio/ui/testing';
import { ComplianceOverview } from './compliance-overview';

describe('ComplianceOverview', () => {
  it('shows each regime with its compliant count and the other statuses', () => {
    renderWithProviders(
      <ComplianceOverview
        totalProjects={10}
        compliance={{
          euAiAct: { compliant: 4, in_review: 3, not_applicable: 2, non_compliant: 1 },
          gdpr: { compliant: 7, in_review: 0, not_applicable: 3, non_compliant: 0 },
          dora: { compliant: 1, in_review: 1, not_applicable: 8, non_compliant: 0 },
        }}
      />,
    );
    const regime = (name: string) => screen.getByRole('region', { name });
    expect(within(regime('EU AI Act')).getByTestId('compliant-count').textContent).toBe('4');
    expect(within(regime('EU AI Act')).getByRole('progressbar').getAttribute('aria-valuenow')).toBe(
      '40',
    );
    expect(regime('EU AI Act').querySelector('[data-status="in_review"]')?.textContent).toBe(
      'In Review3',
    );
    expect(within(regime('GDPR')).getByTestId('compliant-count').textContent).toBe('7');
    expect(within(regime('DORA/NIST')).getByTestId('compliant-count').textContent).toBe('1');
    expect(regime('DORA/NIST').querySelector('[data-status="not_applicable"]')?.textContent).toBe(
      'Not Applicable8',
    );
  });
});
