import type { WidgetProps } from '@portfolio/ui';
import { PortfolioTimeline } from '../components/portfolio-timeline';

/** The /timeline page: every project of the portfolio on one time axis. */
export default function TimelineWidget(props: WidgetProps) {
  return <PortfolioTimeline {...props} />;
}
