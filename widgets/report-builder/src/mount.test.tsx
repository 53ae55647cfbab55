import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeCurrentUser, makeMembership, mountInDocument, server } from '@portfolio/ui/testing';
import { mount } from './expose/mount';
import { reportHandlers } from './testing/handlers';

describe('mount', () => {
  it('mounts the report builder on a page without React, and unmounts it', async () => {
    server.use(...reportHandlers());
    const { element, unmount } = mountInDocument(mount, {
      user: makeCurrentUser(),
      companyId: makeMembership().id,
    });
    expect(await screen.findByText('Reports', { selector: 'h1' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: /Investment by department/ })).toBeTruthy();
    unmount();
    expect(element.textContent).toBe('');
  });
});
