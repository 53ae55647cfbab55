import styled from 'styled-components';
import { Grid, InfoIcon, CompanyGate, tonedBox, type WidgetProps } from '@portfolio/ui';
import { QueryRows } from '@portfolio/ui/lists';
import { useIntakeSettings } from '../api/proposals';
import { ApprovalsCard } from './approvals-card';
import { ApproversCard } from './approvers-card';
import { QuestionsCard } from './questions-card';
import { ScoringCard } from './scoring-card';

export type IntakeSettingsPageProps = WidgetProps;

/**
 * Settings → Intake: the company's own intake questions, its scoring model and who approves a
 * proposal by its tier. Cards only (the settings page draws the title); each card saves its own
 * part, and keeps its unsaved changes while another one saves. A member sees them read-only.
 */
export function IntakeSettingsPage({ companyId, user, navigate }: IntakeSettingsPageProps) {
  const isAdmin = user?.companies.find((c) => c.id === companyId)?.role === 'admin';
  return (
    <CompanyGate companyId={companyId} navigate={navigate} action="manage intake settings">
      {(companyId) => <IntakeSettingsCards companyId={companyId} readOnly={!isAdmin} />}
    </CompanyGate>
  );
}

function IntakeSettingsCards({ companyId, readOnly }: { companyId: string; readOnly: boolean }) {
  const settings = useIntakeSettings(companyId);
  return (
    <QueryRows
      query={settings}
      loading={{
        label: 'Loading intake settings',
        heights: ['10rem', '14rem', '12rem'],
        gap: '1.5rem',
      }}
      errorTitle="Intake settings could not be loaded"
    >
      {(saved) => {
        const questionKeys = saved.questions.map((q) => q.id);
        const criterionKeys = saved.criteria.map((c) => c.id);
        return (
          <Grid $gap="1.5rem">
            {readOnly ? (
              <Notice role="note">
                <InfoIcon size={16} aria-hidden="true" />
                You can see how proposals are asked for, scored and approved. Only company admins
                can change it.
              </Notice>
            ) : null}
            <QuestionsCard
              companyId={companyId}
              saved={saved.questions}
              readOnly={readOnly}
              criterionKeys={criterionKeys}
            />
            <ScoringCard
              companyId={companyId}
              saved={{ scoringModel: saved.scoringModel, criteria: saved.criteria }}
              readOnly={readOnly}
              questionKeys={questionKeys}
            />
            <ApprovalsCard
              companyId={companyId}
              saved={saved.approvalRules}
              readOnly={readOnly}
              approvers={saved.approvers}
            />
            <ApproversCard companyId={companyId} saved={saved.approvers} readOnly={readOnly} />
          </Grid>
        );
      }}
    </QueryRows>
  );
}

const Notice = styled.p`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  margin: 0;
  padding: 0.625rem 0.875rem;
  border-radius: ${(p) => p.theme.radius.md};
  ${tonedBox('blue')}
  font-size: ${(p) => p.theme.fontSize.sm};
`;
