import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { COMPLIANCE_STATUSES, PROJECT_STATUSES, STATUS_DESCRIPTIONS } from '@portfolio/contracts';
import {
  ArrowRightIcon,
  Button,
  ComplianceBadge,
  FileTextIcon,
  StatusBadge,
  useCurrentUser,
  type Icon,
  IconTile,
  Grid,
} from '@portfolio/ui';
import { PRODUCT_NAME } from '../brand';
import { signInHref } from '../routing/sign-in-href';
import { column, headline, lead, prose, tile } from './marketing-styles';
import { FORMULAS, RECORDED, VIEWS } from './project-tracking-content';
import { PublicPage } from './public-page';

/** /project-tracking: how project tracking works in the product (public). */
export function ProjectTrackingPage() {
  const { user } = useCurrentUser();
  const cta = user ? (
    <Button as={Link} to="/" $size="lg">
      Go to Dashboard
      <ArrowRightIcon size={18} />
    </Button>
  ) : (
    <Button as="a" href={signInHref()} $size="lg">
      Get Started
      <ArrowRightIcon size={18} />
    </Button>
  );

  return (
    <PublicPage user={user}>
      <Intro>
        <Kicker>Project Tracking</Kicker>
        <h1>Every AI initiative, one source of truth</h1>
        <p>
          {PRODUCT_NAME} keeps a living inventory of your company&apos;s AI projects. Each one
          carries its business case, its numbers and its regulatory standing, so portfolio managers
          can see what is being built, what it costs, what it returns and whether it is safe to run.
        </p>
        <Actions>{cta}</Actions>
      </Intro>

      <PageSection
        id="recorded"
        title="What you record for each project"
        lead="A project is more than a name on a list. These are the properties every project carries."
      >
        <RecordGrid>
          {RECORDED.map(({ title, icon, items }) => (
            <Tile key={title} title={title} icon={icon}>
              <ul>
                {items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </Tile>
          ))}
        </RecordGrid>
      </PageSection>

      <PageSection
        band
        id="lifecycle"
        title="A lifecycle everyone can read"
        lead="Every project has one of five statuses. Move a project to any status at any time; the portfolio views update with it."
      >
        <StatusLegend
          statuses={PROJECT_STATUSES}
          Badge={StatusBadge}
          descriptions={STATUS_DESCRIPTIONS}
        />
      </PageSection>

      <PageSection
        id="numbers"
        title="Numbers that add up"
        lead="The dashboard condenses the portfolio into four figures, each computed the same way everywhere."
      >
        <Formulas>
          {FORMULAS.map(({ term, definition }) => (
            <Formula key={term}>
              <dt>{term}</dt>
              <dd>{definition}</dd>
            </Formula>
          ))}
        </Formulas>
      </PageSection>

      <PageSection
        band
        id="compliance"
        title="Compliance at a glance"
        lead="Each project is assessed against the EU AI Act, GDPR and DORA. Statuses start as not applicable and can be changed as assessments progress; the colours make the open questions stand out."
      >
        <StatusLegend statuses={COMPLIANCE_STATUSES} Badge={ComplianceBadge} />
      </PageSection>

      <PageSection id="views" title="Views for every question">
        <ViewGrid>
          {VIEWS.map(({ title, icon, text }) => (
            <Tile key={title} title={title} icon={icon}>
              <p>{text}</p>
            </Tile>
          ))}
        </ViewGrid>
      </PageSection>

      <Section>
        <Cta>
          <FileTextIcon size={28} />
          <h2>Start your inventory today</h2>
          <p>Create your company, add your first project, and invite your team.</p>
          {cta}
        </Cta>
      </Section>
    </PublicPage>
  );
}

/** A section of the page: its heading, a lead paragraph, then `children`; `band` sets it on white. */
function PageSection({
  id,
  title,
  lead,
  band = false,
  children,
}: {
  id: string;
  title: string;
  lead?: string;
  band?: boolean;
  children: ReactNode;
}) {
  const section = (
    <Section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {lead ? <Lead>{lead}</Lead> : null}
      {children}
    </Section>
  );
  return band ? <Band>{section}</Band> : section;
}

/** A recorded property group or a view: its icon, its title, then `children`. */
function Tile({
  title,
  icon: TileIcon,
  children,
}: {
  title: string;
  icon: Icon;
  children: ReactNode;
}) {
  return (
    <TileBox>
      <TileIconBox>
        <TileIcon size={20} />
      </TileIconBox>
      <h3>{title}</h3>
      {children}
    </TileBox>
  );
}

/** Every value of a status in its badge, each with its description when there is one. */
function StatusLegend<S extends string>({
  statuses,
  Badge,
  descriptions,
}: {
  statuses: readonly S[];
  Badge: ComponentType<{ status: S }>;
  descriptions?: Record<S, string>;
}) {
  return (
    <StatusList>
      {statuses.map((status) => (
        <li key={status}>
          <Badge status={status} />
          {descriptions ? <span>{descriptions[status]}</span> : null}
        </li>
      ))}
    </StatusList>
  );
}

const Intro = styled.section`
  max-width: 52rem;
  margin: 0 auto;
  padding: 5rem 1.5rem 3rem;
  text-align: center;
  h1 {
    font-size: clamp(2.25rem, 4.5vw, 3.25rem);
    font-weight: 800;
    letter-spacing: -0.035em;
    line-height: 1.1;
  }
  p {
    margin-top: 1.25rem;
    ${lead}
  }
`;

const Kicker = styled.p`
  && {
    margin: 0 0 1rem;
    font-size: ${(p) => p.theme.fontSize.sm};
    font-weight: 700;
    text-transform: uppercase;
    letter-spacing: 0.12em;
    color: ${(p) => p.theme.color.primary};
  }
`;

const Actions = styled.div`
  margin-top: 2rem;
  display: flex;
  justify-content: center;
`;

const Section = styled.section`
  ${column}
  padding: 4rem 1.5rem;
  > h2 {
    ${headline('3xl')}
  }
`;

const Lead = styled.p`
  margin-top: 0.75rem;
  max-width: 44rem;
  ${prose('md')}
`;

const Band = styled.div`
  background: ${(p) => p.theme.color.surface};
  border-top: 1px solid ${(p) => p.theme.color.border};
  border-bottom: 1px solid ${(p) => p.theme.color.border};
`;

const RecordGrid = styled(Grid).attrs({ $gap: '1.25rem', $columns: { md: 2, lg: 5 } })`
  margin-top: 2.5rem;
`;

const ViewGrid = styled(RecordGrid).attrs({ $columns: { md: 2, lg: 4 } })``;

const TileBox = styled.div`
  padding: 1.5rem;
  ${tile}
  h3 {
    margin-top: 1rem;
    font-size: ${(p) => p.theme.fontSize.md};
    font-weight: 700;
  }
  p,
  ul {
    margin: 0.5rem 0 0;
    ${prose('sm')}
  }
  ul {
    padding-left: 1.1rem;
  }
`;

const TileIconBox = styled(IconTile).attrs({ $size: '2.5rem' })``;

const StatusList = styled.ul`
  list-style: none;
  margin: 2rem 0 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 1rem 2rem;
  li {
    display: flex;
    align-items: center;
    gap: 0.75rem;
    color: ${(p) => p.theme.color.textMuted};
    font-size: ${(p) => p.theme.fontSize.sm};
  }
`;

const Formulas = styled(Grid).attrs({ as: 'dl', $gap: '1.25rem', $columns: { md: 2 } })`
  margin: 2.5rem 0 0;
`;

const Formula = styled.div`
  padding: 1.25rem 1.5rem;
  border-radius: ${(p) => p.theme.radius.lg};
  border-left: 3px solid ${(p) => p.theme.color.primary};
  background: ${(p) => p.theme.color.surface};
  box-shadow: ${(p) => p.theme.shadow.xs};
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0.375rem 0 0;
    ${prose('sm')}
  }
`;

const Cta = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  text-align: center;
  gap: 0.75rem;
  padding: 3rem 1.5rem;
  border-radius: 1.5rem;
  background: ${(p) => p.theme.color.primarySoft};
  color: ${(p) => p.theme.color.primary};
  h2 {
    color: ${(p) => p.theme.color.text};
    ${headline('3xl')}
  }
  p {
    color: ${(p) => p.theme.color.textMuted};
    margin-bottom: 0.75rem;
  }
`;
