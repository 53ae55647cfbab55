import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
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

  it('counts the projects of each EU AI Act class under the EU AI Act', () => {
    const navigate = vi.fn();
    renderWithProviders(
      <ComplianceOverview
        totalProjects={4}
        compliance={{
          euAiAct: { compliant: 1, in_review: 1, not_applicable: 1, non_compliant: 1 },
          gdpr: { compliant: 4, in_review: 0, not_applicable: 0, non_compliant: 0 },
          dora: { compliant: 4, in_review: 0, not_applicable: 0, non_compliant: 0 },
        }}
        aiActClasses={{ prohibited: 0, high_risk: 1, limited: 2, minimal: 0, unassessed: 1 }}
        navigate={navigate}
      />,
    );
    expect(screen.getByRole('link', { name: 'EU AI Act obligations' }).getAttribute('href')).toBe(
      '/compliance',
    );
    const classes = within(screen.getByRole('region', { name: 'EU AI Act' })).getByRole('list', {
      name: 'EU AI Act classes',
    });
    expect(
      within(classes)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Prohibited0', 'High-risk1', 'Limited risk2', 'Minimal risk0', 'Not assessed1']);
    expect(
      within(screen.getByRole('region', { name: 'GDPR' })).queryByRole('list', {
        name: 'EU AI Act classes',
      }),
    ).toBeNull();
  });
});
