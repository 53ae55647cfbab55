import styled from 'styled-components';
import type { FrameworkCsvError } from '@portfolio/contracts';
import { isApiError, tonedBox } from '@portfolio/ui';

/** The most problems listed; the rest are counted. */
const SHOWN = 50;

/**
 * The problems of a refused import, from the API's `details` (`rows.3.control`, "Row 3, column
 * control: …"): its rows' problems, or none when the refusal was about something else.
 */
export function csvErrorsOf(error: unknown): FrameworkCsvError[] {
  if (!isApiError(error)) return [];
  return (error.body?.details ?? []).flatMap(({ field, message }) => {
    const match = /^rows\.(\d+)(?:\.(.+))?$/.exec(field);
    if (!match) return [];
    return [
      {
        row: Number(match[1]),
        column: match[2] ?? null,
        message: message.replace(/^Row \d+(, column [^:]+)?: /, ''),
      },
    ];
  });
}

/**
 * Every problem of a CSV, row by row (its row, its column, what is wrong), under the rule that
 * nothing of a file with problems is imported.
 */
export function ImportErrors({ errors }: { errors: readonly FrameworkCsvError[] }) {
  const count = errors.length === 1 ? '1 problem' : `${errors.length} problems`;
  return (
    <Box role="alert" aria-labelledby="import-errors-title">
      <Title id="import-errors-title">
        The CSV has {count}, so nothing will be imported. Fix them in the file and choose it again.
      </Title>
      <Scroll>
        <table aria-label="Problems of the CSV">
          <thead>
            <tr>
              <th scope="col">Row</th>
              <th scope="col">Column</th>
              <th scope="col">Problem</th>
            </tr>
          </thead>
          <tbody>
            {errors.slice(0, SHOWN).map((e, i) => (
              <tr key={i} data-row={e.row}>
                <td>{e.row}</td>
                <td>{e.column ?? 'whole row'}</td>
                <td>{e.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Scroll>
      {errors.length > SHOWN ? <More>And {errors.length - SHOWN} more.</More> : null}
    </Box>
  );
}

const Box = styled.div`
  display: grid;
  gap: 0.5rem;
  padding: 0.75rem;
  border-radius: ${(p) => p.theme.radius.md};
  ${tonedBox('red')}
  font-size: ${(p) => p.theme.fontSize.sm};
`;

const Title = styled.p`
  margin: 0;
  font-weight: 600;
`;

const Scroll = styled.div`
  max-height: 14rem;
  overflow: auto;
  background: ${(p) => p.theme.color.surface};
  border-radius: ${(p) => p.theme.radius.sm};
  color: ${(p) => p.theme.color.text};
  table {
    width: 100%;
    border-collapse: collapse;
  }
  th,
  td {
    padding: 0.375rem 0.5rem;
    text-align: left;
    vertical-align: top;
    border-bottom: 1px solid ${(p) => p.theme.color.border};
  }
  th {
    position: sticky;
    top: 0;
    background: ${(p) => p.theme.color.surfaceMuted};
    font-weight: 600;
  }
  td:first-child,
  td:nth-child(2) {
    white-space: nowrap;
    font-family: ${(p) => p.theme.font.mono};
  }
`;

const More = styled.p`
  margin: 0;
`;
