import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mountForDemoUser, portfolioHandlers } from '@portfolio/ui/testing';
import { portfolioProjects } from '../testing/fixtures';
import { mount, type DashboardView } from './mount';

const mountView = (view?: DashboardView) =>
  mountForDemoUser(mount, {
    handlers: portfolioHandlers(portfolioProjects),
    ...(view && { view }),
  });

describe('portfolio-dashboard mount', () => {
  it('mounts the dashboard unless told otherwise', async () => {
    const { element, unmount } = mountView();
    await waitFor(() =>
      expect(element.querySelector('h1')?.textContent).toBe('AI Project Portfolio'),
    );
    await waitFor(() => expect(element.textContent).toContain('$2.5M'));
    unmount();
    expect(element.textContent).toBe('');
  });

  it.each([
    ['by-department', 'Projects by Department'],
    ['by-status', 'Projects by Status'],
  ] as const)('mounts the %s view', async (view, title) => {
    const { element, unmount } = mountView(view);
    await waitFor(() => expect(element.querySelector('h1')?.textContent).toBe(title));
    unmount();
  });

  it('refuses a view it does not have', () => {
    expect(() => mount(document.createElement('div'), { view: 'gantt' as DashboardView })).toThrow(
      /Unknown view "gantt"/,
    );
  });
});
