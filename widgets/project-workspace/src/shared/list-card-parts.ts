import styled from 'styled-components';

/** The parts every list card of the project page shares (milestones, links, budget, …). */

export { ListEmpty as Empty, ListRow as Row, ListRows as Rows } from '@portfolio/ui/lists';

export const Body = styled.div`
  padding: 1.25rem 1.5rem;
`;

export const Footer = styled.footer`
  container-type: inline-size;
  padding: 1rem 1.5rem 1.25rem;
  border-top: 1px solid ${(p) => p.theme.color.border};
`;

export const FormActions = styled.div`
  display: flex;
  gap: 0.5rem;
  justify-content: flex-end;
  @container (min-width: 34rem) {
    margin-top: calc(${(p) => p.theme.fontSize.sm} * 1.5 + 0.375rem);
  }
`;

/** A column of a card's parts, as wide as the card and never wider. */
export const Stack = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1.25rem;
  min-width: 0;
`;

/** A titled part of a card below its body (spend entries, KPIs, stage gates). */
export const Section = styled.section`
  display: grid;
  gap: 0.75rem;
  padding: 1rem 1.5rem 1.25rem;
  border-top: 1px solid ${(p) => p.theme.color.border};
`;

export const SectionTitle = styled.h3`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  margin: 0;
  font-size: ${(p) => p.theme.fontSize.sm};
  font-weight: 600;
`;

export const Muted = styled.span`
  font-weight: 400;
  font-size: ${(p) => p.theme.fontSize.xs};
  color: ${(p) => p.theme.color.textMuted};
`;
