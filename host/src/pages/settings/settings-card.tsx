import type { FormEvent, ReactNode } from 'react';
import styled from 'styled-components';
import {
  Button,
  Card,
  CardContent,
  CardHeading,
  CardTitle,
  type CardHeadingProps,
} from '@portfolio/ui';

export interface SettingsCardProps extends Pick<
  CardHeadingProps,
  'icon' | 'title' | 'description'
> {
  /** The Danger Zone: a red border. */
  danger?: boolean;
  children: ReactNode;
}

/** A card of the settings page: an icon, a title and a line about it, then its settings. */
export function SettingsCard({ danger = false, children, ...heading }: SettingsCardProps) {
  const Frame = danger ? DangerCard : Card;
  return (
    <Frame>
      <CardHeading {...heading} />
      <CardContent>{children}</CardContent>
    </Frame>
  );
}

export interface SettingsFormProps {
  onSubmit: (event: FormEvent) => void;
  /** While saving: every field and the button off, the button saying so. */
  saving: boolean;
  /** Every field off, as while saving: for someone who may only read. */
  disabled?: boolean;
  /** The save button's label; absent: no button (the person may only read). */
  submitLabel?: string;
  children: ReactNode;
}

/** A card's form: its fields side by side as they fit, the save button under them on the right. */
export function SettingsForm({
  onSubmit,
  saving,
  disabled = false,
  submitLabel,
  children,
}: SettingsFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <Fieldset disabled={saving || disabled}>
        <Grid>{children}</Grid>
        {submitLabel ? (
          <Actions>
            <Button type="submit">{saving ? 'Saving...' : submitLabel}</Button>
          </Actions>
        ) : null}
      </Fieldset>
    </form>
  );
}

const Fieldset = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
`;

const Grid = styled.div`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: 1.25rem;
`;

const DangerCard = styled(Card)`
  border-color: ${(p) => p.theme.tone.red.border};
  ${CardTitle} {
    color: ${(p) => p.theme.color.danger};
  }
`;
