import { useState } from 'react';
import styled from 'styled-components';
import { CopyIcon, EyeIcon, EyeOffIcon, IconButton, KeyIcon, Spinner } from '@portfolio/ui';
import { useCopyText } from '@portfolio/ui/clipboard';
import { useRevealLlmModelKey } from '../api/reveal-llm-model-key';

export interface ApiKeyFieldProps {
  modelId: string;
  modelName: string;
  maskedApiKey: string;
  /** Admins may see the clear key (fetched from the BFF on demand); members see the mask only. */
  canReveal: boolean;
}

/**
 * A model's API key: masked, with a show/hide toggle for admins. A revealed key is cut to the
 * card's width (the whole key in its title) and copied with the button beside it.
 */
export function ApiKeyField({ modelId, modelName, maskedApiKey, canReveal }: ApiKeyFieldProps) {
  const copyText = useCopyText();
  const reveal = useRevealLlmModelKey();
  const [clearKey, setClearKey] = useState<string | null>(null);
  const shown = clearKey !== null;

  const toggle = () => {
    if (shown) return setClearKey(null);
    reveal.mutate(modelId, {
      onSuccess: ({ apiKey }) => setClearKey(apiKey),
    });
  };

  const copy = (key: string) =>
    copyText(key, { copied: 'API key copied', failed: 'Failed to copy the API key' });

  return (
    <Box data-revealed={shown}>
      <KeyIcon size={14} aria-hidden="true" />
      <Value
        aria-label={shown ? `API key of ${modelName}` : `Masked API key of ${modelName}`}
        title={shown ? clearKey : undefined}
      >
        {shown ? clearKey : maskedApiKey}
      </Value>
      {shown ? (
        <IconButton type="button" aria-label="Copy API key" onClick={() => void copy(clearKey)}>
          <CopyIcon size={16} />
        </IconButton>
      ) : null}
      {canReveal ? (
        <IconButton
          type="button"
          aria-label={shown ? 'Hide API key' : 'Show API key'}
          aria-pressed={shown}
          onClick={toggle}
          disabled={reveal.isPending}
        >
          {reveal.isPending ? (
            <Spinner size={14} label="Revealing API key" />
          ) : shown ? (
            <EyeOffIcon size={16} />
          ) : (
            <EyeIcon size={16} />
          )}
        </IconButton>
      ) : null}
    </Box>
  );
}

const Box = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  min-width: 0;
  height: 2.5rem;
  padding: 0 0.25rem 0 0.75rem;
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.surfaceMuted};
  color: ${(p) => p.theme.color.textSubtle};
  &[data-revealed='true'] {
    background: ${(p) => p.theme.tone.amber.bg};
    border-color: ${(p) => p.theme.tone.amber.border};
  }
`;

const Value = styled.code`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-family: ${(p) => p.theme.font.mono};
  font-size: ${(p) => p.theme.fontSize.xs};
  letter-spacing: 0.02em;
  color: ${(p) => p.theme.color.text};
`;
