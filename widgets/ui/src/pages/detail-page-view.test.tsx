import type { UseQueryResult } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/render';
import { DetailPageView } from './detail-page-view';

const view = (query: Partial<UseQueryResult<{ title: string }>>) => (
  <DetailPageView
    query={query as UseQueryResult<{ title: string }>}
    back={{ to: '/incidents', label: 'All incidents' }}
    navigate={vi.fn()}
    noun="incident"
  >
    {(incident, back) => (
      <section>
        {back}
        <h1>{incident.title}</h1>
      </section>
    )}
  </DetailPageView>
);

describe('DetailPageView', () => {
  it('keeps the link back to the list above the loading layout, the error and the page', () => {
    const { rerender } = renderWithProviders(view({ isPending: true, isError: false }));
    expect(screen.getByRole('status', { name: 'Loading the incident' })).toBeTruthy();
    const back = () => screen.getByRole('link', { name: 'All incidents' }).getAttribute('href');
    expect(back()).toBe('/incidents');

    rerender(
      view({
        isPending: false,
        isError: true,
        error: new Error('Incident not found'),
        refetch: vi.fn(),
      }),
    );
    expect(screen.getByText('The incident could not be loaded')).toBeTruthy();
    expect(screen.getByText('Incident not found')).toBeTruthy();
    expect(back()).toBe('/incidents');

    rerender(view({ isPending: false, isError: false, data: { title: 'Model leak' } }));
    expect(screen.getByRole('heading', { name: 'Model leak' })).toBeTruthy();
    expect(back()).toBe('/incidents');
  });
});
