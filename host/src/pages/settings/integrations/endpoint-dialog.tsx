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
import { Button, Dialog, Field, Input, Select, useFieldErrors } from '@portfolio/ui';
import { TextField } from '@portfolio/ui/forms';
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
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<string[]>(DEFAULT_EVENTS);
  const [departments, setDepartments] = useState('');
  const { errors, accept, acceptFromServer, reset } = useFieldErrors();
  const create = useCreateWebhook(companyId);

  const clear = () => {
    setUrl('');
    setDescription('');
    setEvents(DEFAULT_EVENTS);
    setDepartments('');
    reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body: WebhookCreateBody = {
      kind,
      url: url.trim(),
      description: description.trim(),
      eventTypes: WEBHOOK_EVENT_TYPES.filter((type) => events.includes(type)),
      departments: departments
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
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          clear();
          onCancel();
        }
      }}
      title={title}
      pending={create.isPending}
      onSubmit={submit}
      footer={
        <>
          <Button
            type="button"
            $variant="outline"
            onClick={() => {
              clear();
              onCancel();
            }}
          >
            Cancel
          </Button>
          <Button type="submit">{create.isPending ? 'Adding...' : 'Add'}</Button>
        </>
      }
    >
      {kinds.length > 1 ? (
        <Field label="Kind" required>
          <Select
            name="kind"
            value={kind}
            options={kinds.map((value) => ({ value, label: WEBHOOK_KIND_LABELS[value] }))}
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
        value={url}
        maxLength={WEBHOOK_LIMITS.url}
        onChange={(e) => setUrl(e.target.value)}
      />
      <TextField
        label="Description"
        error={errors.description}
        name="description"
        placeholder="Data warehouse"
        value={description}
        maxLength={WEBHOOK_LIMITS.description}
        onChange={(e) => setDescription(e.target.value)}
      />
      <CheckboxGroup
        legend="Events"
        options={WEBHOOK_EVENT_TYPES}
        labels={EVENT_LABELS}
        value={events}
        onChange={setEvents}
        error={errors.eventTypes}
      />
      <Field
        label="Departments"
        error={errors.departments}
        hint="Only changes to projects of these departments, separated by commas; empty for all."
      >
        <Input
          name="departments"
          placeholder="Claims, Customer Service"
          value={departments}
          onChange={(e) => setDepartments(e.target.value)}
        />
      </Field>
    </Dialog>
  );
}
