import type { ReactNode } from 'react';
import { Provider as JotaiProvider } from 'jotai';
import { MemoryRouter } from 'react-router';
import styled from 'styled-components';
import type { Decorator } from 'storybook-react-rsbuild';
import type { WidgetProps } from '@portfolio/ui';
import { WidgetLoaderContext } from '../remote/remote-widget';
import type { WidgetModuleLoader } from '../remote/loader';

/** Stands in for a remote in stories: a dashed box naming the widget and module it replaces. */
export const placeholderLoader: WidgetModuleLoader = async <T,>(name: string, module: string) =>
  ({
    default: ({ companyId }: WidgetProps) => (
      <Placeholder>
        <strong>{name}</strong> {module}
        <span>company {companyId ?? 'none'}</span>
      </Placeholder>
    ),
  }) as T;

/** A remote that cannot be reached. */
export const failingLoader: WidgetModuleLoader = () =>
  Promise.reject(new Error('ScriptExternalLoadError'));

/** Router (at `path`), a fresh jotai store and the placeholder widgets around a host story. */
export const withShell =
  (path = '/', loader: WidgetModuleLoader = placeholderLoader): Decorator =>
  (Story) => (
    <Shell path={path} loader={loader}>
      <Story />
    </Shell>
  );

function Shell({
  path,
  loader,
  children,
}: {
  path: string;
  loader: WidgetModuleLoader;
  children: ReactNode;
}) {
  return (
    <JotaiProvider>
      <WidgetLoaderContext.Provider value={loader}>
        <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
      </WidgetLoaderContext.Provider>
    </JotaiProvider>
  );
}

const Placeholder = styled.div`
  display: grid;
  place-items: center;
  gap: 0.25rem;
  min-height: 12rem;
  border: 2px dashed ${(p) => p.theme.color.borderStrong};
  border-radius: ${(p) => p.theme.radius.lg};
  color: ${(p) => p.theme.color.textMuted};
  font-family: ${(p) => p.theme.font.mono};
  font-size: ${(p) => p.theme.fontSize.sm};
  span {
    font-size: ${(p) => p.theme.fontSize.xs};
  }
`;
