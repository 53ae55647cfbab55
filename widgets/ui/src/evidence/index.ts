/**
 * `@portfolio/ui/evidence`: evidence as an obligation (project-workspace), an incident and a
 * control (risk-register) show it: the list with its downloads and removal, and the add form with
 * its review fields, in a card of their own for a thing with evidence of its own; the state of a
 * control's or an item's evidence as a badge; and the "Controls" line of the records the
 * company's controls cover (GDPR, DORA). A subpath of its own, outside the federated kit entry
 * (it takes the kit's parts from `@portfolio/ui`), so the form checks (TypeBox's `Value`) load
 * with the evidence only.
 */
export { EvidenceList, downloadWithToken, evidenceHref, formatFileSize } from './evidence-list';
export type { EvidenceItem, EvidenceListProps, EvidenceRemove } from './evidence-list';
export { EvidenceForm } from './evidence-form';
export type {
  EvidenceAdd,
  EvidenceBody,
  EvidenceFormProps,
  EvidenceReviewer,
} from './evidence-form';
export { EvidenceCard, type EvidenceCardProps } from './evidence-card';
export { useDeleteEvidence } from './delete-evidence';
export { EvidenceBadge } from './evidence-badge';
export { RecordControls } from './record-controls';
export type { RecordControlsProps } from './record-controls';
