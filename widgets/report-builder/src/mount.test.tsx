import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mountForDemoUser } from '@portfolio/ui/testing';
import { mount } from './expose/mount';
import { reportHandlers } from './testing/handlers';

describe('mount', () => {
  it('mounts the report builder on a page without React, and unmounts it', async () => {
    const { element, unmount } = mountForDemoUser(mount, { handlers: reportHandlers() });
    expect(await screen.findByText('Reports', { selector: 'h1' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: /Investment by department/ })).toBeTruthy();
    unmount();
    expect(element.textContent).toBe('');
  });
});
