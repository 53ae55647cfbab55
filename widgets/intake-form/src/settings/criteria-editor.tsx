import styled from 'styled-components';
import { INTAKE_LIMITS, IntakeCriterion } from '@portfolio/contracts';
import { checkFields } from '@portfolio/contracts/validation';
import {
  Button,
  DataTable,
  Grid,
  Input,
  PlusIcon,
  Switch,
  TableContainer,
  Td,
  ACTIONS_COLUMN,
} from '@portfolio/ui';
import { ListEmpty, RemoveButton } from '@portfolio/ui/lists';
import { keyFromLabel } from './question-key';

/** A criterion as its row edits it: the weight as typed, and no key until it is first saved. */
export interface CriterionDraft {
  /** The row's own key while it is edited. */
  row: string;
  /** The stored key; '' for a criterion not saved yet. */
  id: string;
  label: string;
  weight: string;
  lowerIsBetter: boolean;
  help: string;
}

export const criterionDraft = (c: IntakeCriterion): CriterionDraft => ({
  row: c.id,
  id: c.id,
  label: c.label,
  weight: String(c.weight),
  lowerIsBetter: c.lowerIsBetter ?? false,
  help: c.help ?? '',
});

let added = 0;
export const newCriterion = (): CriterionDraft => ({
  row: `new-${++added}`,
  id: '',
  label: '',
  weight: '1',
  lowerIsBetter: false,
  help: '',
});

/**
 * The criteria as the contract takes them: a new one gets its key from its name, unlike any
 * other criterion's or question's (`otherKeys`); a saved one keeps its own.
 */
export function criteriaOf(
  drafts: readonly CriterionDraft[],
  otherKeys: readonly string[],
): IntakeCriterion[] {
  const taken = [...otherKeys, ...drafts.map((d) => d.id).filter(Boolean)];
  return drafts.map((d) => {
    const id = d.id || keyFromLabel(d.label, taken, 'criterion');
    taken.push(id);
    return {
      id,
      label: d.label.trim(),
      ...(d.help.trim() ? { help: d.help.trim() } : {}),
      weight: d.weight.trim() === '' ? NaN : Number(d.weight),
      ...(d.lowerIsBetter ? { lowerIsBetter: true } : {}),
    };
  });
}

/** Each criterion's first problem by the contract's rules, or undefined. */
export const criterionProblems = (criteria: readonly IntakeCriterion[]) =>
  criteria.map((c) => {
    const found = checkFields(IntakeCriterion, c);
    if (found.label) return found.label;
    if (found.weight || !Number.isFinite(c.weight)) return 'Give a weight above 0, up to 100.';
    return Object.values(found)[0];
  });

export interface CriteriaEditorProps {
  criteria: readonly CriterionDraft[];
  /** The problems shown under the rows (after a save was tried). */
  problems: readonly (string | undefined)[];
  readOnly: boolean;
  onChange: (criteria: CriterionDraft[]) => void;
}

/** The weighted model's criteria: name, weight, whether lower is better, and a line of help. */
export function CriteriaEditor({ criteria, problems, readOnly, onChange }: CriteriaEditorProps) {
  const change = (row: string, fields: Partial<CriterionDraft>) =>
    onChange(criteria.map((c) => (c.row === row ? { ...c, ...fields } : c)));
  const numbered = criteria.map((c, i) => ({ ...c, n: i + 1, problem: problems[i] }));
  return (
    <Grid $gap="0.75rem">
      {criteria.length === 0 ? (
        <ListEmpty>No criteria yet: until one is added, no proposal gets a score.</ListEmpty>
      ) : (
        <TableContainer>
          <DataTable
            aria-label="Criteria"
            columns={['Criterion', 'Weight', 'Lower is better', 'Help', ACTIONS_COLUMN]}
            rows={numbered}
            rowKey={(c) => c.row}
          >
            {(c) => (
              <>
                <Td>
                  <Input
                    aria-label={`Criterion ${c.n}`}
                    aria-invalid={c.problem ? true : undefined}
                    value={c.label}
                    maxLength={INTAKE_LIMITS.label}
                    readOnly={readOnly}
                    onChange={(e) => change(c.row, { label: e.target.value })}
                  />
                  {c.problem ? <Problem role="alert">{c.problem}</Problem> : null}
                </Td>
                <Td>
                  <Weight
                    aria-label={`Weight of criterion ${c.n}`}
                    type="number"
                    min={0}
                    max={100}
                    step="any"
                    value={c.weight}
                    readOnly={readOnly}
                    onChange={(e) => change(c.row, { weight: e.target.value })}
                  />
                </Td>
                <Td>
                  <Switch
                    aria-label={`Lower is better for criterion ${c.n}`}
                    checked={c.lowerIsBetter}
                    disabled={readOnly}
                    onCheckedChange={(lowerIsBetter) => change(c.row, { lowerIsBetter })}
                  />
                </Td>
                <Td>
                  <Input
                    aria-label={`Help for criterion ${c.n}`}
                    value={c.help}
                    maxLength={INTAKE_LIMITS.help}
                    readOnly={readOnly}
                    onChange={(e) => change(c.row, { help: e.target.value })}
                  />
                </Td>
                <Td $align="right">
                  {readOnly ? null : (
                    <RemoveButton
                      aria-label={`Remove criterion ${c.n}`}
                      onClick={() => onChange(criteria.filter((other) => other.row !== c.row))}
                    />
                  )}
                </Td>
              </>
            )}
          </DataTable>
        </TableContainer>
      )}
      {readOnly ? null : (
        <div>
          <Button
            $variant="outline"
            $size="sm"
            disabled={criteria.length >= INTAKE_LIMITS.criteria}
            onClick={() => onChange([...criteria, newCriterion()])}
          >
            <PlusIcon size={14} />
            Add Criterion
          </Button>
        </div>
      )}
    </Grid>
  );
}

const Weight = styled(Input)`
  width: 6rem;
`;

const Problem = styled.p`
  margin: 0.25rem 0 0;
  font-size: ${(p) => p.theme.fontSize.xs};
  color: ${(p) => p.theme.color.danger};
`;
