import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  createPortfolioStore,
  demoPortfolio,
  makeCurrentUser,
  makeMembership,
  makeProject,
  mountInDocument,
  portfolioHandlers,
  server,
} from '@portfolio/ui/testing';
import { mount } from './expose/mount';

describe('mount', () => {
  it('mounts the timeline on a page without React, and unmounts it', async () => {
    server.use(...portfolioHandlers(createPortfolioStore([makeProject({ name: 'Churn model' })])));
    const { element, unmount } = mountInDocument(mount, {
      user: makeCurrentUser(),
      companyId: makeMembership().id,
    });
    expect(await screen.findByText('Timeline', { selector: 'h1' })).toBeTruthy();
    unmount();
    expect(element.textContent).toBe('');
  });

  it('mounts the capacity view when asked for it', async () => {
    server.use(...portfolioHandlers(demoPortfolio()));
    const { unmount } = mountInDocument(
      (element: HTMLElement, options: Parameters<typeof mount>[1]) =>
        mount(element, { ...options, view: 'capacity' }),
      { user: makeCurrentUser(), companyId: makeMembership().id },
    );
    expect(await screen.findByText('Capacity', { selector: 'h1' })).toBeTruthy();
    expect(
      await screen.findByRole('button', { name: /^Maya Chen, .*over-allocated$/ }),
    ).toBeTruthy();
    unmount();
  });
});
