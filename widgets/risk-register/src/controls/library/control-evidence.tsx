import { formatCount, type Control } from '@portfolio/contracts';
import { EvidenceCard, useDeleteEvidence } from '@portfolio/ui/evidence';
import { useCompanyPeople } from '../../api/incidents';
import { useAddControlEvidence, useControlEvidence } from '../api';

/**
 * A control's evidence, attached once for every item it satisfies: the kit's list and form (a
 * link or a file, who reviewed it, until when it holds). Expired, it lapses everywhere at once.
 */
export function ControlEvidenceCard({
  companyId,
  control,
}: {
  companyId: string;
  control: Control;
}) {
  const evidence = useControlEvidence(companyId, control.id);
  const add = useAddControlEvidence(companyId, control.id);
  const remove = useDeleteEvidence({ companyId });
  const people = useCompanyPeople(companyId);
  const items = control.links.length + control.customLinks.length;
  const frameworks = new Set([
    ...control.links.map((l) => l.framework),
    ...control.customLinks.map((l) => l.frameworkId),
  ]).size;
  return (
    <EvidenceCard
      evidence={evidence}
      of={control.ref}
      description={
        <>
          Counts for the {formatCount(items, 'item')} it satisfies in{' '}
          {formatCount(frameworks, 'framework')}, and lapses in all of them at once.
          <br />
          What shows it: {control.evidenceHint}
        </>
      }
      empty="No evidence yet: every item it satisfies is without evidence from it."
      idPrefix={`control-evidence-${control.id}`}
      add={add}
      remove={remove}
      members={people}
    />
  );
}
