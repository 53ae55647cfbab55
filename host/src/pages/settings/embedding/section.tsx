import styled from 'styled-components';
import { MutedText } from '@portfolio/ui';

/** One part of the Embedding card, with a heading and a line saying what it is for. */
export const Section = styled.section`
  padding: 1.25rem 0;
  border-bottom: 1px solid ${(p) => p.theme.color.border};
  min-width: 0;
  &:first-child {
    padding-top: 0;
  }
  &:last-child {
    border-bottom: none;
    padding-bottom: 0;
  }
`;

export const SectionTitle = styled.h3`
  margin: 0 0 0.25rem;
  font-size: ${(p) => p.theme.fontSize.md};
  font-weight: 600;
`;

export const SectionHint = styled(MutedText)`
  margin-bottom: 0.875rem;
  code {
    font-size: inherit;
  }
`;

/**
 * A section's create form: its fields and button on one line where they fit, level at the bottom.
 * `$fields` says how the fields share the line: each one's flex, in order.
 */
export const SectionForm = styled.form<{ $fields?: readonly string[] }>`
  display: flex;
  align-items: flex-end;
  gap: 0.75rem 1rem;
  flex-wrap: wrap;
  margin-bottom: 1rem;
  ${(p) => p.$fields?.map((flex, i) => `> :nth-child(${i + 1}) { flex: ${flex}; }`)}
  > button {
    flex: 0 0 auto;
  }
`;

/** A small muted line under a table cell's text: a delivery's next try, an endpoint's state. */
export const CellNote = styled.div`
  margin-top: 0.25rem;
  font-size: ${(p) => p.theme.fontSize.xs};
  color: ${(p) => p.theme.color.textMuted};
`;
