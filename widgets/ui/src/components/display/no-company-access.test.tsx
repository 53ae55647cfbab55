import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { NoCompanyAccess } from './no-company-access';

describe('NoCompanyAccess', () => {
  it('says what a company is needed for and links to the dashboard', () => {
    renderWithProviders(<NoCompanyAccess action="manage team members" />);
    expect(screen.getByRole('heading', { name: 'No Company Access' })).toBeTruthy();
    expect(
      screen.getByText('You need to be a member of a company to manage team members.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' }).getAttribute('href')).toBe('/');
  });

  it('goes to the dashboard through the callback on a plain click', () => {
    const onGoToDashboard = vi.fn();
    renderWithProviders(
      <NoCompanyAccess action="create projects" onGoToDashboard={onGoToDashboard} />,
    );
    const link = screen.getByRole('link', { name: 'Go to Dashboard' });
    // fireEvent returns false when the default (following the href) was prevented.
    expect(fireEvent.click(link)).toBe(false);
    expect(onGoToDashboard).toHaveBeenCalledTimes(1);
  });

  it('leaves a modified click (open in a new tab) to the browser', () => {
    const onGoToDashboard = vi.fn();
    renderWithProviders(
      <NoCompanyAccess action="create projects" href="/app/" onGoToDashboard={onGoToDashboard} />,
    );
    const link = screen.getByRole('link', { name: 'Go to Dashboard' });
    expect(link.getAttribute('href')).toBe('/app/');
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(onGoToDashboard).not.toHaveBeenCalled();
  });
});
