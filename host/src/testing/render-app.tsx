import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { Provider as JotaiProvider } from 'jotai';
import type { CurrentUser } from '@portfolio/contracts';
import type { WidgetProps } from '@portfolio/ui';
import { server } from '@portfolio/ui/testing';
import { HostProviders } from '../app';
import { AppRoutes } from '../app-routes';
import { WidgetLoaderContext } from '../remote/remote-widget';
import { currentUserHandler } from './handlers';
import type { WidgetModuleLoader } from '../remote/loader';

/** Stands in for every remote: shows which module was asked for, with which company. */
export const stubLoader: WidgetModuleLoader = async <T,>(name: string, module: string) =>
  ({
    default: ({ companyId }: WidgetProps) => (
      <p>
        widget {name} {module} for {companyId ?? 'none'}
      </p>
    ),
  }) as T;

/** The whole host at `path`, as the browser would show it, with remotes from `loader`. */
export function renderApp(path: string, loader: WidgetModuleLoader = stubLoader) {
  return {
    user: userEvent.setup(),
    ...render(
      <HostProviders>
        <JotaiProvider>
          <WidgetLoaderContext.Provider value={loader}>
            <MemoryRouter initialEntries={[path]}>
              <AppRoutes />
            </MemoryRouter>
          </WidgetLoaderContext.Provider>
        </JotaiProvider>
      </HostProviders>,
    ),
  };
}

/** The BFF knows `user`. */
export const signedIn = (user: CurrentUser) => server.use(currentUserHandler(user));

/** The BFF knows nobody: the session route answers null. */
export const signedOut = () => server.use(currentUserHandler(null));
