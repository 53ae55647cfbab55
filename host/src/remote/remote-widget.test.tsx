import { screen } from '@testing-library/react';
import { routes, WIDGET_NAMES } from '@portfolio/contracts';
import { describe, expect, it, vi } from 'vitest';
import type { WidgetProps } from '@portfolio/ui';
import {
  HttpResponse,
  mockRoute,
  mockRouteError,
  renderWithProviders,
  server,
} from '@portfolio/ui/testing';
import { fetchWidgetRegistry } from '../api/get-widget-registry';
import { WidgetLoaderContext } from './remote-widget';
import { RemoteWidget } from './remote-widget';
import type { WidgetModuleLoader } from './loader';

const widgetProps: WidgetProps = { companyId: 'c-1', user: null, navigate: () => {} };

function Dashboard({ companyId }: WidgetProps) {
  return <p>Dashboard of {companyId}</p>;
}

function Exploding(): never {
  throw new Error('Cannot read properties of undefined');
}

function renderRemote(loader: WidgetModuleLoader) {
  return renderWithProviders(
    <WidgetLoaderContext.Provider value={loader}>
      <p>The shell keeps working</p>
      <RemoteWidget
        name="portfolio-dashboard"
        module="./Dashboard"
        label="Dashboard"
        widgetProps={widgetProps}
      />
    </WidgetLoaderContext.Provider>,
  );
}

describe('RemoteWidget', () => {
  it('shows an error card with Retry when the widget cannot be loaded, and loads it on Retry', async () => {
    const loader = vi
      .fn()
      .mockRejectedValueOnce(new Error('ScriptExternalLoadError'))
      .mockResolvedValueOnce({ default: Dashboard });
    const { user } = renderRemote(loader as unknown as WidgetModuleLoader);

    const card = await screen.findByRole('alert');
    expect(card.textContent).toContain('Dashboard is unavailable');
    expect(screen.getByText('The shell keeps working')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Dashboard of c-1')).toBeTruthy();
    expect(loader).toHaveBeenCalledTimes(2);
    expect(loader).toHaveBeenLastCalledWith('portfolio-dashboard', './Dashboard');
  });

  it('contains a widget that throws while rendering', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRemote((async () => ({ default: Exploding })) as unknown as WidgetModuleLoader);
    const card = await screen.findByRole('alert');
    expect(card.textContent).toContain('Dashboard could not be displayed');
    expect(card.textContent).toContain('Cannot read properties of undefined');
    expect(screen.getByText('The shell keeps working')).toBeTruthy();
  });
});

describe('fetchWidgetRegistry', () => {
  it("uses the BFF's registry and fills in any widget it does not list", async () => {
    server.use(
      mockRoute(routes.getWidgetRegistry, () =>
        HttpResponse.json({
          'project-table': 'https://cdn.example.com/project-table/1.4.0/mf-manifest.json',
        }),
      ),
    );
    const registry = await fetchWidgetRegistry();
    expect(registry['project-table']).toBe(
      'https://cdn.example.com/project-table/1.4.0/mf-manifest.json',
    );
    expect(registry['feedback-form']).toBe(
      `${window.location.origin}/widgets/feedback-form/mf-manifest.json`,
    );
  });

  it('falls back to the same-origin layout when the registry cannot be read', async () => {
    server.use(mockRouteError(routes.getWidgetRegistry, 500));
    const registry = await fetchWidgetRegistry();
    expect(Object.keys(registry)).toEqual([...WIDGET_NAMES]);
    expect(registry['portfolio-dashboard']).toBe(
      `${window.location.origin}/widgets/portfolio-dashboard/mf-manifest.json`,
    );
  });
});
