import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { CompanyGate } from './company-gate';

describe('CompanyGate', () => {
  it('renders the page for the company', () => {
    const navigate = vi.fn();
    renderWithProviders(
      <CompanyGate companyId="c-1" navigate={navigate} action="see the incidents">
        {(companyId) => <p>Incidents of {companyId}</p>}
      </CompanyGate>,
    );
    expect(screen.getByText('Incidents of c-1')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'No Company Access' })).toBeNull();
  });

  it('without a company says what one is needed for and goes to the dashboard', () => {
    const navigate = vi.fn();
    const page = vi.fn(() => <p>Incidents</p>);
    renderWithProviders(
      <CompanyGate companyId={null} navigate={navigate} action="see the incidents">
        {page}
      </CompanyGate>,
    );
    expect(page).not.toHaveBeenCalled();
    expect(
      screen.getByText('You need to be a member of a company to see the incidents.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Go to Dashboard' }));
    expect(navigate).toHaveBeenCalledWith('/');
  });
});
