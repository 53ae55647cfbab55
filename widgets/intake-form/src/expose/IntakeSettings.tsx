import { IntakeSettingsPage, type IntakeSettingsPageProps } from '../settings/intake-settings-page';

/** `/settings/intake`: the form's questions, the scoring model and the approvers per tier. */
export default function IntakeSettingsWidget(props: IntakeSettingsPageProps) {
  return <IntakeSettingsPage {...props} />;
}
