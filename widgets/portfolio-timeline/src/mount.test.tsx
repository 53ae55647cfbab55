import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  createPortfolioStore,
  demoPortfolio,
  makeProject,
  mountForDemoUser,
  portfolioHandlers,
} from '@portfolio/ui/testing';
import { mount } from './expose/mount';

describe('mount', () => {
  it('mounts the timeline on a page without React, and unmounts it', async () => {
    const { element, unmount } = mountForDemoUser(mount, {
      handlers: portfolioHandlers(createPortfolioStore([makeProject({ name: 'Churn model' })])),
    });
    expect(await screen.findByText('Timeline', { selector: 'h1' })).toBeTruthy();
    unmount();
    expect(element.textContent).toBe('');
  });

  it('mounts the capacity view when asked for it', async () => {
    const { unmount } = mountForDemoUser(mount, {
      handlers: portfolioHandlers(demoPortfolio()),
      view: 'capacity',
    });
    expect(await screen.findByText('Capacity', { selector: 'h1' })).toBeTruthy();
    expect(
      await screen.findByRole('button', { name: /^Maya Chen, .*over-allocated$/ }),
    ).toBeTruthy();
    unmount();
  });
});
