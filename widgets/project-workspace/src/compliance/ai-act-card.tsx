import { useState } from 'react';
import styled from 'styled-components';
import {
  AI_ACT_RISK_CLASS_LABELS,
  AI_ACT_ROLE_LABELS,
  formatCalendarDate,
  formatDate,
  type AiActAssessment,
  type AiActRiskClass,
  type Project,
  type Tone,
} from '@portfolio/contracts';
import {
  Badge,
  Button,
  Card,
  CardHeading,
  Cluster,
  ComplianceBadge,
  ShieldCheckIcon,
  Grid,
} from '@portfolio/ui';
import { TonedNotice } from '@portfolio/ui/forms';
import { QueryRows } from '@portfolio/ui/lists';
import { AiActReasons } from '@portfolio/ui/questions';
import { useAiActAssessment } from '../api/ai-act';
import { AssessDialog } from './ai-act-assess-dialog';
import { Obligations } from './ai-act-obligations';
import { Muted } from './ai-act-parts';
import { Body, Empty } from '../shared/list-card-parts';

const CLASS_TONES: Record<AiActRiskClass, Tone> = {
  prohibited: 'red',
  high_risk: 'amber',
  limited: 'blue',
  minimal: 'green',
};

/**
 * The EU AI Act card of a project: its class under the Act with the reasons and articles, the
 * status its obligations give it and why; "Assess" (or "Revisit") opens the questionnaire; then
 * its obligations, each with its article, due date, status, owner and notes.
 */
export function AiActCard({
  project,
  openObligation,
}: {
  project: Project;
  /** An obligation's id to show open and in view (a link of the compliance page). */
  openObligation?: string;
}) {
  const assessment = useAiActAssessment(project.id);
  const [assessing, setAssessing] = useState(false);
  const data = assessment.data;
  const titleId = `ai-act-${project.id}`;
  return (
    <Card aria-labelledby={titleId}>
      <CardHeading
        titleId={titleId}
        icon={<ShieldCheckIcon size={18} aria-hidden="true" />}
        title="EU AI Act"
        description="The system's risk class under the AI Act, from a short questionnaire, and the obligations that follow with the dates they apply from."
        actions={
          assessment.isSuccess ? (
            <Button
              $variant={data ? 'outline' : 'primary'}
              $size="sm"
              onClick={() => setAssessing(true)}
              data-print-hide=""
            >
              {data ? 'Revisit' : 'Assess'}
            </Button>
          ) : null
        }
      />
      <Body>
        <QueryRows
          query={assessment}
          loading={{ label: 'Loading the EU AI Act assessment', heights: ['2.5rem', '4rem'] }}
          errorTitle="The EU AI Act assessment could not be loaded"
        >
          {(found) =>
            found ? (
              <Classification assessment={found} />
            ) : (
              <Empty>
                Not assessed yet.{' '}
                <span data-print-hide="">
                  Answer the questionnaire to classify the system under the EU AI Act and list its
                  obligations with their dates.
                </span>
              </Empty>
            )
          }
        </QueryRows>
      </Body>
      {data && data.riskClass !== 'prohibited' ? (
        <Obligations project={project} openObligation={openObligation} />
      ) : null}
      {assessing ? (
        <AssessDialog
          project={project}
          assessment={data ?? null}
          onClose={() => setAssessing(false)}
        />
      ) : null}
    </Card>
  );
}

function Classification({ assessment }: { assessment: AiActAssessment }) {
  return (
    <Grid $gap="0.75rem">
      <Line>
        <Badge $tone={CLASS_TONES[assessment.riskClass]} data-testid="ai-act-class">
          {AI_ACT_RISK_CLASS_LABELS[assessment.riskClass]}
        </Badge>
        <Muted>
          {assessment.roles.map((role) => AI_ACT_ROLE_LABELS[role]).join(', ')} · assessed{' '}
          {formatDate(assessment.assessedAt, 'long')}
          {assessment.assessedBy ? ` by ${assessment.assessedBy.name}` : ''}
        </Muted>
      </Line>
      {assessment.needsReview ? (
        <TonedNotice role="status" $tone="amber">
          The problem statement or jobs to be done changed after this assessment: revisit it.
        </TonedNotice>
      ) : null}
      <AiActReasons aria-label="Reasons" reasons={assessment.reasons} />
      {assessment.prohibition ? (
        <TonedNotice role="alert" $tone="red">
          {assessment.prohibition.text} ({assessment.prohibition.article}, since{' '}
          {formatCalendarDate(assessment.prohibition.since, 'long')}).
        </TonedNotice>
      ) : null}
      <Line>
        <span>EU AI Act status:</span>
        <ComplianceBadge status={assessment.euAiActStatus} />
        <Muted>{assessment.euAiActStatusReason}</Muted>
      </Line>
    </Grid>
  );
}

const Line = styled(Cluster).attrs({ $gap: '0.375rem 0.625rem' })`
  font-size: ${(p) => p.theme.fontSize.sm};
`;
