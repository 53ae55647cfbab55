import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useCurrentUser, type WidgetProps } from '@portfolio/ui';

/**
 * The props the shell gives every widget: active company, user, navigation through the router,
 * and the address's query string, where a widget keeps its view (the project table's search,
 * filters and order).
 */
export function useWidgetProps(): WidgetProps {
  const { user, company } = useCurrentUser();
  const navigate = useNavigate();
  const { search } = useLocation();
  // Functions that outlive an address change, so a widget's memoised parts are not redrawn.
  const go = useCallback((path: string) => void navigate(path), [navigate]);
  const replaceSearch = useCallback(
    (next: string) => void navigate({ search: next }, { replace: true }),
    [navigate],
  );
  return useMemo(
    () => ({
      companyId: company?.id ?? null,
      user,
      navigate: go,
      location: { search, replaceSearch },
    }),
    [company?.id, user, go, search, replaceSearch],
  );
}
