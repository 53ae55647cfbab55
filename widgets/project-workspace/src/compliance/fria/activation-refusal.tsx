import { useState } from 'react';
import styled from 'styled-components';
import {
  ERROR_CODES,
  FRIA_OVERRIDE_REASON_MAX,
  ProjectUpdateBody,
  type ProjectUpdateBody as UpdateBody,
} from '@portfolio/contracts';
import { checkFields } from '@portfolio/contracts/validation';
import { Field, RefusalNotice, Textarea, isApiError } from '@portfolio/ui';

/**
 * The refusal of a move to Active while the project owes a FRIA not approved (409
 * `fria_not_approved`), where the move was asked for (the edit dialog): the API's sentence, and
 * for an admin a reason to move it anyway, sent with the next save and kept in the history.
 */
export function useActivationRefusal(admin: boolean) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  return {
    refusal,
    reason,
    error,
    setReason: (text: string) => {
      setReason(text);
      setError(undefined);
    },
    /** Takes a failed save: true when it is the FRIA's refusal, now shown in the dialog. */
    accept(failure: unknown): boolean {
      if (!isApiError(failure) || failure.code !== ERROR_CODES.friaNotApproved) return false;
      setRefusal(failure.serverMessage ?? 'The project cannot be moved to Active yet');
      return true;
    },
    /** Forgets the refusal: the status asked for is not Active any more. */
    reset: () => setRefusal(null),
    /**
     * The body to send: with an admin's reason once the move was refused, null when that reason
     * is missing or too long (said under its field).
     */
    bodyWith(body: UpdateBody): UpdateBody | null {
      if (!refusal || !admin || body.status !== 'active') return body;
      const withReason = { ...body, friaOverrideReason: reason.trim() };
      const problem = checkFields(ProjectUpdateBody, withReason).friaOverrideReason;
      setError(problem);
      return problem ? null : withReason;
    },
  };
}

export type ActivationRefusalState = ReturnType<typeof useActivationRefusal>;

/** The refusal in the dialog, and the admin's reason field under it. */
export function ActivationRefusal({
  state,
  admin,
  idPrefix,
}: {
  state: ActivationRefusalState;
  admin: boolean;
  idPrefix: string;
}) {
  if (!state.refusal) return null;
  return (
    <Frame>
      <RefusalNotice role="alert" data-testid="fria-activation-refusal">
        {state.refusal}
      </RefusalNotice>
      {admin ? (
        <Field
          id={`${idPrefix}-fria-override`}
          label="Reason to move it to Active without an approved FRIA"
          hint="Saved with the change in the project's history. Save again to move it."
          required
          error={state.error}
        >
          <Textarea
            rows={2}
            maxLength={FRIA_OVERRIDE_REASON_MAX}
            value={state.reason}
            onChange={(e) => state.setReason(e.target.value)}
          />
        </Field>
      ) : null}
    </Frame>
  );
}

const Frame = styled.div`
  display: grid;
  gap: 0.75rem;
`;
