import { Button, PrinterIcon } from '@portfolio/ui';

/** The page's Print button: the browser prints the page, its print styles hiding the controls. */
export function PrintButton({ disabled }: { disabled?: boolean }) {
  return (
    <Button $variant="outline" onClick={() => window.print()} disabled={disabled}>
      <PrinterIcon size={15} />
      Print
    </Button>
  );
}
