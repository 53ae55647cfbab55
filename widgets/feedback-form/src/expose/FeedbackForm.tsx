import { Card, CardContent, CardHeader, CardTitle, type WidgetProps } from '@portfolio/ui';

/** Open to everyone: mounted without a signed-in user. */
export const requiresUser = false;

/** Placeholder until the feedback-form widget is built. */
export default function FeedbackForm(_props: WidgetProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Feedback</CardTitle>
      </CardHeader>
      <CardContent>Coming soon.</CardContent>
    </Card>
  );
}
