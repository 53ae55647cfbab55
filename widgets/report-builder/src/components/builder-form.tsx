import type { FieldError, ReportDefinition } from '@portfolio/contracts';
import { Sections } from './builder/builder-parts';
import { ColumnsSection } from './builder/columns-section';
import { FiltersSection } from './builder/filters-section';
import { MeasuresSection } from './builder/measures-section';
import { SortSection } from './builder/sort-section';
import { SourceSection } from './builder/source-section';

export interface BuilderFormProps {
  definition: ReportDefinition;
  onChange: (next: ReportDefinition) => void;
  /** What keeps the definition from running, by field (`chart`, `measures.0`, …). */
  problems: FieldError[];
}

/**
 * The report's definition as a form: what it reports on (projects or proposals), columns, the
 * list's filters, groups, measures, sort, chart and row limit, each choice from the contract's
 * column table of that source.
 */
export function BuilderForm({ definition, onChange, problems }: BuilderFormProps) {
  const set = (patch: Partial<ReportDefinition>) => onChange({ ...definition, ...patch });
  const section = { definition, set, problems };
  return (
    <Sections>
      <SourceSection {...section} />
      <ColumnsSection {...section} />
      <FiltersSection {...section} />
      <MeasuresSection {...section} />
      <SortSection {...section} />
    </Sections>
  );
}
