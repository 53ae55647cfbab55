import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Button } from '../forms/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './card';

const meta = { title: 'Kit/Card', component: Card } satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithSections: Story = {
  render: () => (
    <Card style={{ maxWidth: 480 }}>
      <CardHeader>
        <div>
          <CardTitle>Business Details</CardTitle>
          <CardDescription>Who owns the project and why it exists.</CardDescription>
        </div>
      </CardHeader>
      <CardContent>Department: Customer Service · Business owner: Priya Raman</CardContent>
      <CardFooter>
        <Button $variant="outline">Edit Project</Button>
      </CardFooter>
    </Card>
  ),
};

export const Padded: Story = {
  render: () => (
    <Card $padded style={{ maxWidth: 360 }}>
      A padded card for a single block of content.
    </Card>
  ),
};

export const Interactive: Story = {
  render: () => (
    <Card $padded $interactive style={{ maxWidth: 360 }} tabIndex={0}>
      A card that opens something when clicked.
    </Card>
  ),
};
