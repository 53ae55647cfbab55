import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { labelledOptions } from '../forms/fields';
import { renderWithProviders } from '../testing/render';
import { ToggleButtons } from './toggle-buttons';

const SIZES = labelledOptions(['small', 'large'], { small: 'Small', large: 'Large' });

describe('ToggleButtons', () => {
  it('presses the chosen button only, tells which one was clicked, and is not printed', () => {
    const onChange = vi.fn();
    renderWithProviders(
      <ToggleButtons aria-label="Size" options={SIZES} value="small" onChange={onChange} />,
    );
    const group = screen.getByRole('group', { name: 'Size' });
    expect(group.textContent).toBe('SmallLarge');
    expect(group.hasAttribute('data-print-hide')).toBe(true);
    expect(screen.getByRole('button', { name: 'Small', pressed: true })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Large', pressed: false })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Large' }));
    expect(onChange).toHaveBeenCalledWith('large');
  });
});
