import type { WidgetProps } from '@portfolio/ui';
import { CapacityPage } from '../capacity/capacity-page';

/** The /capacity page: people by month, over 100% red, and the allocations behind each month. */
export default function CapacityWidget(props: WidgetProps) {
  return <CapacityPage {...props} />;
}
