import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  createPortfolioStore,
  makeProject,
  mountForDemoUser,
  portfolioHandlers,
} from '@portfolio/ui/testing';
import { mount } from './expose/mount';

describe('mount', () => {
  it('mounts the risk register on a page without React, and unmounts it', async () => {
    const { element, unmount } = mountForDemoUser(mount, {
      handlers: portfolioHandlers(
        createPortfolioStore([makeProject({ status: 'active', euAiActStatus: 'non_compliant' })]),
      ),
    });
    expect(await screen.findByText('Risks', { selector: 'h1' })).toBeTruthy();
    await screen.findByText('Active while non-compliant with the EU AI Act');
    unmount();
    expect(element.textContent).toBe('');
  });
});
