import { useState } from 'react';
import styled from 'styled-components';
import {
  PREFERENCE_DEFAULTS,
  PreferencesBody,
  type Preferences,
  routes,
} from '@portfolio/contracts';
import {
  Grid,
  BellIcon,
  Button,
  QueryErrorCard,
  Skeleton,
  Switch,
  useToast,
  useRouteQuery,
} from '@portfolio/ui';
import { useUpdatePreferences } from '../../api/update-preferences';
import { SettingRow } from './setting-row';
import { WeeklyDigestPreviewDialog } from './weekly-digest-preview';
import { SettingsCard } from './settings-card';

/** What each switch tells, in the card's order: every preference has one. */
const DESCRIPTIONS: Record<keyof Preferences, string> = {
  emailNotifications: 'Receive e-mail about activity in your company.',
  weeklyReports: 'A weekly summary of your AI portfolio.',
  projectUpdates: 'Hear when projects change status or get updated.',
  proposalUpdates: 'Hear when a proposal waits for your approval, and when yours is decided.',
};

/** The switches, each labelled with the preference's name in the contract. */
const OPTIONS = (Object.keys(DESCRIPTIONS) as (keyof Preferences)[]).map((key) => ({
  key,
  label: PreferencesBody.properties[key].title ?? key,
  description: DESCRIPTIONS[key],
}));

/** Notification preferences, read from and saved to the API. */
export function PreferencesCard() {
  const query = useRouteQuery(routes.getPreferences);

  return (
    <SettingsCard
      icon={<BellIcon size={18} />}
      title="Notification Preferences"
      description="Choose what we tell you about, and how often."
    >
      {query.isLoading ? (
        <Grid $gap="0.25rem">
          {OPTIONS.map((o) => (
            <Skeleton key={o.key} $height="2.5rem" />
          ))}
        </Grid>
      ) : query.isError ? (
        <QueryErrorCard title="Preferences could not be loaded" query={query} />
      ) : (
        <PreferencesForm saved={query.data ?? PREFERENCE_DEFAULTS} />
      )}
    </SettingsCard>
  );
}

function PreferencesForm({ saved }: { saved: Preferences }) {
  const { toast } = useToast();
  const [values, setValues] = useState<Preferences>(saved);
  const [previewing, setPreviewing] = useState(false);
  const save = useUpdatePreferences();

  return (
    <>
      <Grid $gap="0.25rem">
        {OPTIONS.map((option) => {
          const id = `preference-${option.key}`;
          return (
            <Row key={option.key}>
              <div>
                <label htmlFor={id}>{option.label}</label>
                <p id={`${id}-description`}>{option.description}</p>
              </div>
              <Switch
                id={id}
                aria-describedby={`${id}-description`}
                checked={values[option.key]}
                disabled={save.isPending}
                onCheckedChange={(checked) => setValues((v) => ({ ...v, [option.key]: checked }))}
              />
            </Row>
          );
        })}
      </Grid>
      <Footer>
        <Button $variant="outline" onClick={() => setPreviewing(true)}>
          Preview weekly digest
        </Button>
        <Button
          onClick={() =>
            save.mutate(values, {
              onSuccess: () => toast({ title: 'Preferences updated successfully!' }),
            })
          }
          disabled={save.isPending}
        >
          {save.isPending ? 'Saving...' : 'Save Preferences'}
        </Button>
      </Footer>
      <WeeklyDigestPreviewDialog open={previewing} onOpenChange={setPreviewing} />
    </>
  );
}

const Row = styled(SettingRow)`
  label {
    font-weight: 500;
    font-size: ${(p) => p.theme.fontSize.sm};
  }
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  justify-content: flex-end;
  margin-top: 1rem;
`;
