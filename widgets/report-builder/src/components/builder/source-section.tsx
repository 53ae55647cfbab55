import {
  REPORT_SOURCES,
  REPORT_SOURCE_LABELS,
  reportSourceOf,
  type ReportSource,
} from '@portfolio/contracts';
import { Field, Select } from '@portfolio/ui';
import { labelledOptions } from '@portfolio/ui/forms';
import { newReportOf } from '../../model/definition';
import { Row, type SectionProps } from './builder-parts';

const SOURCE_HINTS: Record<ReportSource, string> = {
  projects: 'One row per project of the portfolio.',
  proposals: 'One row per proposal of the intake queue, decided or not.',
};

/** What the report's rows are: projects or proposals. A change starts the report anew. */
export function SourceSection({ definition: d, set }: Pick<SectionProps, 'definition' | 'set'>) {
  const source = reportSourceOf(d);
  return (
    <Row>
      <Field label="Report on" hint={SOURCE_HINTS[source]}>
        <Select
          value={source}
          onChange={(e) => {
            const next = e.target.value as ReportSource;
            set({ ...newReportOf(next), source: next });
          }}
          options={labelledOptions(REPORT_SOURCES, REPORT_SOURCE_LABELS)}
        />
      </Field>
    </Row>
  );
}
