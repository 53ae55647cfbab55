import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import {
  ApiProvider,
  GlobalStyle,
  ThemeProvider,
  ToastProvider,
  TooltipProvider,
  createQueryClient,
  currentUserQueryKey,
} from '@portfolio/ui';
import { AppRoutes } from './app-routes';

/** The shell's client: the spec's defaults, and a 401 anywhere re-checks the session. */
export function createHostQueryClient(): QueryClient {
  const client: QueryClient = createQueryClient({
    // A session that ends while the app is open: ask again who is signed in (→ landing page).
    onUnauthorized: () => void client.invalidateQueries({ queryKey: currentUserQueryKey }),
  });
  return client;
}

/** The shell's providers, shared with every widget it loads (one QueryClient, one toast list). */
export function HostProviders({
  queryClient,
  children,
}: {
  queryClient?: QueryClient;
  children: ReactNode;
}) {
  const [client] = useState(() => queryClient ?? createHostQueryClient());
  return (
    <QueryClientProvider client={client}>
      <ApiProvider>
        <ThemeProvider>
          <GlobalStyle />
          <TooltipProvider>
            <ToastProvider>{children}</ToastProvider>
          </TooltipProvider>
        </ThemeProvider>
      </ApiProvider>
    </QueryClientProvider>
  );
}

export function App() {
  return (
    <HostProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </HostProviders>
  );
}
