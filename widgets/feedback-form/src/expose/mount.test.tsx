import { act, fireEvent, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { server } from '@portfolio/ui/testing';
import { feedbackHandler } from '../testing/handlers';
import { mount } from './mount';

describe('feedback-form mount', () => {
  it('mounts into a shadow root of a page without React, asking nobody to sign in', async () => {
    server.use(feedbackHandler());
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    let unmount = () => {};
    act(() => {
      unmount = mount(shadow, { props: { title: 'Share Your Feedback' } });
    });
    await waitFor(() =>
      expect(shadow.querySelector('h2')?.textContent).toBe('Share Your Feedback'),
    );
    expect(shadow.textContent).not.toContain('Sign in required');
    const button = shadow.querySelector('button[type="submit"]')!;
    expect(button.textContent).toBe('Submit Feedback');
    act(() => {
      fireEvent.click(button);
    });
    await waitFor(() => expect(shadow.textContent).toContain('Name must be at least 2 characters'));
    act(() => unmount());
    expect(shadow.querySelector('form')).toBeNull();
  });
});
