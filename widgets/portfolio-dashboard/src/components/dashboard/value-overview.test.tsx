import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@portfolio/ui/testing';
import type { PortfolioSummary } from '@portfolio/contracts';
import { ValueOverview } from './value-overview';

/** The card over November's figures: nothing planned or past payback unless `value` says. */
function renderValue(value: Partial<PortfolioSummary['value']>) {
  const navigate = vi.fn();
  const ui = renderWithProviders(
    <ValueOverview
      navigate={navigate}
      value={{
        month: '2026-11',
        byDepartment: [],
        pastPaybackCount: 0,
        pastPaybackWithoutValue: [],
        ...value,
      }}
    />,
  );
  return { ...ui, navigate };
}

describe('ValueOverview', () => {
  it('shows planned against realised return per department and the projects past payback without value', async () => {
    const { user, navigate } = renderValue({
      byDepartment: [
        { department: 'Finance', planned: '800000.00', realised: '100000.00' },
        { department: 'Sales', planned: '400000.00', realised: '300000.00' },
      ],
      pastPaybackCount: 1,
      pastPaybackWithoutValue: [
        {
          id: 'p1',
          name: 'Invoice Anomaly Detection',
          department: 'Finance',
          plannedPaybackMonth: '2026-06',
          realisedToDate: '0.00',
          costsToDate: '430000.00',
        },
      ],
    });
    const rows = screen.getAllByTestId('value-department');
    expect(rows.map((r) => r.textContent)).toEqual([
      'Finance$100K of $800K',
      'Sales$300K of $400K',
    ]);
    expect(
      within(rows[0]!)
        .getByRole('progressbar', { name: /Finance/ })
        .getAttribute('aria-valuenow'),
    ).toBe('12');
    expect(screen.getByTestId('past-payback-count').textContent).toBe('1');
    const past = screen.getByRole('region', { name: /Past payback without value/ });
    expect(past.textContent).toContain('Finance · planned Jun 2026 · $0 of $430K costs');
    await user.click(within(past).getByRole('link', { name: 'Invoice Anomaly Detection' }));
    expect(navigate).toHaveBeenCalledWith('/projects/p1');
  });

  it('says when there is nothing to compare yet', () => {
    renderValue({});
    expect(screen.getByText(/No planned or realised return yet/)).toBeTruthy();
    expect(screen.getByText(/Every project past its planned payback has paid back/)).toBeTruthy();
  });

  it('counts every project past payback and lists the longest overdue', () => {
    const listed = Array.from({ length: 10 }, (_, i) => ({
      id: `p${i}`,
      name: `Project ${i}`,
      department: 'Finance',
      plannedPaybackMonth: '2026-01',
      realisedToDate: '0.00',
      costsToDate: '1000.00',
    }));
    renderValue({ pastPaybackCount: 16572, pastPaybackWithoutValue: listed });
    expect(screen.getByTestId('past-payback-count').textContent).toBe('16572');
    const past = screen.getByRole('region', { name: /Past payback without value/ });
    expect(within(past).getAllByRole('link')).toHaveLength(10);
    expect(past.textContent).toContain(
      '16,572 projects to review with their benefit owners; the 10 longest overdue are listed',
    );
  });
});
