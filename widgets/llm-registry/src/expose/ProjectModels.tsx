import { Card, CardContent, CardHeader, CardTitle, type WidgetProps } from '@portfolio/ui';

/** Placeholder until the llm-registry widget is built. */
export default function ProjectModels(_props: WidgetProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>LLM Models</CardTitle>
      </CardHeader>
      <CardContent>Coming soon.</CardContent>
    </Card>
  );
}
