import styled from 'styled-components';
import {
  FRIA_STATE_LABELS,
  type FriaPartItem,
  type FriaState,
  type ProjectFria,
  type Tone,
} from '@portfolio/contracts';
import { tonedBox } from '@portfolio/ui';

/** What the FRIA card's parts share: the tones of its states, its notes and its lines. */

export const STATE_TONES: Record<FriaState, Tone> = {
  not_started: 'neutral',
  draft: 'blue',
  approved: 'green',
  needs_review: 'amber',
};

/** "Required", "Not required", "Not assessed": the first thing the card says. */
export const requirementLabel = ({ requirement }: ProjectFria) =>
  requirement.required ? 'Required' : requirement.assessed ? 'Not required' : 'Not assessed';

export const stateLabel = (state: FriaState) => FRIA_STATE_LABELS[state];

/** Where a part's text came from, as its note under it says. */
export const sourceNote = (part: FriaPartItem) =>
  part.source
    ? `Pre-filled from the ${part.source}`
    : part.text
      ? 'Written for this FRIA'
      : 'Not filled in yet';

export const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.375rem 0.625rem;
  font-size: ${(p) => p.theme.fontSize.sm};
`;

export const Notice = styled.div<{ $tone?: Tone }>`
  display: grid;
  gap: 0.25rem;
  padding: 0.625rem 0.75rem;
  border-radius: ${(p) => p.theme.radius.md};
  ${(p) => tonedBox(p.$tone ?? 'amber')(p)}
  font-size: ${(p) => p.theme.fontSize.sm};
  ul {
    margin: 0;
    padding-left: 1.125rem;
  }
`;

export const Note = styled.small`
  display: block;
  font-size: ${(p) => p.theme.fontSize.xs};
  color: ${(p) => p.theme.color.textMuted};
`;

export const PartText = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  font-size: ${(p) => p.theme.fontSize.sm};
`;

/** The six parts as a list of terms (the part) and details (its text and source). */
export const PartList = styled.dl`
  display: grid;
  gap: 0.875rem;
  margin: 0;
  dt {
    font-size: ${(p) => p.theme.fontSize.sm};
    font-weight: 600;
  }
  dd {
    display: grid;
    gap: 0.25rem;
    margin: 0.25rem 0 0;
  }
`;
