import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import type { CurrentUser } from '@portfolio/contracts';
import { BarChartIcon, Button, Card, PlusIcon, ShieldCheckIcon, UsersIcon } from '@portfolio/ui';
import { PRODUCT_NAME } from '../brand';

// Its form checks (TypeBox's Value) load with this card, not with every dashboard.
const CreateCompanyDialog = lazy(() =>
  import('./create-company-dialog').then((m) => ({ default: m.CreateCompanyDialog })),
);

/** The dashboard of a user without a company: a welcome and the Create Company dialog. */
export function WelcomeCard({ user }: { user: CurrentUser }) {
  const [open, setOpen] = useState(false);
  return (
    <Wrapper>
      <Card>
        <Hero>
          <h1>
            Welcome to {PRODUCT_NAME}
            {user.firstName ? `, ${user.firstName}` : ''}!
          </h1>
          <p>
            Create your company to start tracking its AI projects: costs, return and ROI, status,
            and EU AI Act, GDPR and DORA compliance, all in one place.
          </p>
          <Button $size="lg" onClick={() => setOpen(true)}>
            <PlusIcon size={18} />
            Create Company
          </Button>
        </Hero>
        <Steps>
          <Step>
            <BarChartIcon size={18} />
            <div>
              <strong>Track every initiative</strong>
              <span>One inventory with business metrics for each AI project.</span>
            </div>
          </Step>
          <Step>
            <ShieldCheckIcon size={18} />
            <div>
              <strong>Stay compliant</strong>
              <span>See where each project stands on EU AI Act, GDPR and DORA.</span>
            </div>
          </Step>
          <Step>
            <UsersIcon size={18} />
            <div>
              <strong>Bring your team</strong>
              <span>Invite colleagues by e-mail as admins or members.</span>
            </div>
          </Step>
        </Steps>
      </Card>
      <Suspense fallback={null}>
        <CreateCompanyDialog open={open} onOpenChange={setOpen} />
      </Suspense>
    </Wrapper>
  );
}

const Wrapper = styled.div`
  max-width: 48rem;
  margin: 3rem auto 0;
`;

const Hero = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  text-align: center;
  gap: 1rem;
  padding: 3rem 2.5rem 2.5rem;
  border-radius: ${(p) => p.theme.radius.lg} ${(p) => p.theme.radius.lg} 0 0;
  background:
    radial-gradient(80% 120% at 50% 0%, rgba(99, 102, 241, 0.12), transparent 70%),
    ${(p) => p.theme.color.surface};
  h1 {
    font-size: ${(p) => p.theme.fontSize['3xl']};
    font-weight: 700;
    letter-spacing: -0.025em;
  }
  p {
    max-width: 34rem;
    color: ${(p) => p.theme.color.textMuted};
    font-size: ${(p) => p.theme.fontSize.md};
    margin-bottom: 0.5rem;
  }
`;

const Steps = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(13rem, 1fr));
  gap: 1.25rem;
  padding: 1.5rem 2rem 2rem;
  border-top: 1px solid ${(p) => p.theme.color.border};
`;

const Step = styled.div`
  display: flex;
  gap: 0.75rem;
  svg {
    flex-shrink: 0;
    margin-top: 0.125rem;
    color: ${(p) => p.theme.color.primary};
  }
  div {
    display: grid;
    gap: 0.125rem;
  }
  strong {
    font-size: ${(p) => p.theme.fontSize.sm};
  }
  span {
    font-size: ${(p) => p.theme.fontSize.sm};
    color: ${(p) => p.theme.color.textMuted};
  }
`;
