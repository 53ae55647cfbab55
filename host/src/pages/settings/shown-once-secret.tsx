import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Input, KeyIcon } from '@portfolio/ui';
import { useCopyText } from '@portfolio/ui/clipboard';

export interface ShownOnceSecretProps {
  /** "Secret of Acme intranet" */
  title: string;
  /** The region's accessible name: "New app secret". */
  label: string;
  /** The field's accessible name: "App secret". */
  fieldLabel: string;
  secret: string;
  /** What the copy toast says to do with it. */
  copiedHint: string;
  onDone: () => void;
}

/** A secret the server answers once: shown with a copy button until the person is done. */
export function ShownOnceSecret({
  title,
  label,
  fieldLabel,
  secret,
  copiedHint,
  onDone,
}: ShownOnceSecretProps) {
  const copyText = useCopyText();
  const copy = () =>
    copyText(secret, {
      copied: 'Secret copied',
      description: copiedHint,
      failed: 'Failed to copy the secret',
    });
  return (
    <Secret role="status" aria-label={label}>
      <strong>
        <KeyIcon size={15} /> {title}
      </strong>
      <p>Copy it now: it is shown only once.</p>
      <CopyField value={secret} label={fieldLabel}>
        <Button onClick={() => void copy()}>Copy</Button>
        <Button $variant="outline" onClick={onDone}>
          Done
        </Button>
      </CopyField>
    </Secret>
  );
}

/**
 * A value to copy (a secret, an address) in a read-only monospace field that selects it whole on
 * focus, its buttons beside it.
 */
export function CopyField({
  value,
  label,
  className,
  children,
}: {
  value: string;
  /** The field's accessible name. */
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Row className={className}>
      <Input readOnly value={value} aria-label={label} onFocus={(e) => e.target.select()} />
      {children}
    </Row>
  );
}

const Secret = styled.div`
  margin-bottom: 1rem;
  padding: 0.875rem 1rem;
  border: 1px solid ${(p) => p.theme.tone.amber.border};
  background: ${(p) => p.theme.tone.amber.bg};
  border-radius: ${(p) => p.theme.radius.md};
  strong {
    display: inline-flex;
    align-items: center;
    gap: 0.5rem;
    font-size: ${(p) => p.theme.fontSize.sm};
  }
  p {
    margin: 0.125rem 0 0.625rem;
    font-size: ${(p) => p.theme.fontSize.sm};
  }
`;

const Row = styled.div`
  display: flex;
  gap: 0.5rem;
  flex-wrap: wrap;
  input {
    flex: 1 1 18rem;
    font-family: ${(p) => p.theme.font.mono};
  }
`;
