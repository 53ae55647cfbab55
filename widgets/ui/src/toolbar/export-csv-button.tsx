import { Button, DownloadIcon } from '@portfolio/ui';

export interface ExportCsvButtonProps {
  /** The export's address, with the filters of what the page shows. */
  href: string | undefined;
  /** Said on hover, e.g. what the file holds when it differs from the page. */
  title?: string;
  /** What the button says: `Export CSV` unless given (a card's "Download CSV"). */
  label?: string;
  /** The small button of a card's header actions, rather than a page's toolbar. */
  small?: boolean;
}

/** A list's "Export CSV": a download link in the outline style, beside the page's main action. */
export function ExportCsvButton({
  href,
  title,
  label = 'Export CSV',
  small,
}: ExportCsvButtonProps) {
  return (
    <Button
      as="a"
      $variant="outline"
      $size={small ? 'sm' : undefined}
      href={href}
      download
      title={title}
    >
      <DownloadIcon size={small ? 14 : 16} />
      {label}
    </Button>
  );
}
