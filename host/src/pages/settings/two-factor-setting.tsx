import { useState } from 'react';
import styled from 'styled-components';
import type { CurrentUser } from '@portfolio/contracts';
import { Badge, Button, LockIcon } from '@portfolio/ui';
import { TwoFactorEnableDialog } from './two-factor-enable-dialog';
import {
  TwoFactorPasswordDialog,
  type TwoFactorPasswordAction,
} from './two-factor-password-dialog';

/**
 * Settings → Security → Two-Factor Authentication, the contents of its row: off → Enable; on →
 * new recovery codes or Disable. An identity provider's account gets its second step from the
 * provider, so nothing is offered here and the row says so.
 */
export function TwoFactorSetting({ user }: { user: CurrentUser }) {
  const [dialog, setDialog] = useState<'enable' | TwoFactorPasswordAction | null>(null);
  const on = user.twoFactorEnabled;
  return (
    <>
      <div>
        <strong>
          <LockIcon size={15} /> Two-Factor Authentication
          {on ? (
            <Badge $tone="green" $size="sm">
              On
            </Badge>
          ) : null}
        </strong>
        <p id="two-factor-description">
          {!user.hasPassword
            ? 'Your identity provider handles two-factor authentication for your account: turn it on there.'
            : on
              ? 'Signing in asks for a code from your authenticator app after your password.'
              : 'Add a second step to your sign-in: a code from an authenticator app.'}
        </p>
      </div>
      {!user.hasPassword ? (
        <Button $variant="outline" disabled aria-describedby="two-factor-description">
          Enable
        </Button>
      ) : on ? (
        <Buttons>
          <Button $variant="outline" onClick={() => setDialog('recovery-codes')}>
            New Recovery Codes
          </Button>
          <Button $variant="outline" onClick={() => setDialog('disable')}>
            Disable
          </Button>
        </Buttons>
      ) : (
        <Button $variant="outline" onClick={() => setDialog('enable')}>
          Enable
        </Button>
      )}
      <TwoFactorEnableDialog
        open={dialog === 'enable'}
        onOpenChange={(open) => !open && setDialog(null)}
      />
      <TwoFactorPasswordDialog
        action={dialog === 'disable' || dialog === 'recovery-codes' ? dialog : null}
        onClose={() => setDialog(null)}
      />
    </>
  );
}

const Buttons = styled.div`
  display: flex;
  gap: 0.5rem;
  flex-wrap: wrap;
  justify-content: flex-end;
`;
