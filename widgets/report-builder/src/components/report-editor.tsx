import styled from 'styled-components';
import type { FieldError, ReportDefinition, SavedReport } from '@portfolio/contracts';
import {
  Button,
  Card,
  CardContent,
  CardHeading,
  MailIcon,
  PencilIcon,
  TrashIcon,
  color,
  fontSize,
} from '@portfolio/ui';
import { ExportCsvButton, PrintButton } from '@portfolio/ui/toolbar';
import { BuilderForm } from './builder-form';

export interface ReportEditorProps {
  /** The saved report open, if any. */
  report: SavedReport | undefined;
  /** Whether the definition differs from the saved report's. */
  changed: boolean;
  definition: ReportDefinition;
  onChange: (next: ReportDefinition) => void;
  /** The problems to show: none until a run or save finds some. */
  problems: FieldError[];
  saving: boolean;
  /** Whether a result is there to print. */
  canPrint: boolean;
  /** The saved report's CSV export, if it is saved. */
  exportUrl: string | undefined;
  onRun: () => void;
  onSave: () => void;
  onSaveAs: () => void;
  onRename: () => void;
  onSchedule: () => void;
  onDelete: () => void;
}

const describeReport = (report: SavedReport | undefined, changed: boolean) =>
  report
    ? `${report.visibility === 'shared' ? 'Shared with the company' : 'Private'}${report.canEdit ? '' : `, by ${report.createdByName}`}${changed ? ' · changed since saved' : ''}`
    : 'Not saved yet';

/** The report being built: its name, the builder form and the actions on it. */
export function ReportEditor({
  report,
  changed,
  definition,
  onChange,
  problems,
  saving,
  canPrint,
  exportUrl,
  onRun,
  onSave,
  onSaveAs,
  onRename,
  onSchedule,
  onDelete,
}: ReportEditorProps) {
  return (
    <Card data-print-hide>
      <CardHeading
        title={report ? report.name : 'New report'}
        description={describeReport(report, changed)}
      />
      <CardContent>
        <BuilderForm definition={definition} onChange={onChange} problems={problems} />
        {problems.length > 0 ? (
          <Problems role="alert">
            The report cannot run yet: {problems.map((p) => p.message).join(' ')}
          </Problems>
        ) : null}
      </CardContent>
      <Toolbar aria-label="Report actions">
        <Button onClick={onRun}>Run</Button>
        <Button $variant="outline" onClick={onSave} disabled={saving}>
          {saving ? 'Saving...' : 'Save'}
        </Button>
        <Button $variant="outline" onClick={onSaveAs}>
          Save as…
        </Button>
        {report?.canEdit ? (
          <>
            <Button $variant="ghost" onClick={onRename}>
              <PencilIcon size={14} />
              Rename
            </Button>
            <Button $variant="ghost" onClick={onSchedule}>
              <MailIcon size={14} />
              Schedule
            </Button>
            <Button $variant="ghost" onClick={onDelete}>
              <TrashIcon size={14} />
              Delete
            </Button>
          </>
        ) : null}
        <Spacer />
        {exportUrl ? (
          <ExportCsvButton
            href={exportUrl}
            title={changed ? 'The saved report: save to export your changes' : undefined}
          />
        ) : null}
        <PrintButton disabled={!canPrint} />
      </Toolbar>
    </Card>
  );
}

const Toolbar = styled.div.attrs({ role: 'toolbar' })`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  padding: 1rem 1.5rem;
  border-top: 1px solid ${color('border')};
`;

const Spacer = styled.span`
  flex: 1;
`;

const Problems = styled.p`
  margin: 1rem 0 0;
  font-size: ${fontSize('sm')};
  font-weight: 500;
  color: ${color('danger')};
`;
