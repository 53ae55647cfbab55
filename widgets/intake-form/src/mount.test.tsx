import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mountForDemoUser } from '@portfolio/ui/testing';
import { NAVIGATE_EVENT, type NavigateEventDetail } from '@portfolio/ui';
import { mount } from './expose/mount';
import { intakeHandlers } from './testing/handlers';
import { createMemberProposalsBook } from './testing/member-proposals';

describe('mount', () => {
  // The whole form, some fifty controls: slow to draw on a busy machine.
  it(
    'mounts the intake form on a page without React, links out by navigate events, and unmounts',
    { timeout: 40_000 },
    async () => {
      const { element, unmount } = mountForDemoUser(mount, {
        handlers: intakeHandlers(createMemberProposalsBook()),
      });
      expect(await screen.findByText('Propose an AI project', { selector: 'h1' })).toBeTruthy();
      expect(screen.getByLabelText(/^Project Name/)).toBeTruthy();
      const link = await screen.findByText('Meeting minutes summariser', { selector: 'a' });

      // Embedded, a link asks the page to go there: a `navigate` event on the element.
      const navigated = vi.fn<(path: string) => void>();
      element.addEventListener(NAVIGATE_EVENT, (event) =>
        navigated((event as CustomEvent<NavigateEventDetail>).detail.path),
      );
      fireEvent.click(link);
      expect(navigated).toHaveBeenCalledWith(expect.stringMatching(/^\/proposals\//));

      unmount();
      expect(element.textContent).toBe('');
    },
  );
});
