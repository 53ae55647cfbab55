import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  createPortfolioStore,
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
});
