import { Card, CardContent, CardHeader, CardTitle, type WidgetProps } from '@portfolio/ui';

/** Placeholder until the project-table widget is built. */
export default function ProjectTable(_props: WidgetProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>All Projects</CardTitle>
      </CardHeader>
      <CardContent>Coming soon.</CardContent>
    </Card>
  );
}
