import { useState } from 'react';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/render';
import { SearchField } from './search-field';

function Searched() {
  const [text, setText] = useState('');
  return <SearchField aria-label="Search items" value={text} onChange={setText} />;
}

describe('SearchField', () => {
  it('gives the typed text, and offers to clear it only while there is some', async () => {
    const { user } = renderWithProviders(<Searched />);
    const box = screen.getByRole('searchbox', { name: 'Search items' }) as HTMLInputElement;
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();

    await user.type(box, 'pilot');
    expect(box.value).toBe('pilot');

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(box.value).toBe('');
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
  });

  it('shows what it is given at the right end in place of the clear button', () => {
    renderWithProviders(
      <SearchField
        aria-label="Search items"
        value="pilot"
        onChange={() => {}}
        end={<span role="status">Updating</span>}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe('Updating');
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
  });
});
