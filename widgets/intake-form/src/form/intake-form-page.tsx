import { useState } from 'react';
import styled from 'styled-components';
import type { Proposal } from '@portfolio/contracts';
import { CompanyGate, PageHeader, PageStack, type WidgetProps } from '@portfolio/ui';
import { MyProposals } from './my-proposals';
import { ProposalForm } from './proposal-form';
import { SubmittedNotice } from './submitted-notice';

export type IntakeFormPageProps = WidgetProps;

/**
 * `/proposals/new`, and the form an intranet page embeds: anyone in the company proposes an AI
 * project, then follows their proposals below. Links go through `navigate`, which the shell
 * routes and an embedding page receives as a `navigate` event.
 */
export function IntakeFormPage({ companyId, navigate }: IntakeFormPageProps) {
  return (
    <CompanyGate companyId={companyId} navigate={navigate} action="propose projects">
      {(companyId) => <IntakeForm companyId={companyId} navigate={navigate} />}
    </CompanyGate>
  );
}

function IntakeForm({
  companyId,
  navigate,
}: Pick<WidgetProps, 'navigate'> & { companyId: string }) {
  const [submitted, setSubmitted] = useState<Proposal | null>(null);
  // A new form for each proposal: every field, answer and message cleared.
  const [formKey, setFormKey] = useState(0);
  const onSubmitted = (proposal: Proposal) => {
    setSubmitted(proposal);
    setFormKey((key) => key + 1);
  };
  return (
    <Page>
      <PageHeader
        title="Propose an AI project"
        description="Tell the portfolio team about an idea before it becomes a project: what it solves, what it is worth, and a first look at its risk under the EU AI Act."
      />
      {submitted ? (
        <SubmittedNotice
          proposal={submitted}
          navigate={navigate}
          onDismiss={() => setSubmitted(null)}
        />
      ) : null}
      <ProposalForm
        key={formKey}
        companyId={companyId}
        navigate={navigate}
        onSubmitted={onSubmitted}
      />
      <MyProposals companyId={companyId} navigate={navigate} />
    </Page>
  );
}

const Page = styled(PageStack)`
  max-width: 56rem;
  margin: 0 auto;
`;
