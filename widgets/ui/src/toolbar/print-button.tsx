import { Button, PrinterIcon } from '@portfolio/ui';

export interface PrintButtonProps {
  /** Off while the page has nothing to print yet (its data still loading). */
  disabled?: boolean;
  /** The name a screen reader says where the page names what it prints, e.g. "Print project". */
  label?: string;
}

/** A page's Print button: the browser prints the page, its print styles hiding the controls. */
export function PrintButton({ disabled, label }: PrintButtonProps) {
  return (
    <Button
      $variant="outline"
      onClick={() => window.print()}
      disabled={disabled}
      aria-label={label}
    >
      <PrinterIcon size={15} />
      Print
    </Button>
  );
}
