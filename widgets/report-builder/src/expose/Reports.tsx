import type { WidgetProps } from '@portfolio/ui';
import { ReportsPage } from '../components/reports-page';

/** The /reports page: the report builder, saved reports, export, print and schedules. */
export default function ReportsWidget(props: WidgetProps) {
  return <ReportsPage {...props} />;
}
