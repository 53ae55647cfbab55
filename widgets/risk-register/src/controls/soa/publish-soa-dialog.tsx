import { useState } from 'react';
import { SOA_LIMITS, SoaPublishBody } from '@portfolio/contracts';
import { checkFields } from '@portfolio/contracts/validation';
import {
  Field,
  FormDialog,
  Textarea,
  mutationErrorMessage,
  useFieldErrors,
  useToast,
} from '@portfolio/ui';
import { usePublishSoa } from '../api';

/**
 * Publish the Statement as it stands: a new numbered version with its date and an optional note,
 * kept as it is. Later changes are the draft of the next version.
 */
export function PublishSoaDialog({
  companyId,
  open,
  next,
  onClose,
}: {
  companyId: string;
  open: boolean;
  /** The number the new version will have. */
  next: number;
  onClose: () => void;
}) {
  return open ? <PublishForm companyId={companyId} next={next} onClose={onClose} /> : null;
}

function PublishForm({
  companyId,
  next,
  onClose,
}: {
  companyId: string;
  next: number;
  onClose: () => void;
}) {
  const { toast } = useToast();
  const publish = usePublishSoa(companyId);
  const [note, setNote] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const { errors, accept, clear, acceptFromServer } = useFieldErrors<'note'>();

  const submit = () => {
    setRefusal(null);
    const body: SoaPublishBody = { note: note.trim() || null };
    if (!accept(checkFields(SoaPublishBody, body))) return;
    publish.mutate(body, {
      onSuccess: (soa) => {
        const number = soa.version?.number ?? next;
        toast({
          title: `Version ${number} published`,
          description: 'Listed under Published versions, kept as it stands.',
        });
        onClose();
      },
      onError: (error) => {
        if (!acceptFromServer(error)) {
          setRefusal(mutationErrorMessage(error, 'Failed to publish the Statement'));
        }
      },
    });
  };

  return (
    <FormDialog
      onClose={onClose}
      title={`Publish version ${next}`}
      description="The Statement is kept as it stands today, with its date and who published it, and is never edited afterwards: auditors read it as published. Later changes make the next version."
      pending={publish.isPending}
      onSubmit={submit}
      submitLabel="Publish"
      pendingLabel="Publishing..."
      refusal={refusal}
    >
      <Field
        label="Note"
        error={errors.note}
        hint="Optional: what it is for, e.g. the stage 1 audit."
      >
        <Textarea
          value={note}
          rows={2}
          maxLength={SOA_LIMITS.note}
          onChange={(e) => {
            setNote(e.target.value);
            clear('note');
          }}
        />
      </Field>
    </FormDialog>
  );
}
