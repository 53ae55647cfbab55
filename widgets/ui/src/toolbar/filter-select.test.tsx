import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/render';
import { FilterSelect } from './filter-select';

const SEVERITIES = [
  { value: 'high', label: 'High' },
  { value: 'low', label: 'Low' },
] as const;

describe('FilterSelect', () => {
  it('offers every option after the one that turns the filter off', () => {
    renderWithProviders(
      <FilterSelect
        aria-label="Severity"
        value={undefined}
        allLabel="All severities"
        options={SEVERITIES}
        onChange={() => {}}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Severity' }) as HTMLSelectElement;
    expect([...select.options].map((option) => option.text)).toEqual([
      'All severities',
      'High',
      'Low',
    ]);
    expect(select.value).toBe('');
  });

  it('gives the chosen value, and undefined for all', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(
      <FilterSelect
        aria-label="Severity"
        value="high"
        allLabel="All severities"
        options={SEVERITIES.map((s) => s.value)}
        onChange={onChange}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Severity' });
    expect((select as HTMLSelectElement).value).toBe('high');
    await user.selectOptions(select, 'low');
    expect(onChange).toHaveBeenLastCalledWith('low');
    await user.selectOptions(select, 'All severities');
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });
});
