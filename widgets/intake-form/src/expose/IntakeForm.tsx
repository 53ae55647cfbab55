import { IntakeFormPage, type IntakeFormPageProps } from '../form/intake-form-page';

/**
 * `/proposals/new`, and the intake form an intranet page embeds: propose an AI project (the
 * company's questions, the EU AI Act screening, similar projects offered while typing), then see
 * one's own proposals and their state.
 */
export default function IntakeFormWidget(props: IntakeFormPageProps) {
  return <IntakeFormPage {...props} />;
}
