import { Button, PlusIcon } from '@portfolio/ui';
import { ExportCsvButton } from './export-csv-button';

export interface ListActionsProps {
  /** The export's address, with the filters of what the page shows. */
  exportUrl: string | undefined;
  /** The main action's words ("New proposal", "Report an incident"). */
  createLabel: string;
  onCreate: () => void;
}

/** A list page's header actions: the CSV export of what it shows, then the button that adds one. */
export function ListActions({ exportUrl, createLabel, onCreate }: ListActionsProps) {
  return (
    <>
      <ExportCsvButton href={exportUrl} />
      <Button onClick={onCreate}>
        <PlusIcon size={15} />
        {createLabel}
      </Button>
    </>
  );
}
