import { BuildingIcon, Card, EmptyState } from '@portfolio/ui';

/** Shown when the widget is mounted for someone without a company. */
export function NoCompany() {
  return (
    <Card>
      <EmptyState
        icon={<BuildingIcon size={24} />}
        title="No Company Access"
        description="You need to be a member of a company to see its AI project portfolio."
      />
    </Card>
  );
}
