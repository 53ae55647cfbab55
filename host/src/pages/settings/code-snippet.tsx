import styled from 'styled-components';
import { Button } from '@portfolio/ui';
import { useCopyText } from '@portfolio/ui/clipboard';

/**
 * A titled block of code to paste elsewhere (an embed snippet, an assistant's configuration),
 * with a Copy button that copies it exactly as written.
 */
export function CodeSnippet({ title, code }: { title: string; code: string }) {
  const copyText = useCopyText();
  const copy = () =>
    copyText(code, {
      copied: 'Snippet copied',
      description: title,
      failed: 'Failed to copy the snippet',
    });
  return (
    <Snippet>
      <SnippetHead>
        <span>{title}</span>
        <Button
          $variant="outline"
          $size="sm"
          aria-label={`Copy: ${title}`}
          onClick={() => void copy()}
        >
          Copy
        </Button>
      </SnippetHead>
      <pre>
        <code>{code}</code>
      </pre>
    </Snippet>
  );
}

const Snippet = styled.div`
  margin-top: 1rem;
  min-width: 0;
  pre {
    margin: 0.375rem 0 0;
    padding: 0.75rem 1rem;
    overflow-x: auto;
    border-radius: ${(p) => p.theme.radius.md};
    background: ${(p) => p.theme.color.surfaceSunken};
    font-family: ${(p) => p.theme.font.mono};
    font-size: ${(p) => p.theme.fontSize.xs};
    line-height: 1.6;
    /* Long lines wrap inside the box (the copied text is the snippet as written). */
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

const SnippetHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  font-size: ${(p) => p.theme.fontSize.sm};
  font-weight: 500;
`;
