import type { ReactNode } from 'react';
import type { WidgetProps } from '../../widget/widget-props';
import { NoCompanyAccess } from './no-company-access';

export interface CompanyGateProps extends Pick<WidgetProps, 'companyId' | 'navigate'> {
  /** What a company is needed for, as {@link NoCompanyAccess} says it: "see the incidents". */
  action: string;
  /** The page, given the company it is for. */
  children: (companyId: string) => ReactNode;
}

/**
 * A widget page that needs a company: without one, {@link NoCompanyAccess} with Go to Dashboard
 * going to `/` through the widget's `navigate`; with one, the page for it.
 */
export function CompanyGate({ companyId, navigate, action, children }: CompanyGateProps) {
  if (!companyId) return <NoCompanyAccess action={action} onGoToDashboard={() => navigate('/')} />;
  return children(companyId);
}
