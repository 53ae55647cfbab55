import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { routes } from '@portfolio/contracts';
import { describe, expect, it } from 'vitest';
import { ApiProvider } from './api-context';
import { useRouteDownloadUrl } from './route-download-url';

const companyId = '11111111-1111-4111-8111-111111111111';

describe('useRouteDownloadUrl', () => {
  it("fills the route's path and query under the API's base URL", () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ApiProvider baseUrl="https://portfolio.example.com/">{children}</ApiProvider>
    );
    const { result } = renderHook(
      () =>
        useRouteDownloadUrl(routes.getDoraRegister, {
          params: { companyId },
          query: { format: 'csv' },
        }),
      { wrapper },
    );
    expect(result.current).toBe(
      `https://portfolio.example.com/api/companies/${companyId}/dora/register?format=csv`,
    );
  });

  it("is the page's own origin without a provider, and no link without an input", () => {
    const { result } = renderHook(() => ({
      draft: useRouteDownloadUrl(routes.exportIncidents, {
        params: { companyId },
        query: { status: undefined },
      }),
      none: useRouteDownloadUrl(routes.exportReport, undefined),
    }));
    expect(result.current.draft).toBe(
      new URL(`/api/companies/${companyId}/incidents/export`, document.baseURI).href,
    );
    expect(result.current.none).toBeUndefined();
  });
});
