import { Link } from 'react-router';
import styled from 'styled-components';
import {
  ArrowRightIcon,
  BarChartIcon,
  Button,
  Cluster,
  ListChecksIcon,
  ShieldCheckIcon,
  SparklesIcon,
  UsersIcon,
  media,
  useCurrentUser,
  type Icon,
  IconTile,
  Grid,
} from '@portfolio/ui';
import { signInHref } from '../routing/sign-in-href';
import { column, headline, lead, prose, split, tile } from './marketing-styles';
import { FeedbackIntro, FeedbackWidget } from './feedback-widget';
import { HeroPreview } from './hero-preview';
import { PublicPage } from './public-page';

const SIGN_IN = signInHref();

const FEATURES: {
  title: string;
  description: string;
  icon: Icon;
  tone: 'violet' | 'blue' | 'green' | 'amber';
}[] = [
  {
    title: 'Project Tracking',
    description:
      'A complete inventory of your AI projects with detailed properties and business metrics.',
    icon: ListChecksIcon,
    tone: 'violet',
  },
  {
    title: 'Visual Analytics',
    description: 'Dashboards with real-time insights across all your projects.',
    icon: BarChartIcon,
    tone: 'blue',
  },
  {
    title: 'Compliance Status',
    description: 'Track compliance requirements so your projects meet regulatory standards.',
    icon: ShieldCheckIcon,
    tone: 'green',
  },
  {
    title: 'Team Management',
    description: 'Collaborate with your team and manage access across your organization.',
    icon: UsersIcon,
    tone: 'amber',
  },
];

const STATS = [
  { value: '500+', label: 'Portfolio Managers' },
  { value: '99.9%', label: 'Uptime' },
  { value: '50K+', label: 'Projects Tracked' },
];

/** `/` for visitors: what the product does, feedback, and the way in. */
export function LandingPage() {
  const { user } = useCurrentUser();
  return (
    <PublicPage user={user}>
      <Hero>
        <HeroInner>
          <HeroText>
            <Eyebrow>
              <SparklesIcon size={14} />
              For AI portfolio managers and their teams
            </Eyebrow>
            <h1>
              Manage Your <Gradient>AI Project Portfolio</Gradient>
            </h1>
            <p>
              Track, manage, and optimize every AI initiative in your company: costs, return and
              ROI, delivery status, and EU AI Act, GDPR and DORA compliance, in one place.
            </p>
            <HeroActions>
              <Button as="a" href={SIGN_IN} $size="lg">
                Get Started
                <ArrowRightIcon size={18} />
              </Button>
              <Button as={Link} to="/project-tracking" $size="lg" $variant="outline">
                Learn About Project Tracking
              </Button>
            </HeroActions>
          </HeroText>
          <HeroVisual>
            <HeroPreview />
          </HeroVisual>
        </HeroInner>
      </Hero>

      <Section aria-labelledby="features-title">
        <SectionHeading>
          <h2 id="features-title">Everything you need to run an AI portfolio</h2>
          <p>
            From the first idea to value in production, keep every initiative visible, measured and
            compliant.
          </p>
        </SectionHeading>
        <Features>
          {FEATURES.map(({ title, description, icon: FeatureIcon, tone }) => (
            <Feature key={title}>
              <FeatureIconBox $tone={tone}>
                <FeatureIcon size={22} />
              </FeatureIconBox>
              <h3>{title}</h3>
              <p>{description}</p>
            </Feature>
          ))}
        </Features>
      </Section>

      <Stats aria-label="By the numbers">
        <StatsInner>
          <p>Trusted by hundreds of organizations</p>
          <dl>
            {STATS.map((stat) => (
              <div key={stat.label}>
                <dt>{stat.label}</dt>
                <dd>{stat.value}</dd>
              </div>
            ))}
          </dl>
        </StatsInner>
      </Stats>

      <Section aria-labelledby="feedback-title" id="feedback">
        <FeedbackLayout>
          <FeedbackIntro heading="h2" id="feedback-title" />
          <FeedbackWidget />
        </FeedbackLayout>
      </Section>

      <Closing>
        <ClosingCard>
          <h2>Ready to Transform Your AI Project Tracking?</h2>
          <p>
            Bring every AI initiative, its numbers and its compliance into one view your whole team
            shares.
          </p>
          <Button as="a" href={SIGN_IN} $size="lg" $variant="outline">
            Get Started Free
            <ArrowRightIcon size={18} />
          </Button>
        </ClosingCard>
      </Closing>
    </PublicPage>
  );
}

const Hero = styled.section`
  min-height: 600px;
  display: flex;
  align-items: center;
  background:
    radial-gradient(60% 80% at 85% 20%, rgba(124, 58, 237, 0.14), transparent 60%),
    radial-gradient(60% 80% at 10% 0%, rgba(79, 70, 229, 0.14), transparent 60%),
    linear-gradient(180deg, #fbfbff 0%, ${(p) => p.theme.color.bg} 100%);
  border-bottom: 1px solid ${(p) => p.theme.color.border};
  overflow: hidden;
`;

