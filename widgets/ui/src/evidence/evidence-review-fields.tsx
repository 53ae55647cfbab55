import styled from 'styled-components';
import { Field, Input, Select } from '@portfolio/ui';

/** A member who may be named as the reviewer of evidence. */
export interface EvidenceReviewer {
  id: string;
  name: string;
}

/** The evidence form's messages, by the field they concern. */
export type EvidenceErrors = Partial<
  Record<'url' | 'title' | 'file' | 'reviewedBy' | 'reviewedAt' | 'expiresAt', string>
>;

/** The reviewer picker's choice for someone outside the company, named as text. */
export const SOMEONE_ELSE = 'other';

type ReviewField = 'reviewer' | 'reviewerName' | 'reviewedAt' | 'expiresAt';

/** The review's dates: the field, its label and its input's id. */
const DATE_FIELDS = [
  ['reviewedAt', 'Reviewed on', 'reviewed-at'],
  ['expiresAt', 'Expires on (optional)', 'expires-at'],
] as const;

/** Who reviewed the evidence (a member, or a name typed), when, and until when it holds. */
export function ReviewFields({
  id,
  members,
  typedName,
  errors,
  disabled,
  values,
  set,
}: {
  id: (field: string) => string;
  members: readonly EvidenceReviewer[] | undefined;
  typedName: boolean;
  errors: EvidenceErrors;
  disabled: boolean;
  values: Record<ReviewField, string>;
  set: Record<ReviewField, (value: string) => void>;
}) {
  return (
    <>
      {members ? (
        <Field label="Reviewed by" id={id('reviewer')}>
          <Select
            value={values.reviewer}
            disabled={disabled}
            onChange={(e) => set.reviewer(e.target.value)}
          >
            <option value="">Nobody yet</option>
            {members.map((member) => (
              <option key={member.id} value={member.id}>
                {member.name}
              </option>
            ))}
            <option value={SOMEONE_ELSE}>Someone else…</option>
          </Select>
        </Field>
      ) : null}
      {typedName ? (
        <Field
          label={members ? 'Reviewer’s name' : 'Reviewed by (optional)'}
          error={errors.reviewedBy}
          id={id('reviewed-by')}
        >
          <Input
            value={values.reviewerName}
            disabled={disabled}
            onChange={(e) => set.reviewerName(e.target.value)}
            placeholder="e.g. External auditor"
          />
        </Field>
      ) : null}
      <Dates>
        {DATE_FIELDS.map(([field, label, slug]) => (
          <Field key={field} label={label} error={errors[field]} id={id(slug)}>
            <Input
              type="date"
              value={values[field]}
              disabled={disabled}
              onChange={(e) => set[field](e.target.value)}
            />
          </Field>
        ))}
      </Dates>
    </>
  );
}

const Dates = styled.div`
  display: grid;
  gap: 0.625rem;
  @container (min-width: 30rem) {
    grid-template-columns: 1fr 1fr;
  }
`;
