import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/render';
import { PrintButton } from './print-button';

describe('PrintButton', () => {
  it('prints the page, named by what it prints where the page says so', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const { user } = renderWithProviders(
      <>
        <PrintButton />
        <PrintButton label="Print project" />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Print' }));
    await user.click(screen.getByRole('button', { name: 'Print project' }));
    expect(print).toHaveBeenCalledTimes(2);
    print.mockRestore();
  });

  it('prints nothing while it is off', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const { user } = renderWithProviders(<PrintButton disabled />);
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).not.toHaveBeenCalled();
    print.mockRestore();
  });
});
