import { Card, CardContent, CardHeader, CardTitle, type WidgetProps } from '@portfolio/ui';

/** Placeholder until the portfolio-dashboard widget is built. */
export default function ByDepartment(_props: WidgetProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Projects by Department</CardTitle>
      </CardHeader>
      <CardContent>Coming soon.</CardContent>
    </Card>
  );
}
