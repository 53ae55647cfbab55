import { useState } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import {
  AlertTriangleIcon,
  Button,
  Field,
  Input,
  KeyIcon,
  LockIcon,
  NoCompanyAccess,
  ShieldCheckIcon,
  UserIcon,
  useCurrentUser,
} from '@portfolio/ui';
import { CompanySettingsCard, Grid, companyFormKey } from './company-settings-card';
import { ChangePasswordDialog } from './change-password-dialog';
import { DeleteAccountDialog } from './delete-account-dialog';
import { PreferencesCard } from './preferences-card';
import { SettingRow as BaseSettingRow } from './setting-row';
import { SettingsCard } from './settings-card';

/**
 * /settings, the general section (the header and the sections' navigation are the layout's):
 * company, notifications, security, profile and the danger zone.
 */
export function SettingsPage() {
  const { user, company } = useCurrentUser();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<'password' | 'delete' | null>(null);
  const closeDialog = () => setDialog(null);
  if (!user || !company) {
    return <NoCompanyAccess action="access settings" onGoToDashboard={() => void navigate('/')} />;
  }

  return (
    <>
      <Stack>
        <CompanySettingsCard key={companyFormKey(company)} company={company} />
        <PreferencesCard />

        <SettingsCard
          icon={<ShieldCheckIcon size={18} />}
          title="Security"
          description="Protect your account."
        >
          <SettingRow>
            <div>
              <strong>
                <KeyIcon size={15} /> Change Password
              </strong>
              <p id="change-password-description">
                {user.hasPassword
                  ? 'Update the password you sign in with.'
                  : 'You sign in through your identity provider, which keeps your password: change it there.'}
              </p>
            </div>
            <Button
              $variant="outline"
              disabled={!user.hasPassword}
              aria-describedby="change-password-description"
              onClick={() => setDialog('password')}
            >
              Change Password
            </Button>
          </SettingRow>
          <SettingRow>
            <div>
              <strong>
                <LockIcon size={15} /> Two-Factor Authentication
              </strong>
              <p>Add a second step to your sign-in.</p>
            </div>
            <Button $variant="outline">Enable</Button>
          </SettingRow>
        </SettingsCard>

        <SettingsCard
          icon={<UserIcon size={18} />}
          title="Profile Information"
          description="Your profile is managed by your authentication provider."
        >
          <Grid>
            <Field label="First Name">
              <Input value={user.firstName ?? ''} readOnly />
            </Field>
            <Field label="Last Name">
              <Input value={user.lastName ?? ''} readOnly />
            </Field>
            <Field label="Email">
              <Input value={user.email} readOnly />
            </Field>
          </Grid>
        </SettingsCard>

        <SettingsCard
          danger
          icon={<AlertTriangleIcon size={18} />}
          title="Danger Zone"
          description="Irreversible actions on your account."
        >
          <SettingRow>
            <div>
              <strong>Delete Account</strong>
              <p>Permanently delete your account and everything in it.</p>
            </div>
            <Button $variant="destructive" onClick={() => setDialog('delete')}>
              Delete Account
            </Button>
          </SettingRow>
        </SettingsCard>
      </Stack>
      <ChangePasswordDialog
        open={dialog === 'password'}
        onOpenChange={(open) => !open && closeDialog()}
      />
      <DeleteAccountDialog
        open={dialog === 'delete'}
        onOpenChange={(open) => !open && closeDialog()}
      />
    </>
  );
}

const Stack = styled.div`
  display: grid;
  gap: 1.5rem;
`;

const SettingRow = styled(BaseSettingRow)`
  &:first-child {
    padding-top: 0;
  }
  &:last-child {
    padding-bottom: 0;
  }
  strong {
    display: inline-flex;
    align-items: center;
    gap: 0.5rem;
    font-size: ${(p) => p.theme.fontSize.sm};
    font-weight: 600;
  }
  p {
    margin-top: 0.125rem;
  }
`;
