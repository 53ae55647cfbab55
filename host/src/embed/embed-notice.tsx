import { Button, EmptyState, ErrorCard, LockIcon, type WidgetProps } from '@portfolio/ui';

/** What the element shows when the widget cannot: a message, optionally an action. */
export interface Notice {
  kind: 'error' | 'sign-in';
  title: string;
  message: string;
  action?: { label: string; run: () => void };
}

/** The notice, as a widget the element mounts in place of the one it could not show. */
export function EmbedNotice({ notice }: WidgetProps & { notice: Notice }) {
  if (notice.kind === 'error' || !notice.action) {
    return <ErrorCard title={notice.title} message={notice.message} onRetry={notice.action?.run} />;
  }
  return (
    <EmptyState
      icon={<LockIcon size={22} />}
      title={notice.title}
      description={notice.message}
      action={<Button onClick={notice.action.run}>{notice.action.label}</Button>}
    />
  );
}