const HeroInner = styled.div`
  width: 100%;
  ${column}
  padding: 4rem 1.5rem;
  ${split('1.05fr 1fr', 'center')}
`;

const HeroText = styled.div`
  h1 {
    font-size: clamp(2.5rem, 5vw, 3.75rem);
    line-height: 1.05;
    font-weight: 800;
    letter-spacing: -0.035em;
  }
  > p {
    margin-top: 1.5rem;
    max-width: 36rem;
    ${lead}
  }
`;

const Gradient = styled.span`
  background: linear-gradient(90deg, #4f46e5, #7c3aed 60%, #a855f7);
  -webkit-background-clip: text;
  background-clip: text;
  color: transparent;
`;

const Eyebrow = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  margin-bottom: 1.5rem;
  padding: 0.375rem 0.875rem;
  border-radius: ${(p) => p.theme.radius.full};
  border: 1px solid ${(p) => p.theme.color.primarySoftHover};
  background: ${(p) => p.theme.color.primarySoft};
  color: ${(p) => p.theme.color.primaryHover};
  font-size: ${(p) => p.theme.fontSize.sm};
  font-weight: 600;
`;

const HeroActions = styled(Cluster).attrs({ $gap: '0.75rem' })`
  margin-top: 2.25rem;
`;

const HeroVisual = styled.div`
  display: none;
  justify-content: center;
  ${media.lg} {
    display: flex;
  }
`;

const Section = styled.section`
  ${column}
  padding: 6rem 1.5rem;
`;

const SectionHeading = styled.div`
  text-align: center;
  max-width: 40rem;
  margin: 0 auto 3.5rem;
  h2 {
    ${headline('4xl')}
    line-height: 1.15;
  }
  p {
    margin-top: 1rem;
    ${lead}
  }
`;

const Features = styled(Grid).attrs({ $gap: '1.5rem', $columns: { md: 2, lg: 4 } })``;

const Feature = styled.article`
  padding: 1.75rem;
  ${tile}
  transition:
    box-shadow 200ms ease,
    transform 200ms ease;
  &:hover {
    box-shadow: ${(p) => p.theme.shadow.lg};
    transform: translateY(-2px);
  }
  h3 {
    margin-top: 1.25rem;
    font-size: ${(p) => p.theme.fontSize.lg};
    font-weight: 700;
    letter-spacing: -0.01em;
  }
  p {
    margin-top: 0.5rem;
    ${prose('sm')}
  }
`;

const FeatureIconBox = styled(IconTile).attrs({ $size: '3rem', $radius: 'lg', $bordered: true })``;

const Stats = styled.section`
  background:
    radial-gradient(60% 120% at 20% 0%, rgba(124, 58, 237, 0.35), transparent 60%),
    linear-gradient(135deg, #1e1b4b 0%, #312e81 60%, #4c1d95 100%);
  color: #fff;
`;

const StatsInner = styled.div`
  ${column}
  padding: 3.5rem 1.5rem;
  text-align: center;
  > p {
    font-size: ${(p) => p.theme.fontSize.sm};
    font-weight: 600;
    text-transform: uppercase;
    letter-spacing: 0.12em;
    color: #c7d2fe;
  }
  dl {
    margin: 2rem 0 0;
    display: grid;
    gap: 2rem;
    ${media.md} {
      grid-template-columns: repeat(3, 1fr);
    }
  }
  dl > div {
    display: flex;
    flex-direction: column-reverse;
    gap: 0.25rem;
  }
  dd {
    margin: 0;
    ${headline('5xl')}
  }
  dt {
    color: #c7d2fe;
    font-size: ${(p) => p.theme.fontSize.md};
  }
`;

const FeedbackLayout = styled.div`
  ${split('1fr 1.3fr', 'start')}
`;

const Closing = styled.section`
  ${column}
  padding: 0 1.5rem 6rem;
`;

const ClosingCard = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  text-align: center;
  gap: 1rem;
  padding: 4rem 2rem;
  border-radius: 1.5rem;
  color: #fff;
  background:
    radial-gradient(50% 80% at 80% 10%, rgba(168, 85, 247, 0.5), transparent 60%),
    linear-gradient(135deg, #4f46e5 0%, #6d28d9 100%);
  box-shadow: 0 30px 60px -20px rgba(79, 70, 229, 0.5);
  h2 {
    max-width: 40rem;
    ${headline('4xl')}
    line-height: 1.15;
  }
  p {
    max-width: 34rem;
    font-size: ${(p) => p.theme.fontSize.lg};
    color: #e0e7ff;
    margin-bottom: 1rem;
  }
  a {
    border-color: transparent;
  }
`;
