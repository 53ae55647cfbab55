import { Card, CardContent, CardHeader, CardTitle, type WidgetProps } from '@portfolio/ui';

/** Placeholder until the team-panel widget is built. */
export default function TeamPanel(_props: WidgetProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Team Members</CardTitle>
      </CardHeader>
      <CardContent>Coming soon.</CardContent>
    </Card>
  );
}
