import styled from 'styled-components';
import { Button, CopyIcon, tonedBox } from '@portfolio/ui';
import { useCopyText } from '@portfolio/ui/clipboard';

/**
 * The account's recovery codes, shown once (only their hashes are kept): each signs in once when
 * the authenticator app is out of reach. Copy puts them all on the clipboard.
 */
export function RecoveryCodes({ codes }: { codes: readonly string[] }) {
  const copyText = useCopyText();
  const copy = () =>
    copyText(codes.join('\n'), {
      copied: 'Recovery codes copied',
      description: 'Keep them somewhere safe.',
      failed: 'Failed to copy the codes',
    });
  return (
    <Box role="status" aria-label="Recovery codes">
      <p>
        Save these codes somewhere safe, such as a password manager. Each one signs you in once if
        you lose your authenticator app. They are shown only now.
      </p>
      <List>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </List>
      <Button $variant="outline" $size="sm" onClick={() => void copy()}>
        <CopyIcon size={14} /> Copy codes
      </Button>
    </Box>
  );
}

const Box = styled.div`
  display: grid;
  gap: 0.75rem;
  justify-items: start;
  padding: 0.875rem 1rem;
  border-radius: ${(p) => p.theme.radius.md};
  ${tonedBox('amber')}
  p {
    font-size: ${(p) => p.theme.fontSize.sm};
  }
`;

const List = styled.ol`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 0.375rem 1.5rem;
  width: 100%;
  margin: 0;
  padding-left: 1.5rem;
  code {
    font-family: ${(p) => p.theme.font.mono};
    font-size: ${(p) => p.theme.fontSize.sm};
    letter-spacing: 0.04em;
  }
`;
