import { useState } from 'react';
import {
  FRIA_MESSAGES,
  FRIA_PARTS,
  blankFriaParts,
  formatCalendarDate,
  friaPartName,
  type Project,
  type ProjectFria,
} from '@portfolio/contracts';
import {
  Badge,
  Button,
  CheckCircleIcon,
  Grid,
  MailIcon,
  QueryView,
  TitledCard,
  UsersIcon,
} from '@portfolio/ui';
import { LoadingRows } from '@portfolio/ui/lists';
import { AiActReasons } from '@portfolio/ui/questions';
import { useProjectFria } from '../../api/fria';
import { Body, Section, SectionTitle } from '../../shared/list-card-parts';
import { FillInButton } from '../../shared/card-forms';
import { ApproveFriaDialog, FriaNotificationDialog } from './fria-dialogs';
import { FriaForm } from './fria-form';
import {
  Line,
  Note,
  Notice,
  PartList,
  PartText,
  STATE_TONES,
  requirementLabel,
  sourceNote,
  stateLabel,
} from './fria-parts';

/**
 * The fundamental rights impact assessment of a project (EU AI Act Article 27): whether it is
 * owed and why; its six parts, pre-filled from the project, its GDPR record and its EU AI Act
 * assessment with where each came from; who approved it and when, whether it needs review, and
 * the notification of the market surveillance authority. A project that owes one is moved to
 * Active only once it is approved.
 */
export function FriaCard({ project }: { project: Project }) {
  const fria = useProjectFria(project.id);
  const [editing, setEditing] = useState(false);
  return (
    <TitledCard
      icon={<UsersIcon size={18} aria-hidden="true" />}
      title="Fundamental rights impact assessment"
      description="What using the system means for the rights of the people it affects, assessed before its first use (EU AI Act Article 27). It builds on the GDPR record and its DPIA."
      actions={
        fria.data && !editing ? (
          <FillInButton
            filled={Boolean(fria.data.updatedAt)}
            primary={fria.data.requirement.required && !fria.data.updatedAt}
            onClick={() => setEditing(true)}
          />
        ) : null
      }
    >
      <QueryView
        query={fria}
        pending={
          <Body>
            <LoadingRows label="Loading the FRIA" heights={['2.5rem', '4rem']} />
          </Body>
        }
        errorTitle="The FRIA could not be loaded"
      >
        {(data) =>
          editing ? (
            <Body>
              <FriaForm project={project} record={data} onDone={() => setEditing(false)} />
            </Body>
          ) : (
            <FriaSummary project={project} fria={data} />
          )
        }
      </QueryView>
    </TitledCard>
  );
}

function FriaSummary({ project, fria }: { project: Project; fria: ProjectFria }) {
  const shown = fria.requirement.required || fria.updatedAt !== null;
  return (
    <>
      <Body>
        <Grid $gap="0.75rem">
          <Line>
            <Badge
              $tone={fria.requirement.required ? 'amber' : 'neutral'}
              data-testid="fria-required"
            >
              {requirementLabel(fria)}
            </Badge>
            {shown ? (
              <Badge $tone={STATE_TONES[fria.state]} data-testid="fria-state">
                {stateLabel(fria.state)}
              </Badge>
            ) : null}
            {fria.requirement.appliesFrom ? (
              <Note as="span">
                Owed before first use; the duty applies from{' '}
                {formatCalendarDate(fria.requirement.appliesFrom, 'long')}.
              </Note>
            ) : null}
          </Line>
          <AiActReasons aria-label="Why" reasons={fria.requirement.reasons} />
          {fria.review.length > 0 ? (
            <Notice role="status" data-testid="fria-review">
              <strong>Changed since its approval: approve it again.</strong>
              <ul>
                {fria.review.map((reason) => (
                  <li key={reason.text}>
                    {reason.text} ({reason.article})
                  </li>
                ))}
              </ul>
            </Notice>
          ) : null}
          {fria.activation && fria.requirement.required ? (
            <Notice $tone="red" data-testid="fria-activation">
              The project can be moved to Active once this FRIA is approved.
            </Notice>
          ) : null}
          {!shown ? <Note>No FRIA is owed. You may still fill one in, and approve it.</Note> : null}
        </Grid>
      </Body>
      {shown ? (
        <>
          <Section aria-label="The parts of Article 27(1)">
            <PartList>
              {FRIA_PARTS.map(({ key }) => {
                const part = fria.parts.find((p) => p.key === key)!;
                return (
                  <div key={key}>
                    <dt>{friaPartName(key)}</dt>
                    <dd>
                      {part.text ? <PartText>{part.text}</PartText> : null}
                      <Note>{sourceNote(part)}</Note>
                    </dd>
                  </div>
                );
              })}
            </PartList>
          </Section>
          <Decisions project={project} fria={fria} />
        </>
      ) : null}
    </>
  );
}

/** Who approved it and when, and the notification of the authority, with what to do next. */
function Decisions({ project, fria }: { project: Project; fria: ProjectFria }) {
  const [open, setOpen] = useState<'approve' | 'notify' | null>(null);
  const blank = blankFriaParts(Object.fromEntries(fria.parts.map((p) => [p.key, p.text])));
  const saved = fria.updatedAt !== null;
  const approvable = saved && blank.length === 0 && fria.state !== 'approved';
  const { approval, notification } = fria;
  return (
    <Section aria-labelledby={`fria-decisions-${project.id}`}>
      <SectionTitle id={`fria-decisions-${project.id}`}>Approval and notification</SectionTitle>
      <Line>
        <CheckCircleIcon size={15} aria-hidden="true" />
        {approval ? (
          <span data-testid="fria-approval">
            Approved by {approval.approvedBy.name} on{' '}
            {formatCalendarDate(approval.approvedOn, 'long')}
          </span>
        ) : (
          <span>Not approved yet</span>
        )}
        {approvable ? (
          <Button $size="sm" onClick={() => setOpen('approve')} data-print-hide="">
            {approval ? 'Approve again' : 'Approve'}
          </Button>
        ) : null}
      </Line>
      {!approvable && fria.state !== 'approved' ? (
        <Note data-print-hide="">
          {saved
            ? `${FRIA_MESSAGES.incomplete(blank)}.`
            : 'Save the FRIA, with every part filled in, to approve it.'}
        </Note>
      ) : null}
      <Line>
        <MailIcon size={15} aria-hidden="true" />
        {notification ? (
          <span data-testid="fria-notification">
            Market surveillance authority notified on{' '}
            {formatCalendarDate(notification.notifiedOn, 'long')} · reference{' '}
            {notification.reference}
            {notification.documentUrl ? (
              <>
                {' · '}
                <a href={notification.documentUrl} target="_blank" rel="noopener noreferrer">
                  document
                </a>
              </>
            ) : null}
          </span>
        ) : (
          <span>The market surveillance authority is not notified yet (Article 27(3))</span>
        )}
        {approval ? (
          <Button
            $size="sm"
            $variant="outline"
            onClick={() => setOpen('notify')}
            data-print-hide=""
          >
            {notification ? 'Record a new notification' : 'Record notification'}
          </Button>
        ) : null}
      </Line>
      {notification && approval && notification.notifiedOn < approval.approvedOn ? (
        <Note>Notified before its latest approval: notify the authority of the update.</Note>
      ) : null}
      {open === 'approve' ? (
        <ApproveFriaDialog project={project} onClose={() => setOpen(null)} />
      ) : null}
      {open === 'notify' ? (
        <FriaNotificationDialog project={project} fria={fria} onClose={() => setOpen(null)} />
      ) : null}
    </Section>
  );
}
