import { useState } from 'react';
import { IncidentUpdateBody, type IncidentDetail } from '@portfolio/contracts';
import { checkFields } from '@portfolio/contracts/validation';
import { useToast, viewerTimeZone } from '@portfolio/ui';
import { useUpdateIncident } from '../api/incidents';
import {
  IncidentFactsDialog,
  factsOf,
  type IncidentFacts,
  type IncidentFactsDialogProps,
} from './incident-fields';
import { fromLocalInput } from './incident-time';

export interface EditIncidentDialogProps {
  incident: IncidentDetail;
  open: boolean;
  onClose: () => void;
}

/**
 * "Edit incident": its facts, owner, who reported it and the root cause. Only what changed is
 * sent; a changed awareness moves every clock (the BFF recomputes them) and, as when an incident
 * is reported, its days are then counted in the viewer's time zone.
 */
export function EditIncidentDialog({ open, ...props }: EditIncidentDialogProps) {
  return open ? <EditForm {...props} /> : null;
}

/** The fields that differ from the incident's, as the update body sends them. */
export function changedFacts(before: IncidentFacts, after: IncidentFacts): IncidentUpdateBody {
  const body: IncidentUpdateBody = {};
  if (after.title !== before.title) body.title = after.title.trim();
  if (after.description !== before.description) body.description = after.description.trim();
  if (after.occurredAt !== before.occurredAt) {
    body.occurredAt = after.occurredAt ? fromLocalInput(after.occurredAt) : null;
  }
  if (after.awareAt !== before.awareAt) {
    body.awareAt = fromLocalInput(after.awareAt);
    body.timeZone = viewerTimeZone();
  }
  if (after.severity !== before.severity) body.severity = after.severity;
  if (after.projectId !== before.projectId) body.projectId = after.projectId || null;
  if (after.ownerId !== before.ownerId) body.ownerId = after.ownerId || null;
  if (after.reportedBy !== before.reportedBy) body.reportedBy = after.reportedBy.trim();
  if (after.rootCause !== before.rootCause) body.rootCause = after.rootCause.trim() || null;
  return body;
}

const awareHint = (timeZone: string) =>
  `Every deadline counts from here: changing it moves every clock. Days are counted in ${timeZone}${
    timeZone === viewerTimeZone()
      ? '.'
      : `; a changed awareness counts them in ${viewerTimeZone()}.`
  }`;

function EditForm({ incident, onClose }: Omit<EditIncidentDialogProps, 'open'>) {
  const { toast } = useToast();
  const update = useUpdateIncident(incident.id);
  const [initial] = useState(() => factsOf(incident));

  const submit: IncidentFactsDialogProps['onSubmit'] = (facts, { accept, acceptFromServer }) => {
    const body = changedFacts(initial, facts);
    if (Object.keys(body).length === 0) return onClose();
    if (!accept(checkFields(IncidentUpdateBody, body))) return;
    update.mutate(body, {
      onSuccess: () => {
        toast({
          title: 'Incident saved',
          description: body.awareAt
            ? 'Every reporting clock now counts from the new awareness.'
            : undefined,
        });
        onClose();
      },
      onError: acceptFromServer,
    });
  };

  return (
    <IncidentFactsDialog
      companyId={incident.companyId}
      initial={() => initial}
      recorded={{ owner: incident.owner, awareHint: awareHint(incident.timeZone) }}
      onClose={onClose}
      onSubmit={submit}
      title="Edit incident"
      description="Times are in your time zone. The reports already recorded stay as they were."
      pending={update.isPending}
      submitLabel="Save changes"
      pendingLabel="Saving..."
    />
  );
}
