import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useCurrentUser, type WidgetProps } from '@portfolio/ui';

/** The props the shell gives every widget: active company, user, and navigation through the router. */
export function useWidgetProps(): WidgetProps {
  const { user, company } = useCurrentUser();
  const navigate = useNavigate();
  return useMemo(
    () => ({
      companyId: company?.id ?? null,
      user,
      navigate: (path: string) => void navigate(path),
    }),
    [company?.id, user, navigate],
  );
}
