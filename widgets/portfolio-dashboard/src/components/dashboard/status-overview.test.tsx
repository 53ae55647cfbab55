import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@portfolio/ui/testing';
import { StatusOverview } from './status-overview';

const values = () =>
  screen.getAllByRole('progressbar').map((bar) => Number(bar.getAttribute('aria-valuenow')));

describe('StatusOverview', () => {
  it('shows active, in progress, planning and completed as whole-percent shares of all projects', () => {
    // on_hold and an unknown status count in the total but have no bar.
    renderWithProviders(
      <StatusOverview
        byStatus={{ active: 1, in_progress: 1, planning: 0, completed: 4, on_hold: 2, retired: 1 }}
        totalProjects={9}
      />,
    );
    expect(screen.getAllByRole('progressbar').map((bar) => bar.getAttribute('aria-label'))).toEqual(
      ['Active projects', 'In Progress projects', 'Planning projects', 'Completed projects'],
    );
    expect(values()).toEqual([11, 11, 0, 44]);
  });

  it('shows 0% for every status of an empty portfolio', () => {
    renderWithProviders(<StatusOverview byStatus={{}} totalProjects={0} />);
    expect(values()).toEqual([0, 0, 0, 0]);
  });
});
