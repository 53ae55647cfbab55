import { SOA_LIMITS, SoaPublishBody, type Soa } from '@portfolio/contracts';
import { Field, FormDialog, Textarea, useToast } from '@portfolio/ui';
import { useFormValues, useFormWrite } from '@portfolio/ui/forms';
import { usePublishSoa } from '../api';

export interface PublishSoaDialogProps {
  companyId: string;
  open: boolean;
  /** The number the new version will have. */
  next: number;
  onClose: () => void;
}

/**
 * Publish the Statement as it stands: a new numbered version with its date and an optional note,
 * kept as it is. Later changes are the draft of the next version.
 */
export function PublishSoaDialog({ open, ...props }: PublishSoaDialogProps) {
  return open ? <PublishForm {...props} /> : null;
}

function PublishForm({ companyId, next, onClose }: Omit<PublishSoaDialogProps, 'open'>) {
  const { toast } = useToast();
  const write = useFormWrite<SoaPublishBody, Soa, 'note'>({
    schema: SoaPublishBody,
    mutation: usePublishSoa(companyId),
    failure: 'Failed to publish the Statement',
  });
  const { values, bind } = useFormValues({ note: '' }, write.clear);

  const submit = () =>
    write.send({ note: values.note.trim() || null }, (soa) => {
      toast({
        title: `Version ${soa.version?.number ?? next} published`,
        description: 'Listed under Published versions, kept as it stands.',
      });
      onClose();
    });

  return (
    <FormDialog
      {...write.dialog}
      onSubmit={submit}
      onClose={onClose}
      title={`Publish version ${next}`}
      description="The Statement is kept as it stands today, with its date and who published it, and is never edited afterwards: auditors read it as published. Later changes make the next version."
      submitLabel="Publish"
      pendingLabel="Publishing..."
    >
      <Field
        label="Note"
        error={write.errors.note}
        hint="Optional: what it is for, e.g. the stage 1 audit."
      >
        <Textarea rows={2} maxLength={SOA_LIMITS.note} {...bind('note')} />
      </Field>
    </FormDialog>
  );
}
