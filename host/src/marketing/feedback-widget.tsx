import { RemoteWidget } from '../remote/remote-widget';
import { useWidgetProps } from '../remote/use-widget-props';

/** The page of the feedback form, open to everyone, signed in or not. */
export const FEEDBACK_PATH = '/feedback';

/** The feedback-form widget, as the landing page and the feedback page show it. */
export function FeedbackWidget() {
  const widgetProps = useWidgetProps();
  return (
    <RemoteWidget
      name="feedback-form"
      module="./FeedbackForm"
      label="Feedback form"
      widgetProps={widgetProps}
      minHeight="22rem"
    />
  );
}
