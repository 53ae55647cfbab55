import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import type { IntakeSettingsBody } from '@portfolio/contracts';
import {
  Button,
  CardContent,
  CardFooter,
  RefusalNotice,
  TitledCard,
  useToast,
} from '@portfolio/ui';
import { useSaveIntakeSettings } from '../api/proposals';
import { useRefusable } from '../shared/use-refusable';

/** What each card of the intake settings is given. */
export interface SettingsPartProps<T> {
  companyId: string;
  /** The part as saved. */
  saved: T;
  /** A member who may only read: no editing, no save. */
  readOnly: boolean;
}

/**
 * One card's part of the settings while an admin edits it: the saved value until they change
 * something, then their draft, which a save or a read of the settings by another card leaves
 * alone until it is saved (then the saved value shows again) or discarded. The PUT sends this
 * part only, so each card saves on its own.
 */
export function useSettingsPart<T>(
  companyId: string,
  saved: T,
  {
    toBody,
    what,
    savedNote,
  }: {
    toBody: (draft: T) => IntakeSettingsBody;
    /** What the card holds, as a toast's title starts: `Intake questions`. */
    what: string;
    /** What saving changed, in the toast under `<what> saved`. */
    savedNote: string;
  },
) {
  const { toast } = useToast();
  const save = useSaveIntakeSettings(companyId);
  const [edited, setEdited] = useState<T | null>(null);
  const {
    refusal: error,
    setRefusal: setError,
    send,
  } = useRefusable(save, `The ${what.toLowerCase()} could not be saved`);
  const draft = edited ?? saved;
  const dirty = edited !== null && JSON.stringify(edited) !== JSON.stringify(saved);

  return {
    draft,
    dirty,
    error,
    pending: save.isPending,
    edit: (change: (current: T) => T) => {
      setEdited((current) => change(current ?? saved));
      setError(null);
    },
    discard: () => {
      setEdited(null);
      setError(null);
    },
    /** Saves the draft; `problem`, when given, is said instead and nothing is sent. */
    submit: (problem?: string | null) => {
      if (problem) return setError(problem);
      send(toBody(draft), () => {
        setEdited(null);
        toast({ title: `${what} saved`, description: savedNote });
      });
    },
  };
}

export type SettingsPart<T> = ReturnType<typeof useSettingsPart<T>>;

export interface PartCardProps {
  title: string;
  icon: ReactNode;
  description: ReactNode;
  /** The part being edited; absent for a member who may only read. */
  part?: Pick<SettingsPart<unknown>, 'dirty' | 'error' | 'pending' | 'discard' | 'submit'> & {
    /** What Save does, when more than submitting the draft. */
    save?: () => void;
  };
  /** The save button's label: `Save Questions`. */
  saveLabel: string;
  /** A button beside the title (Add Question). */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * A card of the intake settings: its part, then (for an admin) the server's refusal, whether
 * there are unsaved changes, Discard and Save.
 */
export function PartCard({
  title,
  icon,
  description,
  part,
  saveLabel,
  actions,
  children,
}: PartCardProps) {
  return (
    <TitledCard title={title} icon={icon} description={description} actions={actions}>
      <CardContent>{children}</CardContent>
      {part ? (
        <Footer>
          {part.error ? <Refusal role="alert">{part.error}</Refusal> : null}
          <Status role="status">{part.dirty ? 'Unsaved changes' : ''}</Status>
          <Button $variant="ghost" disabled={!part.dirty || part.pending} onClick={part.discard}>
            Discard
          </Button>
          <Button
            disabled={!part.dirty || part.pending}
            onClick={part.save ?? (() => part.submit())}
          >
            {part.pending ? 'Saving...' : saveLabel}
          </Button>
        </Footer>
      ) : null}
    </TitledCard>
  );
}

const Footer = styled(CardFooter)`
  flex-wrap: wrap;
`;

// A line of its own above the buttons.
const Refusal = styled(RefusalNotice)`
  flex: 1 1 100%;
`;

const Status = styled.p`
  margin: 0 auto 0 0;
  font-size: ${(p) => p.theme.fontSize.sm};
  color: ${(p) => p.theme.color.textMuted};
`;
