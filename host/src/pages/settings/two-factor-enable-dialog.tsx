import { useEffect, type FormEvent } from 'react';
import styled from 'styled-components';
import { TwoFactorEnableBody, TWO_FACTOR_CODE_DIGITS } from '@portfolio/contracts';
import { checkFields } from '@portfolio/contracts/validation';
import {
  Grid,
  Button,
  CopyIcon,
  Dialog,
  DialogActions,
  Field,
  Input,
  LoadingBlock,
  isApiError,
  RefusalNotice,
  mutationErrorMessage,
  useFieldErrors,
  useToast,
  type DialogOpenProps,
} from '@portfolio/ui';
import { useFormValues } from '@portfolio/ui/forms';
import { useCopyText } from '@portfolio/ui/clipboard';
import { useEnableTwoFactor } from '../../api/enable-two-factor';
import { useSetupTwoFactor } from '../../api/setup-two-factor';
import { RecoveryCodes } from './recovery-codes';

/** The base32 secret in groups of four, easier to type into an app by hand. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * Enable two-factor authentication: a new secret is asked for when the dialog opens, shown as a
 * QR code and as text; the first code of the app turns it on, and the recovery codes are shown
 * once. Closing before that leaves two-factor off (the pending secret is replaced next time).
 */
export function TwoFactorEnableDialog({ open, onOpenChange }: DialogOpenProps) {
  const { toast } = useToast();
  const copyText = useCopyText();
  const setup = useSetupTwoFactor();
  const enable = useEnableTwoFactor();
  const { errors, accept, clear, reset: resetErrors } = useFieldErrors<'code'>();
  const { values, set, bind } = useFormValues({ code: '' }, clear);

  const { mutate: startSetup, reset: resetSetup } = setup;
  useEffect(() => {
    if (open) startSetup();
  }, [open, startSetup]);

  const close = (next: boolean) => {
    if (!next) {
      set('code', '');
      resetErrors();
      resetSetup();
      enable.reset();
    }
    onOpenChange(next);
  };

  const submit = (_event: FormEvent<HTMLFormElement>) => {
    const body = { code: values.code.trim() };
    if (!accept(checkFields(TwoFactorEnableBody, body))) return;
    enable.mutate(body, {
      onSuccess: () => toast({ title: 'Two-factor authentication enabled' }),
      onError: (error) => {
        const fieldErrors = isApiError(error) ? error.fieldErrors : {};
        accept(
          fieldErrors.code
            ? { code: fieldErrors.code }
            : { code: mutationErrorMessage(error, 'Failed to enable two-factor authentication') },
        );
      },
    });
  };

  if (enable.data) {
    return (
      <Dialog
        open={open}
        onOpenChange={close}
        title="Save your recovery codes"
        description="Two-factor authentication is on: signing in now asks for a code from your app."
        footer={<Button onClick={() => close(false)}>Done</Button>}
      >
        <RecoveryCodes codes={enable.data.recoveryCodes} />
      </Dialog>
    );
  }

  const details = setup.data;
  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="Enable Two-Factor Authentication"
      description="Scan the QR code with an authenticator app, then enter the code it shows."
      pending={enable.isPending}
      onSubmit={details ? submit : undefined}
      footer={
        details ? (
          <DialogActions
            onCancel={() => close(false)}
            pending={enable.isPending}
            submitLabel="Enable"
            pendingLabel="Enabling..."
          />
        ) : (
          <Button $variant="outline" onClick={() => close(false)}>
            Cancel
          </Button>
        )
      }
    >
      {setup.isError ? (
        <Refusal role="alert">
          <span>{mutationErrorMessage(setup.error, 'Failed to start the two-factor set-up')}</span>
          <Button $size="sm" $variant="outline" onClick={() => startSetup()}>
            Try again
          </Button>
        </Refusal>
      ) : !details ? (
        <LoadingBlock label="Preparing your QR code" minHeight="14rem" />
      ) : (
        <Grid $gap="1.25rem">
          <Scan>
            <img src={details.qrCode} alt="QR code for your authenticator app" />
            <div>
              <p>
                Use an app such as Google Authenticator, Microsoft Authenticator, 1Password or
                Bitwarden.
              </p>
              <p>Can&apos;t scan it? Enter this key in the app instead:</p>
              <SecretKey>
                <code data-testid="two-factor-secret" data-secret={details.secret}>
                  {grouped(details.secret)}
                </code>
                <Button
                  $variant="ghost"
                  $size="sm"
                  aria-label="Copy the key"
                  onClick={() =>
                    void copyText(details.secret, {
                      copied: 'Key copied',
                      failed: 'Failed to copy the key',
                    })
                  }
                >
                  <CopyIcon size={14} />
                </Button>
              </SecretKey>
            </div>
          </Scan>
          <Field
            label="Code from the app"
            hint={`The ${TWO_FACTOR_CODE_DIGITS} digits it shows for this account.`}
            error={errors.code}
            required
          >
            <Input
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={TWO_FACTOR_CODE_DIGITS + 2}
              {...bind('code')}
            />
          </Field>
        </Grid>
      )}
    </Dialog>
  );
}

const Scan = styled.div`
  display: flex;
  gap: 1rem;
  align-items: flex-start;
  flex-wrap: wrap;
  img {
    width: 10rem;
    height: 10rem;
    flex-shrink: 0;
    border: 1px solid ${(p) => p.theme.color.border};
    border-radius: ${(p) => p.theme.radius.md};
    image-rendering: pixelated;
  }
  > div {
    flex: 1 1 12rem;
    display: grid;
    gap: 0.5rem;
    font-size: ${(p) => p.theme.fontSize.sm};
    color: ${(p) => p.theme.color.textMuted};
  }
`;

const SecretKey = styled.div`
  display: flex;
  align-items: center;
  gap: 0.25rem;
  code {
    font-family: ${(p) => p.theme.font.mono};
    font-size: ${(p) => p.theme.fontSize.sm};
    color: ${(p) => p.theme.color.text};
    word-break: break-all;
  }
`;

/** The refusal with its Try again beside it. */
const Refusal = styled(RefusalNotice)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
`;
