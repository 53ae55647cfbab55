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
  it('mounts the risk register on a page without React, and unmounts it', async () => {
    server.use(
      ...portfolioHandlers(
        createPortfolioStore([makeProject({ status: 'active', euAiActStatus: 'non_compliant' })]),
      ),
    );
    const { element, unmount } = mountInDocument(mount, {
      user: makeCurrentUser(),
      companyId: makeMembership().id,
    });
    expect(await screen.findByText('Risks', { selector: 'h1' })).toBeTruthy();
    await screen.findByText('Active while non-compliant with the EU AI Act');
    unmount();
    expect(element.textContent).toBe('');
  });
});
