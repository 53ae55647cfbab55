import styled from 'styled-components';
import type { Tone } from '@portfolio/contracts';
import { tonedBox } from '@portfolio/ui';

/** The parts the GDPR and DORA cards share: the derived status line, the hint box, the form. */

export { Fact as RecordFact, Facts } from '../shared/project-facts';

export const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** "GDPR status [Compliant] — follows from this record": the status and where it comes from. */
export const DerivedNote = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.375rem 0.625rem;
  margin: 0;
  font-size: ${(p) => p.theme.fontSize.sm};
  font-weight: 600;
  small {
    flex-basis: 100%;
    font-size: ${(p) => p.theme.fontSize.xs};
    font-weight: 400;
    color: ${(p) => p.theme.color.textMuted};
  }
`;

/** A computed hint (a DPIA needed, a function to name), in the tone of what it asks. */
export const HintBox = styled.div<{ $tone: Tone }>`
  ${(p) => tonedBox(p.$tone)(p)}
  padding: 0.625rem 0.875rem;
  border-radius: ${(p) => p.theme.radius.md};
  font-size: ${(p) => p.theme.fontSize.sm};
  ul {
    margin: 0.25rem 0 0;
    padding-left: 1.125rem;
  }
`;

/** A record's form: its fields one under another, disabled while it saves. */
export const FormGrid = styled.fieldset`
  display: grid;
  gap: 1rem;
  margin: 0;
  padding: 0;
  border: none;
  min-width: 0;
`;
