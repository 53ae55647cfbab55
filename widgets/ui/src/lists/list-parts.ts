import styled from 'styled-components';

/** The parts of a card listing items one under another (milestones, links, spend, KPIs, …). */

/** The list: its items one under another (a `ul` with `as="ul"`). */
export const ListRows = styled.div`
  display: grid;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** One item of the list, framed, its parts on a line. */
export const ListRow = styled.li`
  container-type: inline-size;
  display: flex;
  align-items: center;
  gap: 0.75rem;
  padding: 0.625rem 0.75rem;
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.md};
`;

/** What the list says when it holds nothing yet. */
export const ListEmpty = styled.p`
  padding: 1rem 1.25rem;
  border: 1px dashed ${(p) => p.theme.color.borderStrong};
  border-radius: ${(p) => p.theme.radius.md};
  color: ${(p) => p.theme.color.textMuted};
  font-size: ${(p) => p.theme.fontSize.sm};
`;
