import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mountForDemoUser } from '@portfolio/ui/testing';
import { PROJECT_ID } from './testing/fixtures';
import { llmHandlers } from './testing/handlers';
import { mount } from './expose/mount';

describe('mount', () => {
  it('mounts the registry by default', async () => {
    const { element: host, unmount } = mountForDemoUser(mount, { handlers: llmHandlers() });
    expect(await screen.findByText('LLM Models', { selector: 'h1' })).toBeTruthy();
    await screen.findByText('GPT-4o', { selector: 'h2' });
    unmount();
    expect(host.textContent).toBe('');
  });

  it("mounts a project's LLM Models card with the project-models view", async () => {
    const { element: host, unmount } = mountForDemoUser(mount, {
      handlers: llmHandlers(),
      view: 'project-models',
      projectId: PROJECT_ID,
    });
    await waitFor(() => expect(host.textContent).toContain('Total monthly cost'));
    expect(host.textContent).toContain('$1,250.50');
    unmount();
  });

  it('needs a project for the project-models view', () => {
    expect(() => mount(document.createElement('div'), { view: 'project-models' })).toThrow(
      /projectId/,
    );
  });
});
