import { Button, DownloadIcon } from '@portfolio/ui';

export interface ExportCsvButtonProps {
  /** The export's address, with the filters of what the page shows. */
  href: string | undefined;
  /** Said on hover, e.g. what the file holds when it differs from the page. */
  title?: string;
}

/** A list's "Export CSV": a download link in the outline style, beside the page's main action. */
export function ExportCsvButton({ href, title }: ExportCsvButtonProps) {
  return (
    <Button as="a" $variant="outline" href={href} download title={title}>
      <DownloadIcon size={16} />
      Export CSV
    </Button>
  );
}
