import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/render';
import { LoadMore } from './load-more';

describe('LoadMore', () => {
  it('reads the next page on a click, disabled while it loads, gone on the last page', async () => {
    const fetchNextPage = vi.fn(() => Promise.resolve());
    const query = { hasNextPage: true, isFetchingNextPage: false, fetchNextPage };
    const { rerender, user } = renderWithProviders(<LoadMore query={query} label="Show older" />);
    await user.click(screen.getByRole('button', { name: 'Show older' }));
    expect(fetchNextPage).toHaveBeenCalledOnce();

    rerender(<LoadMore query={{ ...query, isFetchingNextPage: true }} label="Show older" />);
    expect(screen.getByRole('button', { name: 'Loading…' })).toHaveProperty('disabled', true);

    rerender(<LoadMore query={{ ...query, hasNextPage: false }} label="Show older" />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
