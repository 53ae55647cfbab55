import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  INBOUND_MESSAGES,
  type InboundProvider,
  type LinkProvider,
  type LinkState,
  MINUTE_MS,
} from '@portfolio/contracts';

/**
 * Each provider's own webhook scheme: how it signs a delivery, how it names the delivery (a
 * delivery seen twice is a replay), and what its events say about an item. Written from the
 * providers' documentation of their webhook headers and payloads:
 * - GitHub: `X-Hub-Signature-256: sha256=<HMAC-SHA256 of the body>`, `X-GitHub-Delivery`,
 *   `X-GitHub-Event` (`pull_request`, `issues`).
 * - GitLab: `X-Gitlab-Token: <the secret>`, `X-Gitlab-Event-UUID`, `object_kind`
 *   (`merge_request`, `issue`) with `object_attributes.action`.
 * - Jira (admin webhooks with a secret): `X-Hub-Signature: sha256=<HMAC-SHA256>`,
 *   `X-Atlassian-Webhook-Identifier`, `jira:issue_updated` with a `changelog` of the status.
 * - Linear: `Linear-Signature: <hex HMAC-SHA256>`, `Linear-Delivery`, and `webhookTimestamp`
 *   in the body, which must be within a minute of now.
 */

/** What an event says about one item: its key and repository, in link-provider terms. */
export interface ItemEvent {
  provider: LinkProvider;
  /** The item's key as links store it (`acme/app#42`, `ACME-7`, `ENG-12`). */
  key: string;
  /** The repository of a code host's item, so a link to the repository hears it too. */
  repository?: string;
  state: LinkState;
  /** In words, for the history and the stream: "PR #42 merged in acme/claims-bot". */
  text: string;
}

export class SignatureError extends Error {}

export interface Delivery {
  headers: Record<string, string | string[] | undefined>;
  rawBody: string;
  body: unknown;
}

/** How far a Linear delivery's timestamp may be from now. */
export const LINEAR_TIMESTAMP_TOLERANCE_MS = MINUTE_MS;

const header = (delivery: Pick<Delivery, 'headers'>, name: string): string | undefined => {
  const value = delivery.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
};

/** Throws SignatureError unless header `name` is present and of the form `pattern`. */
const headerLike = (headers: Headers, name: string, pattern: RegExp) => {
  if (!pattern.test(header({ headers }, name) ?? '')) throw new SignatureError();
};

/**
 * A scheme signing the body with HMAC-SHA256 in header `name`, hex after `prefix`: a delivery is
 * verified by its signature alone.
 */
const hmacScheme = (name: string, prefix: string) => {
  const signed = (headers: Headers, rawBody: string, secret: string) => {
    if (!same(header({ headers }, name), `${prefix}${hmacHex(secret, rawBody)}`)) {
      throw new SignatureError();
    }
  };
  return {
    signatureHeader: (headers: Headers) =>
      headerLike(headers, name, new RegExp(`^${prefix}[0-9a-f]{64}$`)),
    signed,
    verify: (delivery: Delivery, secret: string) =>
      signed(delivery.headers, delivery.rawBody, secret),
  };
};

const hmacHex = (secret: string, body: string) =>
  createHmac('sha256', secret).update(body, 'utf8').digest('hex');

/** Compares in constant time, so a signature cannot be guessed byte by byte. */
function same(given: string | undefined, expected: string): boolean {
  if (given === undefined) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

type Json = Record<string, unknown>;
const obj = (value: unknown): Json =>
  typeof value === 'object' && value !== null ? (value as Json) : {};
const str = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;
const num = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) ? value : undefined;

type Headers = Delivery['headers'];

interface ProviderScheme {
  /**
   * Throws SignatureError unless the headers carry a signature of the provider's form (GitLab's
   * token is checked whole): checked before the body is read.
   */
  signatureHeader(headers: Headers, secret: string): void;
  /** Throws SignatureError unless the raw body is signed with `secret`: checked before parsing. */
  signed(headers: Headers, rawBody: string, secret: string): void;
  /** Throws SignatureError unless the delivery is signed with `secret` (and is fresh). */
  verify(delivery: Delivery, secret: string, now: number): void;
  /** The provider's id of the delivery, if it sends one. */
  deliveryId(delivery: Delivery): string | undefined;
  /** The item events the delivery carries (none for events about other things). */
  items(delivery: Delivery): ItemEvent[];
}

const github: ProviderScheme = {
  ...hmacScheme('x-hub-signature-256', 'sha256='),
  deliveryId: (delivery) => header(delivery, 'x-github-delivery'),
  items(delivery) {
    const event = header(delivery, 'x-github-event');
    const body = obj(delivery.body);
    const action = str(body.action);
    const repository = str(obj(body.repository).full_name);
    if (!repository || !action) return [];
    /** An item of the repository in `state`, or none when the action moves no item. */
    const item = (number: number | undefined, state: LinkState | undefined, text: string) =>
      number === undefined || !state
        ? []
        : [
            {
              provider: 'github',
              key: `${repository}#${number}`,
              repository,
              state,
              text,
            } as const,
          ];
    // What the action makes of an issue or a pull request (a merge aside).
    const reopened = action === 'opened' || action === 'reopened';
    const state = action === 'closed' ? 'closed' : reopened ? 'open' : undefined;
    if (event === 'pull_request') {
      const pull = obj(body.pull_request);
      const number = num(pull.number) ?? num(body.number);
      const merged = action === 'closed' && pull.merged === true;
      const verb = merged ? 'merged' : action;
      return item(number, merged ? 'merged' : state, `PR #${number} ${verb} in ${repository}`);
    }
    if (event === 'issues') {
      const number = num(obj(body.issue).number);
      return item(number, state, `Issue #${number} ${action} in ${repository}`);
    }
    return [];
  },
};

