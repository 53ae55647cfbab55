import styled from 'styled-components';
import type { IntakeScreening } from '@portfolio/contracts';
import { Cluster, MutedText } from '@portfolio/ui';
import { AiActReasons } from '@portfolio/ui/questions';
import { IntakeTierBadge } from '../shared/proposal-badges';

/** What a tier means for the proposal, in a sentence. */
const TIER_NEXT: Record<IntakeScreening['tier'], string> = {
  prohibited: 'A practice the EU AI Act bans: the proposal cannot be approved as it stands.',
  high: 'High-risk under the EU AI Act: named approvers decide, and the project will carry its obligations.',
  limited: 'Transparency duties apply: people must know they deal with an AI system.',
  minimal: 'No specific duties under the EU AI Act.',
  unknown: 'Answer every screening question to see the tier.',
};

/**
 * The tier the screening answers give so far (the contract's `screeningTier`), with its reasons
 * and articles; announced as it changes.
 */
export function TierPreview({ screening }: { screening: IntakeScreening }) {
  return (
    <Preview role="status" aria-live="polite" aria-label="Risk tier preview">
      <Heading as="p">
        Risk tier: <IntakeTierBadge tier={screening.tier} size="md" />
      </Heading>
      <MutedText>{TIER_NEXT[screening.tier]}</MutedText>
      {screening.reasons.length > 0 ? <AiActReasons reasons={screening.reasons} /> : null}
    </Preview>
  );
}

const Preview = styled.div`
  display: grid;
  gap: 0.5rem;
  padding: 1rem 1.25rem;
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.surfaceMuted};
`;

const Heading = styled(Cluster)`
  font-weight: 600;
`;
