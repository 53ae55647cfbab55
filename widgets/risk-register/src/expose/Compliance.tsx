import type { WidgetProps } from '@portfolio/ui';
import { CompliancePage } from '../components/compliance-page';

/** The /compliance page: every EU AI Act obligation of the portfolio, and the high-risk systems' readiness. */
export default function ComplianceWidget(props: WidgetProps) {
  return <CompliancePage {...props} />;
}
