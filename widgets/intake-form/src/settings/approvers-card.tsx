import { useId, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  INTAKE_LIMITS,
  IntakeSettingsBody,
  routes,
  type IntakeSettings,
} from '@portfolio/contracts';
import { checkFields } from '@portfolio/contracts/validation';
import {
  Badge,
  Button,
  Field,
  Input,
  Select,
  UsersIcon,
  describeError,
  fullNameOf,
  useFieldErrors,
  useRouteQuery,
} from '@portfolio/ui';
import { ItemMain, ItemTop, ListEmpty, ListRow, ListRows, RemoveButton } from '@portfolio/ui/lists';
import { useFormValues } from '@portfolio/ui/forms';
import { PartCard, useSettingsPart, type SettingsPartProps } from './settings-part';

type Approver = IntakeSettings['approvers'][number];

/** Roles offered while typing one, besides those named already. */
const COMMON_ROLES = ['Business', 'Risk', 'Legal', 'Data protection', 'IT security'];

/**
 * The people who approve proposals where a tier's rule asks for named approvers, each with the
 * role they speak for; approvals of different roles count once per role.
 */
export function ApproversCard({ companyId, saved, readOnly }: SettingsPartProps<Approver[]>) {
  const part = useSettingsPart(companyId, saved, {
    toBody: (approvers) => ({ approvers: approvers.map(({ userId, role }) => ({ userId, role })) }),
    what: 'Approvers',
    savedNote: 'They approve proposals where a tier asks for named approvers.',
  });
  const approvers = part.draft;

  return (
    <PartCard
      title="Named Approvers"
      icon={<UsersIcon size={18} />}
      description="Members who approve proposals where a tier asks for named approvers, each for one role (risk, legal, business, …)."
      part={readOnly ? undefined : part}
      saveLabel="Save Approvers"
    >
      {approvers.length === 0 ? (
        <ListEmpty>No approvers named yet.</ListEmpty>
      ) : (
        <ListRows as="ul" aria-label="Named approvers">
          {approvers.map((approver) => (
            <ListRow key={approver.userId}>
              <ItemMain>
                <ItemTop>
                  <strong>{approver.name}</strong>
                  <Badge $size="sm" $tone="violet">
                    {approver.role}
                  </Badge>
                </ItemTop>
              </ItemMain>
              {readOnly ? null : (
                <RemoveButton
                  aria-label={`Remove ${approver.name}`}
                  onClick={() =>
                    part.edit((current) => current.filter((a) => a.userId !== approver.userId))
                  }
                />
              )}
            </ListRow>
          ))}
        </ListRows>
      )}
      {readOnly ? null : (
        <AddApprover
          companyId={companyId}
          named={approvers}
          onAdd={(approver) => part.edit((current) => [...current, approver])}
        />
      )}
    </PartCard>
  );
}

/** Picks a member who is not named yet and the role they approve for. */
function AddApprover({
  companyId,
  named,
  onAdd,
}: {
  companyId: string;
  named: readonly Approver[];
  onAdd: (approver: Approver) => void;
}) {
  const members = useRouteQuery(routes.listMembers, { params: { companyId } });
  const { errors, accept, clear } = useFieldErrors<'userId' | 'role'>();
  const { values, set, bind } = useFormValues({ userId: '', role: '' }, clear);
  const { userId, role } = values;
  const rolesId = useId();
  const offered = (members.data ?? []).filter((m) => !named.some((a) => a.userId === m.user.id));
  const roles = [...new Set([...named.map((a) => a.role), ...COMMON_ROLES])];
  const full = named.length >= INTAKE_LIMITS.approvers;

  const add = (event: FormEvent) => {
    event.preventDefault();
    const member = offered.find((m) => m.user.id === userId);
    const found = checkFields(IntakeSettingsBody, { approvers: [{ userId, role: role.trim() }] });
    if (
      !accept({
        ...(member ? {} : { userId: 'Choose a member of the company' }),
        ...(found['approvers.0.role'] ? { role: found['approvers.0.role'] } : {}),
      }) ||
      !member
    ) {
      return;
    }
    onAdd({ userId, name: fullNameOf(member.user, member.user.email), role: role.trim() });
    set('userId', '');
    set('role', '');
  };

  return (
    <AddForm onSubmit={add} noValidate aria-label="Add an approver">
      <Field
        label="Member"
        error={errors.userId ?? (members.isError ? describeError(members.error) : undefined)}
      >
        <Select
          {...bind('userId')}
          placeholder={members.isPending ? 'Loading members...' : 'Choose a member'}
          disabled={members.isPending || full}
          options={offered.map((m) => ({
            value: m.user.id,
            label: `${fullNameOf(m.user, m.user.email)} (${m.user.email})`,
          }))}
        />
      </Field>
      <Field label="Role" error={errors.role}>
        <Input
          {...bind('role')}
          list={rolesId}
          maxLength={INTAKE_LIMITS.role}
          placeholder="Risk"
          disabled={full}
        />
      </Field>
      <datalist id={rolesId}>
        {roles.map((r) => (
          <option key={r} value={r} />
        ))}
      </datalist>
      <Button type="submit" $variant="outline" disabled={full}>
        Add Approver
      </Button>
    </AddForm>
  );
}

const AddForm = styled.form`
  display: flex;
  align-items: flex-start;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-top: 1rem;
  > :nth-child(1) {
    flex: 2 1 16rem;
  }
  > :nth-child(2) {
    flex: 1 1 10rem;
  }
  > button {
    margin-top: 1.6rem;
  }
`;
