import { useEffect } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Button } from '../forms/button';
import { useToast } from './toast-provider';

function ToastDemo({
  variant,
  autoShow,
}: {
  variant: 'default' | 'destructive';
  autoShow?: boolean;
}) {
  const { toast } = useToast();
  const show = () =>
    variant === 'destructive'
      ? toast({
          title: 'Error',
          description: 'Failed to update preferences',
          variant: 'destructive',
        })
      : toast({ title: 'Preferences updated successfully!' });
  useEffect(() => {
    if (autoShow) show();
    // Show once when the story opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return <Button onClick={show}>Show toast</Button>;
}

const meta = {
  title: 'Kit/Toast',
  component: ToastDemo,
  args: { variant: 'default', autoShow: true },
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ padding: 24, minHeight: 240 }}>{Story()}</div>],
} satisfies Meta<typeof ToastDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Destructive: Story = { args: { variant: 'destructive' } };

/** Only one toast is visible: each new one replaces the last. */
function TwoToasts() {
  const { toast } = useToast();
  return (
    <div style={{ display: 'flex', gap: 8 }}>
      <Button onClick={() => toast({ title: 'LLM model added successfully' })}>First</Button>
      <Button $variant="outline" onClick={() => toast({ title: 'LLM model updated successfully' })}>
        Second
      </Button>
    </div>
  );
}

export const OneAtATime: Story = { render: () => <TwoToasts /> };
