import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  createPortfolioStore,
  makeCurrentUser,
  makeDemoProject,
  mountInDocument,
  portfolioHandlers,
  server,
  withViewport,
} from '@portfolio/ui/testing';
import { mount } from '../expose/mount';

withViewport(600);

const project = makeDemoProject({ name: 'Mounted Copilot' });

function mountInto(options: Parameters<typeof mount>[1]) {
  server.use(...portfolioHandlers(createPortfolioStore([project])));
  return mountInDocument(mount, { user: makeCurrentUser(), ...options });
}

describe('mount', () => {
  it('shows the table by default, for the user’s first company', async () => {
    const { element, unmount } = mountInto({});
    await waitFor(() => expect(element.textContent).toContain('Mounted Copilot'));
    expect(element.querySelector('h1')?.textContent).toBe('All Projects');
    unmount();
    expect(element.textContent).toBe('');
  });

  it('shows the create form', async () => {
    const { element, unmount } = mountInto({ view: 'form' });
    await waitFor(() =>
      expect(element.querySelector('h1')?.textContent).toBe('Create New AI Project'),
    );
    unmount();
  });
});
