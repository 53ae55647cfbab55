import { Button, Card, EmptyState, FolderIcon, PlusIcon } from '@portfolio/ui';

export interface NoProjectsYetProps {
  /** What the page will show once there are projects. */
  description: string;
  navigate: (path: string) => void;
}

/** An empty portfolio: No Projects Yet, and a way to create the first one. */
export function NoProjectsYet({ description, navigate }: NoProjectsYetProps) {
  return (
    <Card>
      <EmptyState
        icon={<FolderIcon size={24} />}
        title="No Projects Yet"
        description={description}
        action={
          <Button onClick={() => navigate('/projects/new')}>
            <PlusIcon size={16} />
            Create your first project
          </Button>
        }
      />
    </Card>
  );
}
