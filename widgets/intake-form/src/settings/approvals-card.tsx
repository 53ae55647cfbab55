import styled from 'styled-components';
import {
  INTAKE_TIER_LABELS,
  IntakeApprovalRulesSchema,
  PROHIBITED_PROPOSAL_MESSAGE,
  type ApprovableTier,
  type IntakeApprovalRules,
  type IntakeSettings,
  type TierApprovalRule,
} from '@portfolio/contracts';
import {
  DataTable,
  Grid,
  RefusalNotice,
  Select,
  ShieldCheckIcon,
  Switch,
  TableContainer,
  Td,
} from '@portfolio/ui';
import { TonedNotice } from '@portfolio/ui/forms';
import { PartCard, useSettingsPart, type SettingsPartProps } from './settings-part';

/** The tiers a rule is set for, in the contract's order (a prohibited one is never approved). */
const TIERS = Object.keys(IntakeApprovalRulesSchema.properties) as ApprovableTier[];

/** A tier's rule as the contract names and bounds its parts (every tier's is alike). */
const RULE = IntakeApprovalRulesSchema.properties.minimal.properties;
const HEADINGS = {
  approvals: RULE.approvals.title!,
  from: RULE.from.title!,
  distinctRoles: RULE.distinctRoles.title!,
};
const { minimum: fewest, maximum: most } = RULE.approvals;
const APPROVAL_COUNTS = Array.from({ length: most! - fewest! + 1 }, (_, i) => String(fewest! + i));

const FROM_LABELS: Record<TierApprovalRule['from'], string> = {
  admins: 'Any admin',
  approvers: 'Named approvers',
};

/** Why a tier's rule cannot be met by the approvers named now, or null. */
function shortfall(rule: TierApprovalRule, approvers: IntakeSettings['approvers']) {
  if (rule.from !== 'approvers') return null;
  if (approvers.length < rule.approvals) {
    return `needs ${rule.approvals} named approvers, and ${approvers.length} ${approvers.length === 1 ? 'is' : 'are'} named`;
  }
  const roles = new Set(approvers.map((a) => a.role)).size;
  if (rule.distinctRoles && roles < rule.approvals) {
    return `needs approvers of ${rule.approvals} different roles, and the named approvers have ${roles}`;
  }
  return null;
}

export interface ApprovalsCardProps extends SettingsPartProps<IntakeApprovalRules> {
  /** The named approvers as saved, to say which rule they cannot meet. */
  approvers: IntakeSettings['approvers'];
}

/** Who approves a proposal before it becomes a project, by its EU AI Act tier. */
export function ApprovalsCard({ companyId, saved, readOnly, approvers }: ApprovalsCardProps) {
  const part = useSettingsPart(companyId, saved, {
    toBody: (approvalRules) => ({ approvalRules }),
    what: 'Approval rules',
    savedNote: 'They apply to every proposal not decided yet.',
  });
  const rules = part.draft;
  const change = (tier: ApprovableTier, fields: Partial<TierApprovalRule>) =>
    part.edit((current) => ({ ...current, [tier]: { ...current[tier], ...fields } }));
  const unmet = TIERS.flatMap((tier) => {
    const why = shortfall(rules[tier], approvers);
    return why ? [`${INTAKE_TIER_LABELS[tier]} ${why}.`] : [];
  });

  return (
    <PartCard
      title="Approvals"
      icon={<ShieldCheckIcon size={18} />}
      description="How many approvals a proposal needs before it becomes a project, and from whom, by the risk tier its screening gives it."
      part={readOnly ? undefined : part}
      saveLabel="Save Approvals"
    >
      <Grid $gap="0.75rem">
        <TableContainer>
          <DataTable
            aria-label="Approval rules by tier"
            columns={['Tier', HEADINGS.approvals, HEADINGS.from, HEADINGS.distinctRoles]}
            rows={TIERS}
            rowKey={(tier) => tier}
          >
            {(tier) => {
              const rule = rules[tier];
              const name = INTAKE_TIER_LABELS[tier];
              return (
                <>
                  <TierCell as="th" scope="row">
                    {name}
                  </TierCell>
                  <Td>
                    <Narrow
                      aria-label={`${HEADINGS.approvals}: ${name}`}
                      value={String(rule.approvals)}
                      disabled={readOnly}
                      options={APPROVAL_COUNTS}
                      onChange={(e) => change(tier, { approvals: Number(e.target.value) })}
                    />
                  </Td>
                  <Td>
                    <Select
                      aria-label={`${HEADINGS.from}: ${name}`}
                      value={rule.from}
                      disabled={readOnly}
                      options={(['admins', 'approvers'] as const).map((from) => ({
                        value: from,
                        label: FROM_LABELS[from],
                      }))}
                      onChange={(e) => {
                        const from = e.target.value as TierApprovalRule['from'];
                        // Admins approve for no role: different roles means named approvers.
                        change(tier, {
                          from,
                          ...(from === 'admins' ? { distinctRoles: false } : {}),
                        });
                      }}
                    />
                  </Td>
                  <Td>
                    <Switch
                      aria-label={`${HEADINGS.distinctRoles}: ${name}`}
                      checked={rule.distinctRoles}
                      disabled={readOnly || rule.from === 'admins'}
                      onCheckedChange={(distinctRoles) => change(tier, { distinctRoles })}
                    />
                  </Td>
                </>
              );
            }}
          </DataTable>
        </TableContainer>
        <RefusalNotice>
          <strong>{INTAKE_TIER_LABELS.prohibited}:</strong> never approved.{' '}
          {PROHIBITED_PROPOSAL_MESSAGE}
        </RefusalNotice>
        {unmet.length > 0 ? (
          <TonedNotice role="note" $tone="amber">
            Name more approvers below, or no proposal of these tiers can be approved:{' '}
            {unmet.join(' ')}
          </TonedNotice>
        ) : null}
      </Grid>
    </PartCard>
  );
}

const TierCell = styled(Td)`
  font-weight: 600;
  white-space: nowrap;
`;

const Narrow = styled(Select)`
  width: 5.5rem;
`;
