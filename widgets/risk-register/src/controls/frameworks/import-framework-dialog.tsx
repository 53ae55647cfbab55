import { useState } from 'react';
import {
  FRAMEWORK_CSV_COLUMNS,
  FRAMEWORK_CSV_EXAMPLE,
  FrameworkImportBody,
  formatCount,
  parseFrameworkCsv,
  type FrameworkCsvError,
  type FrameworkCsvItem,
  type FrameworkCoverage,
} from '@portfolio/contracts';
import { Field, FormDialog, Input, Textarea, useToast } from '@portfolio/ui';
import { TonedNotice, useFormValues, useFormWrite } from '@portfolio/ui/forms';
import { useImportFramework } from '../api';
import { ImportErrors, csvErrorsOf } from './import-errors';

interface ImportFrameworkDialogProps {
  companyId: string;
  open: boolean;
  onClose: () => void;
  /** The framework was imported: its id. */
  onImported: (id: string) => void;
}

/**
 * An admin imports a framework of the company's own (a national scheme, an internal policy) from
 * a CSV of its items and the controls that satisfy them. The file is read as soon as it is
 * chosen, by the same rules the server applies: every problem shows with its row and column, and
 * a file with any problem is imported not at all.
 */
export function ImportFrameworkDialog({ open, ...props }: ImportFrameworkDialogProps) {
  return open ? <ImportForm {...props} /> : null;
}

/** A file as read: its text, and its items or its problems. */
interface ReadFile {
  name: string;
  text: string;
  items: FrameworkCsvItem[] | null;
  errors: FrameworkCsvError[];
}

const EXAMPLE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(FRAMEWORK_CSV_EXAMPLE)}`;

function ImportForm({ companyId, onClose, onImported }: Omit<ImportFrameworkDialogProps, 'open'>) {
  const { toast } = useToast();
  const [file, setFile] = useState<ReadFile | null>(null);
  const write = useFormWrite<
    FrameworkImportBody,
    FrameworkCoverage,
    'name' | 'description' | 'csv'
  >({
    schema: FrameworkImportBody,
    mutation: useImportFramework(companyId),
    failure: 'Failed to import the framework',
    // The server's problems of the file's rows are listed as the file's own are.
    shows: (error) => {
      const rows = csvErrorsOf(error);
      if (rows.length === 0 || !file) return false;
      setFile({ ...file, items: null, errors: rows });
      return true;
    },
  });
  const { errors } = write;
  const { values, bind } = useFormValues({ name: '', description: '' }, write.clear);

  const choose = async (chosen: File | undefined) => {
    write.clear('csv');
    write.setRefusal(null);
    if (!chosen) return setFile(null);
    const text = await chosen.text();
    const parsed = parseFrameworkCsv(text);
    setFile({ name: chosen.name, text, items: parsed.items, errors: parsed.errors });
  };

  const submit = () => {
    if (file && file.errors.length > 0) return;
    const body: FrameworkImportBody = {
      name: values.name.trim(),
      description: values.description.trim() || null,
      csv: file?.text ?? '',
    };
    write.send(body, (framework) => {
      toast({
        title: `Imported ${framework.name}`,
        description: `${formatCount(framework.coverage.items, 'item')}, checked against your controls.`,
      });
      onClose();
      onImported(framework.id);
    });
  };

  return (
    <FormDialog
      onClose={onClose}
      title="Import a framework"
      description="A framework of your own, such as a national scheme or an internal policy: its items and the controls that satisfy them. Members see it read-only."
      {...write.dialog}
      onSubmit={submit}
      size="lg"
      submitLabel="Import"
      pendingLabel="Importing..."
      submitDisabled={Boolean(file && file.errors.length > 0)}
    >
      <Field label="Name" required error={errors.name}>
        <Input {...bind('name')} placeholder="e.g. Internal AI standard" />
      </Field>
      <Field label="Description" error={errors.description}>
        <Textarea rows={2} {...bind('description')} />
      </Field>
      <Field
        label="CSV file"
        required
        error={errors.csv}
        hint={
          <>
            Columns {FRAMEWORK_CSV_COLUMNS.map((c) => c.name).join(', ')}: a row per item and
            control, an item with several controls repeated.{' '}
            <a href={EXAMPLE_HREF} download="framework-example.csv">
              Download an example
            </a>
          </>
        }
      >
        <Input
          type="file"
          accept=".csv,text/csv"
          onChange={(e) => void choose(e.target.files?.[0])}
        />
      </Field>
      {file?.items ? <Ready file={file} items={file.items} /> : null}
      {file && file.errors.length > 0 ? <ImportErrors errors={file.errors} /> : null}
    </FormDialog>
  );
}

/** A file without problems: what it holds. */
function Ready({ file, items }: { file: ReadFile; items: FrameworkCsvItem[] }) {
  const groups = new Set(items.map((i) => i.group)).size;
  const links = items.reduce((n, i) => n + i.links.length, 0);
  return (
    <TonedNotice role="status" $tone="green">
      {file.name}: {formatCount(items.length, 'item')} in {formatCount(groups, 'group')},{' '}
      {formatCount(links, 'link')} to your controls. Ready to import.
    </TonedNotice>
  );
}
