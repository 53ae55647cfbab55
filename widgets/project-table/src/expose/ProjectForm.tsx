import { Card, CardContent, CardHeader, CardTitle, type WidgetProps } from '@portfolio/ui';

/** Placeholder until the project-table widget is built. */
export default function ProjectForm(_props: WidgetProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Create New AI Project</CardTitle>
      </CardHeader>
      <CardContent>Coming soon.</CardContent>
    </Card>
  );
}
