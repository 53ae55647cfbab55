import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mountInDocument, server } from '@portfolio/ui/testing';
import { COMPANY_ID, PROJECT_ID, adminUser } from './testing/fixtures';
import { llmHandlers } from './testing/handlers';
import { mount } from './expose/mount';

describe('mount', () => {
  it('mounts the registry by default', async () => {
    server.use(...llmHandlers());
    const { element: host, unmount } = mountInDocument(mount, {
      user: adminUser,
      companyId: COMPANY_ID,
    });
    expect(await screen.findByText('LLM Models', { selector: 'h1' })).toBeTruthy();
    await screen.findByText('GPT-4o', { selector: 'h2' });
    unmount();
    expect(host.textContent).toBe('');
  });

  it("mounts a project's LLM Models card with the project-models view", async () => {
    server.use(...llmHandlers());
    const { element: host, unmount } = mountInDocument(mount, {
      user: adminUser,
      companyId: COMPANY_ID,
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
