import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@portfolio/ui/testing';
import { ComplianceOverview } from './compliance-overview';

type Counts = [compliant: number, inReview: number, notApplicable: number, nonCompliant: number];
const regimeCounts = ([compliant, in_review, not_applicable, non_compliant]: Counts) => ({
  compliant,
  in_review,
  not_applicable,
  non_compliant,
});
/** The summary's counts by regime, each as compliant, in review, not applicable, non-compliant. */
const compliance = (euAiAct: Counts, gdpr: Counts, dora: Counts) => ({
  euAiAct: regimeCounts(euAiAct),
  gdpr: regimeCounts(gdpr),
  dora: regimeCounts(dora),
});

describe('ComplianceOverview', () => {
  it('shows each regime with its compliant count and the other statuses', () => {
    renderWithProviders(
      <ComplianceOverview
        totalProjects={10}
        compliance={compliance([4, 3, 2, 1], [7, 0, 3, 0], [1, 1, 8, 0])}
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
        compliance={compliance([1, 1, 1, 1], [4, 0, 0, 0], [4, 0, 0, 0])}
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
