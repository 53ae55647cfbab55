import type { UseQueryResult } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answeredQuery } from '../../../testing/query-state';
import { renderWithProviders } from '../../../testing/render';
import { QueryView } from './query-view';

describe('QueryView', () => {
  it('shows the loading layout until the first answer', () => {
    renderWithProviders(
      <QueryView
        query={{ isPending: true, isError: false } as UseQueryResult<string[]>}
        pending={<p>loading</p>}
        errorTitle="Could not be loaded"
        empty={<p>Nothing yet.</p>}
      >
        {(rows) => <p>{rows.join(', ')}</p>}
      </QueryView>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
  });

  it('shows the empty state for an empty list, and the content otherwise', () => {
    const view = (rows: string[]) => (
      <QueryView
        query={answeredQuery(rows)}
        pending={null}
        errorTitle="Could not be loaded"
        empty={<p>Nothing yet.</p>}
      >
        {(list) => <p>{list.join(', ')}</p>}
      </QueryView>
    );
    const { rerender } = renderWithProviders(view([]));
    expect(screen.getByText('Nothing yet.')).toBeTruthy();
    rerender(view(['a', 'b']));
    expect(screen.getByText('a, b')).toBeTruthy();
    expect(screen.queryByText('Nothing yet.')).toBeNull();
  });

  it('asks isEmpty whether an answer that is not a list holds nothing', () => {
    renderWithProviders(
      <QueryView
        query={answeredQuery({ pages: [{ entries: [] as string[] }] })}
        pending={null}
        errorTitle="Could not be loaded"
        empty={<p>Nothing of this kind.</p>}
        isEmpty={(data) => data.pages.every((page) => page.entries.length === 0)}
      >
        {() => <p>entries</p>}
      </QueryView>,
    );
    expect(screen.getByText('Nothing of this kind.')).toBeTruthy();
  });

  it('shows an empty list as content when no empty state is given', () => {
    renderWithProviders(
      <QueryView
        query={answeredQuery([] as string[])}
        pending={null}
        errorTitle="Could not be loaded"
      >
        {(rows) => <p>{`${rows.length} rows`}</p>}
      </QueryView>,
    );
    expect(screen.getByText('0 rows')).toBeTruthy();
  });
});
