import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatMoneyK, formatMoneyM } from '@portfolio/contracts';
import { renderWithProviders } from '../../../testing/render';
import { Money } from './money';

describe('Money', () => {
  it('abbreviates by the one rule unless given the format of its place, the exact figure in the title', () => {
    renderWithProviders(
      <>
        <Money amount="6500" />
        <Money amount="6500" format={formatMoneyK} />
        <Money amount="872000" format={formatMoneyM} />
      </>,
    );
    expect(screen.getByText('$6.5K').getAttribute('title')).toBe('$6,500');
    expect(screen.getByText('$7K').getAttribute('title')).toBe('$6,500');
    expect(screen.getByText('$0.9M').getAttribute('title')).toBe('$872,000');
  });

  it('adds the period to the figure and its title, and shows a missing amount as TBD alone', () => {
    const { container } = renderWithProviders(
      <>
        <Money amount="8500" format={formatMoneyK} per="/month" />
        <Money amount={null} format={formatMoneyK} per="/month" />
      </>,
    );
    expect(screen.getByTitle('$8,500/month').textContent).toBe('$9K/month');
    expect(container.textContent).toBe('$9K/monthTBD');
    expect(container.querySelectorAll('abbr')).toHaveLength(1);
  });
});
