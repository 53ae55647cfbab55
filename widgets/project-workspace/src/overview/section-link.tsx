import { ArrowRightIcon, Button } from '@portfolio/ui';
import { SECTIONS, type SectionId } from '../workspace/sections';

/** "Open Plan →": a brief of the Overview leads to the section that has the whole of it. */
export function SectionLink({
  section,
  onOpen,
}: {
  section: Exclude<SectionId, 'overview'>;
  onOpen: (section: SectionId) => void;
}) {
  const label = SECTIONS.find((s) => s.id === section)!.label;
  return (
    <Button $variant="ghost" $size="sm" onClick={() => onOpen(section)} data-print-hide="">
      Open {label}
      <ArrowRightIcon size={14} />
    </Button>
  );
}