const GITLAB_ACTIONS: Record<string, { state: LinkState; verb: string }> = {
  open: { state: 'open', verb: 'opened' },
  reopen: { state: 'open', verb: 'reopened' },
  close: { state: 'closed', verb: 'closed' },
  merge: { state: 'merged', verb: 'merged' },
};

const gitlabToken = (headers: Headers, secret: string) => {
  if (!same(header({ headers }, 'x-gitlab-token'), secret)) throw new SignatureError();
};
const gitlab: ProviderScheme = {
  signatureHeader: gitlabToken,
  signed: (headers, _rawBody, secret) => gitlabToken(headers, secret),
  verify: (delivery, secret) => gitlabToken(delivery.headers, secret),
  deliveryId: (delivery) =>
    header(delivery, 'x-gitlab-event-uuid') ?? header(delivery, 'idempotency-key'),
  items(delivery) {
    const body = obj(delivery.body);
    const kind = str(body.object_kind);
    const attributes = obj(body.object_attributes);
    const repository = str(obj(body.project).path_with_namespace);
    const iid = num(attributes.iid);
    const action = GITLAB_ACTIONS[str(attributes.action) ?? ''];
    if (!repository || iid === undefined || !action) return [];
    if (kind === 'merge_request') {
      return [
        {
          provider: 'gitlab',
          key: `${repository}!${iid}`,
          repository,
          state: action.state,
          text: `MR !${iid} ${action.verb} in ${repository}`,
        },
      ];
    }
    if (kind === 'issue' && action.state !== 'merged') {
      return [
        {
          provider: 'gitlab',
          key: `${repository}#${iid}`,
          repository,
          state: action.state,
          text: `Issue #${iid} ${action.verb} in ${repository}`,
        },
      ];
    }
    return [];
  },
};

const jira: ProviderScheme = {
  ...hmacScheme('x-hub-signature', 'sha256='),
  deliveryId: (delivery) => header(delivery, 'x-atlassian-webhook-identifier'),
  items(delivery) {
    const body = obj(delivery.body);
    if (str(body.webhookEvent) !== 'jira:issue_updated') return [];
    const issue = obj(body.issue);
    const key = str(issue.key);
    const items = obj(body.changelog).items;
    const statusChange = Array.isArray(items)
      ? items.map(obj).find((item) => item.field === 'status' || item.fieldId === 'status')
      : undefined;
    if (!key || !statusChange) return [];
    const fields = obj(issue.fields);
    const status = obj(fields.status);
    const done = str(obj(status.statusCategory).key) === 'done';
    const epic = str(obj(fields.issuetype).name) === 'Epic';
    const to = str(statusChange.toString) ?? str(status.name) ?? (done ? 'Done' : 'a new status');
    return [
      {
        provider: 'jira',
        key,
        state: done ? 'done' : 'open',
        text: `${epic ? 'Epic ' : ''}${key} moved to ${to}`,
      },
    ];
  },
};

const LINEAR_STATES: Record<string, LinkState> = { completed: 'done', canceled: 'closed' };

const linearSignature = hmacScheme('linear-signature', '');
const linear: ProviderScheme = {
  ...linearSignature,
  verify(delivery, secret, now) {
    linearSignature.verify(delivery, secret);
    const timestamp = obj(delivery.body).webhookTimestamp;
    if (
      typeof timestamp !== 'number' ||
      Math.abs(now - timestamp) > LINEAR_TIMESTAMP_TOLERANCE_MS
    ) {
      throw new SignatureError(INBOUND_MESSAGES.stale);
    }
  },
  deliveryId: (delivery) => header(delivery, 'linear-delivery'),
  items(delivery) {
    const body = obj(delivery.body);
    if (str(body.type) !== 'Issue') return [];
    const data = obj(body.data);
    const key = str(data.identifier);
    const state = obj(data.state);
    const changedState = body.action === 'update' && 'stateId' in obj(body.updatedFrom);
    if (!key || !changedState) return [];
    return [
      {
        provider: 'linear',
        key: key.toUpperCase(),
        state: LINEAR_STATES[str(state.type) ?? ''] ?? 'open',
        text: `${key.toUpperCase()} moved to ${str(state.name) ?? 'a new state'}`,
      },
    ];
  },
};

export const PROVIDER_SCHEMES: Record<InboundProvider, ProviderScheme> = {
  github,
  gitlab,
  jira,
  linear,
};
