import styled from 'styled-components';
import { Button, Input, KeyIcon, copyText, useToast } from '@portfolio/ui';

export interface ShownOnceSecretProps {
  /** What it is the secret of: "Secret of Acme intranet". */
  title: string;
  /** The field's accessible name: "App secret". */
  label: string;
  value: string;
  /** Where the person should keep it, said when it is copied. */
  keepHint: string;
  onDone: () => void;
}

/**
 * A secret the product stores only as a hash (an embed app's, an API token, a signing secret):
 * shown this once, right after creation, with a copy button, until the person is done with it.
 */
export function ShownOnceSecret({ title, label, value, keepHint, onDone }: ShownOnceSecretProps) {
  const { toast } = useToast();
  const copy = async () => {
    try {
      await copyText(value);
      toast({ title: `${label} copied`, description: keepHint });
    } catch {
      toast({
        title: 'Error',
        description: `Failed to copy the ${label.toLowerCase()}`,
        variant: 'destructive',
      });
    }
  };
  return (
    <Box role="status" aria-label={`New ${label.toLowerCase()}`}>
      <strong>
        <KeyIcon size={15} /> {title}
      </strong>
      <p>Copy it now: it is shown only once.</p>
      <Row>
        <Input readOnly value={value} aria-label={label} onFocus={(e) => e.target.select()} />
        <Button onClick={() => void copy()}>Copy</Button>
        <Button $variant="outline" onClick={onDone}>
          Done
        </Button>
      </Row>
    </Box>
  );
}

const Box = styled.div`
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
