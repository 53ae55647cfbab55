import { Card, CardContent, CardHeader, CardTitle, type WidgetProps } from '@portfolio/ui';

/** Placeholder until the portfolio-dashboard widget is built. */
export default function Dashboard(_props: WidgetProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>AI Project Portfolio</CardTitle>
      </CardHeader>
      <CardContent>Coming soon.</CardContent>
    </Card>
  );
}
