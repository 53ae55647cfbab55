import type { WidgetProps } from '@portfolio/ui';
import { RiskRegister } from '../components/risk-register';

/** The /risks page: every risk the portfolio's rules raised, with filters and acknowledgement. */
export default function RiskRegisterWidget(props: WidgetProps) {
  return <RiskRegister {...props} />;
}
