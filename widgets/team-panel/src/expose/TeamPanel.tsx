import type { WidgetProps } from '@portfolio/ui';
import { TeamPanel } from '../components/team-panel';

/** The /team page: members, search, invitations and, for admins, member management. */
export default function TeamPanelWidget(props: WidgetProps) {
  return <TeamPanel {...props} />;
}
