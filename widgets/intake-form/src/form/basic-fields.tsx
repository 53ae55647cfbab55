import { CREATE_FORM_DEPARTMENTS } from '@portfolio/contracts';
import { DollarIcon, Grid, TargetIcon } from '@portfolio/ui';
import { fieldControls, type DraftField, type ProjectDraft } from '@portfolio/ui/project-form';
import { SectionCard } from '../shared/section-card';

export interface BasicFieldsProps {
  draft: ProjectDraft;
  onChange: (field: DraftField, value: string) => void;
  errors: Partial<Record<DraftField, string>>;
}

const DEPARTMENT_OPTIONS = CREATE_FORM_DEPARTMENTS.map((d) => ({ value: d, label: d }));

/**
 * The project's basic fields, as the project form shows and checks them (its controls, labels
 * and messages): what the project is and who owns it, then what it should return and cost.
 */
export function BasicFields({ draft, onChange, errors }: BasicFieldsProps) {
  const { basics, costs } = fieldControls({ draft, onChange, errors, idPrefix: 'proposal' });
  return (
    <>
      <SectionCard
        icon={<TargetIcon size={18} />}
        title="The idea"
        description="What it is, the problem it solves and who owns it in the business."
      >
        <Grid $gap="1rem 1.25rem" $columns={{ md: 2 }}>
          {basics(DEPARTMENT_OPTIONS, 'e.g. Invoice matching assistant')}
        </Grid>
      </SectionCard>
      <SectionCard
        icon={<DollarIcon size={18} />}
        title="Value and costs"
        description="Rough figures in dollars help the portfolio team compare ideas. Leave a field empty when it is not known yet."
      >
        <Grid $gap="1rem 1.25rem" $columns={{ md: 3 }}>
          {costs()}
        </Grid>
      </SectionCard>
    </>
  );
}
