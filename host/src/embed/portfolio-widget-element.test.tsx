import { waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@portfolio/contracts';
import type { WidgetProps } from '@portfolio/ui';
import { mockRouteError, server } from '@portfolio/ui/testing';

function Greeting({ navigate }: WidgetProps) {
  return <button onClick={() => navigate('/projects/42')}>Open project</button>;
}

const loadFromManifest = vi.fn();
const fromRegistry = vi.fn();
vi.mock('../remote/loader', () => ({
  loadFromManifest: (...args: unknown[]) => loadFromManifest(...args),
  createWidgetLoader: () => (...args: unknown[]) => fromRegistry(...args),
}));

const { definePortfolioWidget } = await import('./portfolio-widget-element');

function place(attributes: Record<string, string>) {
  const element = document.createElement('portfolio-widget');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  const events: { type: string; detail: unknown }[] = [];
  for (const type of ['ready', 'error', 'auth-required', 'navigate']) {
    element.addEventListener(type, (e) => events.push({ type, detail: (e as CustomEvent).detail }));
  }
  document.body.append(element);
  return { element, events };
}

describe('<portfolio-widget>', () => {
  beforeAll(() => definePortfolioWidget('https://portfolio.example.com'));
  // A visitor of the third-party page who is not signed in to the platform.
  beforeEach(() => server.use(mockRouteError(routes.getCurrentUser, 401, 'Unauthorized')));

  it('loads the widget from the registry, mounts it in a shadow root and relays its events', async () => {
    fromRegistry.mockResolvedValue({ default: Greeting, requiresUser: false });
    const { element, events } = place({ name: 'feedback-form', module: './FeedbackForm' });

    await waitFor(() => expect(element.shadowRoot?.querySelector('button')).not.toBeNull());
    expect(fromRegistry).toHaveBeenCalledWith('feedback-form', './FeedbackForm');
    // The page's light DOM stays empty: everything lives in the shadow root, styles included.
    expect(element.childElementCount).toBe(0);
    expect(element.shadowRoot!.querySelectorAll('style').length).toBeGreaterThan(0);
    await waitFor(() => expect(events).toContainEqual({ type: 'ready', detail: { name: 'feedback-form', module: './FeedbackForm' } }));

    element.shadowRoot!.querySelector('button')!.click();
    expect(events).toContainEqual({ type: 'navigate', detail: { path: '/projects/42' } });
    element.remove();
  });

  it('loads straight from a manifest attribute', async () => {
    loadFromManifest.mockResolvedValue({ default: Greeting, requiresUser: false });
    const { element } = place({
      name: 'feedback-form',
      module: './FeedbackForm',
      manifest: 'https://cdn.example.com/feedback-form/mf-manifest.json',
    });
    await waitFor(() => expect(element.shadowRoot?.querySelector('button')).not.toBeNull());
    expect(loadFromManifest).toHaveBeenCalledWith(
      'feedback-form',
      'https://cdn.example.com/feedback-form/mf-manifest.json',
      './FeedbackForm',
    );
    element.remove();
  });

  it('shows an error card and emits error when the widget cannot be loaded', async () => {
    fromRegistry.mockRejectedValue(new Error('The team-panel widget could not be loaded.'));
    const { element, events } = place({ name: 'team-panel', module: './TeamPanel' });
    await waitFor(() => expect(element.shadowRoot?.textContent).toContain('This widget is unavailable'));
    expect(events).toContainEqual({
      type: 'error',
      detail: { name: 'team-panel', module: './TeamPanel', message: 'The team-panel widget could not be loaded.' },
    });
    element.remove();
  });
});
