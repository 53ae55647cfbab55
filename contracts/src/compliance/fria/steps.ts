import { ERROR_CODES, type ErrorCode } from '../../error-codes';
import { addDays } from '../../time/calendar-date';
import { FRIA_MESSAGES, type FriaApprovalBody, type FriaNotificationBody } from './fria';
import { blankFriaParts } from './review';
import type { StoredFria } from './view';

/**
 * The steps after a FRIA's save, its approval and the notification of the market surveillance
 * authority: when each is refused, as the BFF and the mock API both answer it. Whether the
 * approver is a member of the company is theirs to say.
 */

/** A refused step: 400 about one field of the body, or 409 while the FRIA is not ready for it. */
export type FriaStepRefusal =
  | { status: 400; message: string; field: string; code: ErrorCode }
  | { status: 409; message: string; code: ErrorCode };

/** A day of a request may not be past today; a day ahead of UTC is still today somewhere. */
function futureDay(
  day: string,
  today: string,
  field: string,
  label: string,
): FriaStepRefusal | null {
  if (day <= addDays(today, 1)) return null;
  return invalid(field, `${label} ${FRIA_MESSAGES.futureDate}`);
}

const invalid = (field: string, message: string): FriaStepRefusal => ({
  status: 400,
  message,
  field,
  code: ERROR_CODES.validation,
});

/**
 * Why the FRIA (as stored; null before its first save) may not be approved as `body` says,
 * `today` being the server's calendar day: a day in the future (400), a part left blank or
 * nothing saved yet (409). Null when it may.
 */
export function friaApprovalRefusal(
  fria: Pick<StoredFria, 'texts'> | null,
  body: Pick<FriaApprovalBody, 'approvedOn'>,
  today: string,
): FriaStepRefusal | null {
  const future = futureDay(body.approvedOn, today, 'approvedOn', 'Approved on');
  if (future) return future;
  const blank = blankFriaParts(fria?.texts ?? {});
  if (fria && blank.length === 0) return null;
  return {
    status: 409,
    message: FRIA_MESSAGES.incomplete(blank),
    code: ERROR_CODES.friaIncomplete,
  };
}

/**
 * Why the notification may not be recorded as `body` says: a day in the future or before the
 * approval (400), a FRIA not approved (409). Null when it may.
 */
export function friaNotificationRefusal(
  fria: { approval: Pick<NonNullable<StoredFria['approval']>, 'approvedOn'> | null } | null,
  body: Pick<FriaNotificationBody, 'notifiedOn'>,
  today: string,
): FriaStepRefusal | null {
  const future = futureDay(body.notifiedOn, today, 'notifiedOn', 'Notified on');
  if (future) return future;
  if (!fria?.approval) {
    return { status: 409, message: FRIA_MESSAGES.notApproved, code: ERROR_CODES.friaNotApproved };
  }
  if (body.notifiedOn >= fria.approval.approvedOn) return null;
  return invalid('notifiedOn', `Notified on ${FRIA_MESSAGES.notifiedBeforeApproval}`);
}
