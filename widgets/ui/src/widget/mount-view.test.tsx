import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { viewMount } from './mount-view';
import type { WidgetProps } from './widget-props';

function Greeting({ greeting, who }: WidgetProps & { greeting?: string; who?: string }) {
  return (
    <p>
      {greeting} {who}
    </p>
  );
}

const VIEWS = {
  plain: { component: Greeting, name: 'Plain' },
  hello: { component: Greeting, name: 'Hello', props: { greeting: 'Hello', who: 'world' } },
};
const mount = viewMount(VIEWS, 'hello');

function mountIn(view: keyof typeof VIEWS | undefined, props?: Record<string, unknown>) {
  const element = document.createElement('div');
  let unmount = () => {};
  act(() => {
    unmount = mount(element, { view, user: null, requireUser: false, props });
  });
  return { element, unmount: () => act(() => unmount()) };
}

describe('viewMount', () => {
  it('mounts the view named, with the page props, and unmounts it', async () => {
    const { element, unmount } = mountIn('plain', { greeting: 'Hi', who: 'there' });
    await waitFor(() => expect(element.textContent).toBe('Hi there'));
    unmount();
    expect(element.textContent).toBe('');
  });

  it("mounts its usual view unless told, the page's props over the view's own", async () => {
    const { element, unmount } = mountIn(undefined, { who: 'Ada' });
    await waitFor(() => expect(element.textContent).toBe('Hello Ada'));
    unmount();
  });

  it('refuses a view it does not have, naming those there are', () => {
    expect(() => mount(document.createElement('div'), { view: 'gantt' as 'plain' })).toThrow(
      'Unknown view "gantt": one of plain, hello',
    );
  });
});
