import type { SavedReport } from '@portfolio/contracts';
import { ConfirmDialog, useToast } from '@portfolio/ui';
import { useDeleteReport } from '../api/reports';

/** "Delete report": open while `report` is given; its e-mail schedule, if any, stops too. */
export function DeleteReportDialog({
  companyId,
  report,
  onClose,
  onDeleted,
}: {
  companyId: string;
  report: SavedReport | null;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { toast } = useToast();
  const remove = useDeleteReport(companyId);
  return (
    <ConfirmDialog
      open={Boolean(report)}
      title="Delete report"
      question={`Are you sure you want to delete "${report?.name ?? ''}"?`}
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      pending={remove.isPending}
      onCancel={onClose}
      onConfirm={() =>
        report &&
        remove.mutate(report.id, {
          onSuccess: () => {
            toast({ title: 'Report deleted', description: report.name });
            onClose();
            onDeleted();
          },
          onError: onClose,
        })
      }
    >
      {report?.schedule ? 'Its e-mail schedule stops too.' : null}
    </ConfirmDialog>
  );
}
