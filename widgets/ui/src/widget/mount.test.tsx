import { act, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { routes, toRouterPath } from '@portfolio/contracts';
import { describe, expect, it, vi } from 'vitest';
import { HttpResponse, makeCurrentUser, mockRoute, mockRouteJson } from '../testing/msw';
import { server } from '../testing/server';
import { mount } from './mount';
import type { WidgetProps } from './widget-props';

function Hello({ companyId, user, navigate, greeting }: WidgetProps & { greeting: string }) {
  return (
    <button onClick={() => navigate('/projects/42')}>
      {greeting} {user?.firstName ?? 'visitor'} of {companyId ?? 'no company'}
    </button>
  );
}

function Broken(): never {
  throw new Error('The chart exploded');
}

describe('mount', () => {
  it('renders into a shadow root with its styles inside it, and unmounts', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const onReady = vi.fn();
    let unmount = () => {};
    act(() => {
      unmount = mount(shadow, Hello, {
        user: null,
        requireUser: false,
        companyId: 'c-1',
        props: { greeting: 'Hi' },
        onReady,
      });
    });
    await waitFor(() => expect(shadow.textContent).toContain('Hi visitor of c-1'));
    expect(onReady).toHaveBeenCalledTimes(1);
    expect(shadow.querySelector('style')).not.toBeNull();
    expect(document.head.innerHTML).not.toContain('data-widget-root');

    act(() => unmount());
    expect(shadow.querySelector('[data-portfolio-widget]')).toBeNull();
    expect(shadow.querySelector('button')).toBeNull();
  });

  it('turns navigate into a bubbling navigate event by default', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const paths: string[] = [];
    document.body.addEventListener('navigate', (e) =>
      paths.push((e as CustomEvent<{ path: string }>).detail.path),
    );
    let unmount = () => {};
    act(() => {
      unmount = mount(host, Hello, { user: null, requireUser: false, props: { greeting: 'Hi' } });
    });
    await waitFor(() => expect(host.querySelector('button')).not.toBeNull());
    act(() => host.querySelector('button')!.click());
    expect(paths).toEqual(['/projects/42']);
    act(() => unmount());
    host.remove();
  });

  it('asks the BFF who is signed in and uses their first company', async () => {
    const user = makeCurrentUser();
    server.use(mockRoute(routes.getSession, () => HttpResponse.json(user)));
    const host = document.createElement('div');
    act(() => {
      mount(host, Hello, { props: { greeting: 'Hello' } });
    });
    await waitFor(() =>
      expect(host.textContent).toContain(`Hello Maya of ${user.companies[0]!.id}`),
    );
  });

  it("follows the live events of the signed-in person's company when the page names none", async () => {
    const user = makeCurrentUser();
    const companyId = user.companies[0]!.id;
    const streams: string[] = [];
    server.use(
      mockRoute(routes.getSession, () => HttpResponse.json(user)),
      http.get(`*${toRouterPath(routes.streamCompanyEvents.path)}`, ({ params }) => {
        streams.push(String(params.companyId));
        return new HttpResponse(new ReadableStream(), {
          headers: { 'Content-Type': 'text/event-stream' },
        });
      }),
    );
    const host = document.createElement('div');
    let unmount = () => {};
    act(() => {
      unmount = mount(host, Hello, { props: { greeting: 'Hello' } });
    });
    await waitFor(() => expect(streams).toEqual([companyId]));
    act(() => unmount());
  });

  it('asks for a sign-in when nobody is signed in', async () => {
    server.use(mockRouteJson(routes.getSession, null));
    const onAuthRequired = vi.fn();
    const host = document.createElement('div');
    act(() => {
      mount(host, Hello, {
        apiBaseUrl: 'https://portfolio.example.com',
        onAuthRequired,
        props: { greeting: 'Hi' },
      });
    });
    await waitFor(() => expect(host.textContent).toContain('Sign in required'));
    expect(onAuthRequired).toHaveBeenCalledTimes(1);
    expect(host.querySelector('a')?.getAttribute('href')).toBe(
      'https://portfolio.example.com/api/login',
    );
  });

  it('contains a widget that throws in an error card with Retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onError = vi.fn();
    const host = document.createElement('div');
    act(() => {
      mount(host, Broken, { user: null, requireUser: false, name: 'Dashboard', onError });
    });
    await waitFor(() => expect(host.textContent).toContain('Dashboard could not be displayed'));
    expect(host.textContent).toContain('The chart exploded');
    expect(host.querySelector('[role="alert"] button')?.textContent).toContain('Retry');
    expect(onError).toHaveBeenCalled();
  });
});
