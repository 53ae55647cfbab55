import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/render';
import { SkeletonList } from './skeleton-list';

describe('SkeletonList', () => {
  it('is a busy status region named after what loads, with three rows unless told', () => {
    renderWithProviders(<SkeletonList label="Loading the risks" height="6rem" />);
    const region = screen.getByRole('status', { name: 'Loading the risks' });
    expect(region.getAttribute('aria-busy')).toBe('true');
    expect(region.children).toHaveLength(3);
    expect(region.children[0]!.getAttribute('aria-hidden')).toBe('true');
  });

  it('shows as many rows as asked', () => {
    renderWithProviders(<SkeletonList label="Loading the figures" height="7rem" count={1} />);
    expect(screen.getByRole('status', { name: 'Loading the figures' }).children).toHaveLength(1);
  });
});
