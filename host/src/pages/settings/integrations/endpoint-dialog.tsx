import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_KIND_LABELS,
  WEBHOOK_LIMITS,
  WebhookCreateBody,
  type WebhookCreated,
  type WebhookKind,
} from '@portfolio/contracts';
import { checkFields } from '@portfolio/contracts/validation';
import { Field, FormDialog, Select, useFieldErrors } from '@portfolio/ui';
import { TextField, labelledOptions, useFormValues } from '@portfolio/ui/forms';
import { CheckboxGroup } from '@portfolio/ui/choices';
import { useCreateWebhook } from '../../../api/webhooks';

export interface EndpointDialogProps {
  open: boolean;
  companyId: string;
  /** The kinds this dialog registers (one: no choice shown). */
  kinds: WebhookKind[];
  title: string;
  onCreated: (answer: WebhookCreated) => void;
  onCancel: () => void;
}

/** The events a new endpoint gets unless the admin says otherwise. */
const DEFAULT_EVENTS = [
  'project.created',
  'project.updated',
  'risk.opened',
  'status-report.published',
];

const EventName = styled.code`
  font-size: ${(p) => p.theme.fontSize.xs};
`;

/** Each event by its name as a receiver sees it. */
const EVENT_LABELS = Object.fromEntries(
  WEBHOOK_EVENT_TYPES.map((type) => [type, <EventName key={type}>{type}</EventName>]),
);

const URL_HINTS: Record<WebhookKind, string> = {
  webhook: 'Your endpoint; it must answer 2xx within 15 seconds.',
  slack: 'The incoming-webhook URL of the Slack app, e.g. https://hooks.slack.com/services/…',
  teams: 'The URL of a Teams workflow “When a Teams webhook request is received”.',
};

/** The text fields, empty as a new endpoint's. */
const EMPTY = { url: '', description: '', departments: '' };

/** Registers an endpoint: kind, URL, description, events and (optionally) departments. */
export function EndpointDialog({
  open,
  companyId,
  kinds,
  title,
  onCreated,
  onCancel,
}: EndpointDialogProps) {
  const [kind, setKind] = useState<WebhookKind>(kinds[0]!);
  const [events, setEvents] = useState<string[]>(DEFAULT_EVENTS);
  const { errors, accept, acceptFromServer, clear: clearError, reset } = useFieldErrors();
  const { values, set, bind } = useFormValues(EMPTY, clearError);
  const create = useCreateWebhook(companyId);

  const clear = () => {
    for (const field of Object.keys(EMPTY) as (keyof typeof EMPTY)[]) set(field, EMPTY[field]);
    setEvents(DEFAULT_EVENTS);
    reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body: WebhookCreateBody = {
      kind,
      url: values.url.trim(),
      description: values.description.trim(),
      eventTypes: WEBHOOK_EVENT_TYPES.filter((type) => events.includes(type)),
      departments: values.departments
        .split(',')
        .map((d) => d.trim())
        .filter(Boolean),
    };
    if (!accept(checkFields(WebhookCreateBody, body))) return;
    create.mutate(body, {
      onSuccess: (answer) => {
        clear();
        onCreated(answer);
      },
      onError: (error) => void acceptFromServer(error),
    });
  };

  return (
    <FormDialog
      open={open}
      onClose={() => {
        clear();
        onCancel();
      }}
      title={title}
      pending={create.isPending}
      onSubmit={submit}
      submitLabel="Add"
      pendingLabel="Adding..."
    >
      {kinds.length > 1 ? (
        <Field label="Kind" required>
          <Select
            name="kind"
            value={kind}
            options={labelledOptions(kinds, WEBHOOK_KIND_LABELS)}
            onChange={(e) => setKind(e.target.value as WebhookKind)}
          />
        </Field>
      ) : null}
      <TextField
        label="URL"
        required
        error={errors.url}
        hint={URL_HINTS[kind]}
        name="url"
        type="url"
        placeholder="https://example.com/webhooks/portfolio"
        {...bind('url')}
        maxLength={WEBHOOK_LIMITS.url}
      />
      <TextField
        label="Description"
        error={errors.description}
        name="description"
        placeholder="Data warehouse"
        {...bind('description')}
        maxLength={WEBHOOK_LIMITS.description}
      />
      <CheckboxGroup
        legend="Events"
        options={WEBHOOK_EVENT_TYPES}
        labels={EVENT_LABELS}
        value={events}
        onChange={setEvents}
        error={errors.eventTypes}
      />
      <TextField
        label="Departments"
        error={errors.departments}
        hint="Only changes to projects of these departments, separated by commas; empty for all."
        name="departments"
        placeholder="Claims, Customer Service"
        {...bind('departments')}
      />
    </FormDialog>
  );
}
