import styled from 'styled-components';
import type { FieldError, ReportDefinition } from '@portfolio/contracts';
import { color, fontSize, media, radius } from '@portfolio/ui';

/** What each section of the builder gets: the definition, a patch of it, and its problems. */
export interface SectionProps {
  definition: ReportDefinition;
  set: (patch: Partial<ReportDefinition>) => void;
  /** What keeps the definition from running, by field (`chart`, `measures.0`, …). */
  problems: FieldError[];
}

/** The value of a select's "none" choice. */
export const NONE = '';

/** The messages of the problems of a field and the fields below it, in one sentence. */
export const problemOf = (problems: FieldError[], prefix: string) =>
  problems
    .filter((p) => p.field === prefix || p.field.startsWith(`${prefix}.`))
    .map((p) => p.message)
    .join(' ') || undefined;

/** `list` with `value` added at its end (`on`) or taken out. */
export const toggle = <T extends string>(list: readonly T[], value: T, on: boolean): T[] =>
  on ? [...list, value] : list.filter((v) => v !== value);

export const Sections = styled.div`
  display: grid;
  gap: 1.25rem;
`;

export const Group = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  display: grid;
  gap: 0.75rem;
  min-width: 0;
  legend {
    padding: 0;
    margin-bottom: 0.5rem;
    font-size: ${fontSize('sm')};
    font-weight: 600;
    color: ${color('text')};
  }
`;

export const Hint = styled.p`
  margin: 0;
  font-size: ${fontSize('xs')};
  color: ${color('textMuted')};
`;

export const Problem = styled.p`
  margin: 0;
  font-size: ${fontSize('xs')};
  font-weight: 500;
  color: ${color('danger')};
`;

export const Checks = styled.div`
  display: grid;
  gap: 0.375rem 1rem;
  grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr));
  label {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    font-size: ${fontSize('sm')};
    color: ${color('text')};
    cursor: pointer;
  }
  input {
    width: 1rem;
    height: 1rem;
    accent-color: ${color('primary')};
  }
`;

export const Row = styled.div<{ $columns?: number }>`
  display: grid;
  gap: 0.75rem;
  grid-template-columns: minmax(0, 1fr);
  align-items: start;
  ${media.md} {
    grid-template-columns: repeat(${(p) => p.$columns ?? 2}, minmax(0, 1fr));
  }
`;

export const SwitchField = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  padding-top: 1.75rem;
  font-size: ${fontSize('sm')};
`;

export const Measures = styled.div`
  display: grid;
  gap: 0.5rem;
  &:empty {
    display: none;
  }
`;

export const MeasureRow = styled.div`
  display: grid;
  gap: 0.75rem;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr) auto;
  align-items: center;
  padding: 0.5rem 0.75rem 0;
  border: 1px solid ${color('border')};
  border-radius: ${radius('md')};
`;
