import styled from 'styled-components';
import {
  INBOUND_PROVIDER_LABELS,
  INBOUND_SETUP_STEPS,
  type IntegrationCreated,
} from '@portfolio/contracts';
import { Button, CopyIcon } from '@portfolio/ui';
import { CopyField, ShownOnceSecret } from '../shown-once-secret';

/**
 * A connection just made: its secret (shown this once), its inbound URL to copy, and the
 * provider's own setup steps.
 */
export function CreatedConnection({
  created,
  onCopy,
  onDone,
}: {
  created: IntegrationCreated;
  onCopy: (url: string) => void;
  onDone: () => void;
}) {
  return (
    <Created role="region" aria-label="New connection">
      <ShownOnceSecret
        title={`${INBOUND_PROVIDER_LABELS[created.integration.provider]} connection`}
        label="New connection secret"
        fieldLabel="Connection secret"
        secret={created.secret}
        copiedHint="Paste it in the provider’s webhook settings."
        onDone={onDone}
      />
      <UrlRow value={created.integration.inboundUrl} label="New inbound URL">
        <Button $variant="outline" onClick={() => onCopy(created.integration.inboundUrl)}>
          <CopyIcon size={14} /> Copy URL
        </Button>
      </UrlRow>
      <Steps aria-label={`Set up ${INBOUND_PROVIDER_LABELS[created.integration.provider]}`}>
        {INBOUND_SETUP_STEPS[created.integration.provider].map((step) => (
          <li key={step}>{step}</li>
        ))}
      </Steps>
    </Created>
  );
}

const Created = styled.div`
  margin-bottom: 1rem;
  > div:first-child {
    margin-bottom: 0.625rem;
  }
`;

const UrlRow = styled(CopyField)`
  margin-bottom: 0.625rem;
`;

const Steps = styled.ol`
  margin: 0;
  padding-left: 1.25rem;
  display: grid;
  gap: 0.25rem;
  font-size: ${(p) => p.theme.fontSize.sm};
`;
