import type { ReactNode } from 'react';
import styled from 'styled-components';
import {
  COMPLIANCE_STATUSES,
  PROJECT_STATUSES,
  complianceLabel,
  projectStatusLabel,
} from '@portfolio/contracts';
import {
  CalendarIcon,
  Card,
  CardContent,
  DollarIcon,
  FileTextIcon,
  ListChecksIcon,
  ShieldCheckIcon,
  TargetIcon,
  media,
  type SelectOption,
  IconTile,
  CardHeading,
} from '@portfolio/ui';
import { AMOUNT_LABELS, type DraftField, type ProjectDraft } from './project-draft';
import { fieldControls } from './project-field-controls';

export interface ProjectFieldsProps {
  draft: ProjectDraft;
  onChange: (field: DraftField, value: string) => void;
  errors?: Partial<Record<DraftField, string>>;
  /** The department choices: the create form's or the edit form's list. */
  departments: readonly string[];
  /** `page`: a card per section (the create page); `dialog`: headed groups (the edit dialog). */
  variant?: 'page' | 'dialog';
  /** Prefix of the control ids, so two forms on a page never share one. */
  idPrefix?: string;
  /**
   * The statuses that follow from the project's records (an EU AI Act assessment, a GDPR or DORA
   * record): shown, not chosen, as the BFF keeps them.
   */
  derived?: DerivedStatuses;
}

export type ComplianceField = 'euAiActStatus' | 'gdprStatus' | 'doraStatus';
export type DerivedStatuses = Partial<Record<ComplianceField, boolean>>;

const DERIVED_HINTS: Record<ComplianceField, string> = {
  euAiActStatus: 'Follows from its EU AI Act obligations',
  gdprStatus: 'Follows from its GDPR record',
  doraStatus: 'Follows from its DORA record',
};

/** A value the list does not offer (older data) stays selectable rather than silently changing. */
const withCurrent = (options: SelectOption[], current: string, label = current): SelectOption[] =>
  current && !options.some((o) => o.value === current)
    ? [...options, { value: current, label }]
    : options;

const STATUS_OPTIONS: SelectOption[] = PROJECT_STATUSES.map((s) => ({
  value: s,
  label: projectStatusLabel(s),
}));
const COMPLIANCE_OPTIONS: SelectOption[] = COMPLIANCE_STATUSES.map((s) => ({
  value: s,
  label: complianceLabel(s),
}));

/**
 * The project form's six sections: Basic Information, Schedule, Jobs to be Done, Financial
 * Information, Compliance & Governance, Additional Notes. Shared by the create page and the edit dialog.
 */
export function ProjectFields({
  draft,
  onChange,
  errors = {},
  departments,
  variant = 'page',
  idPrefix = 'project',
  derived = {},
}: ProjectFieldsProps) {
  const { longText, amount, date, select, basics, costs } = fieldControls({
    draft,
    onChange,
    errors,
    idPrefix,
  });
  const Section = variant === 'page' ? PageSection : DialogSection;
  return (
    <>
      <Section
        icon={<TargetIcon size={18} />}
        title="Basic Information"
        description="What the project is, who owns it, and where it stands."
      >
        <Grid>
          {basics(
            withCurrent(
              departments.map((d) => ({ value: d, label: d })),
              draft.department,
            ),
            'e.g. Customer Support Copilot',
          )}
          {select(
            'status',
            withCurrent(STATUS_OPTIONS, draft.status, projectStatusLabel(draft.status)),
          )}
        </Grid>
      </Section>

      <Section
        icon={<CalendarIcon size={18} />}
        title="Schedule"
        description="When the project starts and when it is due to finish. Both are optional."
      >
        <Grid>
          {date('startDate')}
          {date('targetDate')}
        </Grid>
      </Section>

      <Section
        icon={<ListChecksIcon size={18} />}
        title="Jobs to be Done"
        description="The jobs this AI solution does for the people who use it."
      >
        {longText('jobsToBeDone', {
          placeholder: 'e.g. Draft replies, summarise tickets, route requests',
          rows: 4,
        })}
      </Section>

      <Section
        icon={<DollarIcon size={18} />}
        title="Financial Information"
        description="Figures in dollars. Leave a field empty when it is not known yet."
      >
        <Grid>
          {costs()}
          {amount('roi', AMOUNT_LABELS.roi, { placeholder: '0', allowNegative: true })}
        </Grid>
      </Section>

      <Section
        icon={<ShieldCheckIcon size={18} />}
        title="Compliance & Governance"
        description="Where the project stands under each regulation."
      >
        <Grid $columns={3}>
          {(['euAiActStatus', 'gdprStatus', 'doraStatus'] as const).map((field) => (
            <div key={field}>
              {select(
                field,
                withCurrent(COMPLIANCE_OPTIONS, draft[field], complianceLabel(draft[field])),
                derived[field] ? { disabled: true, hint: DERIVED_HINTS[field] } : {},
              )}
            </div>
          ))}
        </Grid>
      </Section>

      <Section
        icon={<FileTextIcon size={18} />}
        title="Additional Notes"
        description="Observations, risks or decisions worth keeping with the project."
      >
        {longText('notes', { placeholder: 'Anything else the team should know', rows: 4 })}
      </Section>
    </>
  );
}

/** Moves the focus (and the view) to a field of a form, e.g. the first one refused. */
export function focusField(form: HTMLFormElement | null, field: DraftField | undefined) {
  if (!form || !field) return;
  const control = form.elements.namedItem(field);
  if (!(control instanceof HTMLElement)) return;
  control.focus({ preventScroll: true });
  // Centred, clear of the toast that explains the error at the top of the window.
  control.scrollIntoView?.({ block: 'center' });
}

interface SectionProps {
  icon: ReactNode;
  title: string;
  description: string;
  children: ReactNode;
}

function PageSection({ icon, title, description, children }: SectionProps) {
  return (
    <Card aria-label={title}>
      <CardHeading
        icon={<SectionIcon aria-hidden="true">{icon}</SectionIcon>}
        title={title}
        description={description}
      />
      <CardContent>{children}</CardContent>
    </Card>
  );
}

function DialogSection({ title, children }: SectionProps) {
  return (
    <GroupSection aria-label={title}>
      <GroupHeading>{title}</GroupHeading>
      {children}
    </GroupSection>
  );
}

const SectionIcon = styled(IconTile).attrs({ $size: '2rem' })``;

const Grid = styled.div<{ $columns?: 2 | 3 }>`
  display: grid;
  gap: 1rem 1.25rem;
  grid-template-columns: minmax(0, 1fr);
  ${media.md} {
    grid-template-columns: repeat(${(p) => p.$columns ?? 2}, minmax(0, 1fr));
  }
`;

const GroupSection = styled.section`
  display: grid;
  gap: 0.875rem;
  padding-top: 1rem;
  border-top: 1px solid ${(p) => p.theme.color.border};
  &:first-child {
    padding-top: 0;
    border-top: none;
  }
`;

/**
 * A group's title in small muted capitals: a section of the edit dialog, and any card's group
 * of rows that wants the same look (an `h2`; `as` another level where it sits deeper).
 */
export const GroupHeading = styled.h2`
  font-size: ${(p) => p.theme.fontSize.xs};
  font-weight: 600;
  text-transform: uppercase;
  letter-spacing: 0.06em;
  color: ${(p) => p.theme.color.textMuted};
`;
