import { useContext, useEffect, useState, type ReactNode } from 'react';
import {
  QueryClientContext,
  QueryClientProvider,
  QueryErrorResetBoundary,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import styled from 'styled-components';
import { ApiProvider, useApi } from '../api/api-context';
import { watchCompanyEvents } from '../api/company-events';
import type { ApiConfig } from '../api/api-client';
import { createQueryClient } from '../api/query';
import { ToastProvider, useToastStore } from '../components/toast/toast-provider';
import { TooltipProvider } from '../components/overlays/tooltip/tooltip';
import { WidgetBaseStyle, baseStyles } from '../theme/global-style';
import type { ThemeOverrides } from '../theme/theme';
import { ThemeProvider } from '../theme/theme-provider';
import { WidgetErrorBoundary } from './error-boundary';
import { WidgetContext } from './widget-context';

export interface WidgetRootProps {
  /** The BFF's origin; inherited from an outer WidgetRoot/ApiProvider, else the page's origin. */
  apiBaseUrl?: string;
  /** Bearer token source for cross-site embedding. */
  getToken?: ApiConfig['getToken'];
  companyId?: string | null;
  /** Use this client; otherwise the one provided above (the host's), otherwise a new one. */
  queryClient?: QueryClient;
  theme?: ThemeOverrides;
  /** Name used in the error card ("Dashboard could not be displayed"). */
  name?: string;
  /** A render error was contained. */
  onError?: (error: unknown) => void;
  /** A call of this widget got 401 (only when this root owns its QueryClient). */
  onAuthRequired?: () => void;
  children: ReactNode;
}

/**
 * Everything a widget needs around it: a QueryClient (the host's when there is one), the theme,
 * toasts, tooltips, the API base URL, the active company, and an error boundary with Retry.
 */
export function WidgetRoot({
  apiBaseUrl,
  getToken,
  companyId = null,
  queryClient,
  theme,
  name,
  onError,
  onAuthRequired,
  children,
}: WidgetRootProps) {
  const outerClient = useContext(QueryClientContext);
  const [ownClient] = useState(() =>
    queryClient || outerClient
      ? null
      : createQueryClient({
          config: { baseUrl: apiBaseUrl, getToken },
          onUnauthorized: () => onAuthRequired?.(),
        }),
  );
  const client = queryClient ?? outerClient ?? ownClient!;
  const hasToasts = useToastStore() !== null;

  let tree = (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <WidgetErrorBoundary name={name} onError={onError} onReset={reset}>
          {children}
        </WidgetErrorBoundary>
      )}
    </QueryErrorResetBoundary>
  );
  if (!hasToasts) tree = <ToastProvider>{tree}</ToastProvider>;

  return (
    <QueryClientProvider client={client}>
      <ApiProvider baseUrl={apiBaseUrl} getToken={getToken}>
        <CompanyScope companyId={companyId}>
          <ThemeProvider overrides={theme}>
            <TooltipProvider>
              <WidgetBaseStyle />
              <Scope data-widget-root={name ?? ''}>{tree}</Scope>
            </TooltipProvider>
          </ThemeProvider>
        </CompanyScope>
      </ApiProvider>
    </QueryClientProvider>
  );
}

/**
 * The active company of what it holds: the kit's hooks read it, and its event stream is read
 * while it shows. Set by the root, or by `mount` once the signed-in person's company is known.
 */
export function CompanyScope({
  companyId,
  children,
}: {
  companyId: string | null;
  children: ReactNode;
}) {
  return (
    <WidgetContext.Provider value={{ companyId }}>
      {companyId && <LiveCompanyData companyId={companyId} />}
      {children}
    </WidgetContext.Provider>
  );
}

/**
 * Reads the company's event stream while the widget shows: another person's change refreshes
 * what it makes out of date, here and in every widget sharing the client.
 */
function LiveCompanyData({ companyId }: { companyId: string }) {
  const client = useQueryClient();
  const { config } = useApi();
  useEffect(() => watchCompanyEvents(client, companyId, config), [client, companyId, config]);
  return null;
}

/** Base text styles, so a widget looks the same on any page and in a shadow root. */
const Scope = styled.div`
  ${baseStyles};
  display: block;
  min-width: 0;
`;
