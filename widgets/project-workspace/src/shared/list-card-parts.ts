import styled from 'styled-components';

/** The parts every list card of the project page shares (milestones, links, budget, …). */

export const Body = styled.div`
  padding: 1.25rem 1.5rem;
`;

export const Rows = styled.div`
  display: grid;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Row = styled.li`
  container-type: inline-size;
  display: flex;
  align-items: center;
  gap: 0.75rem;
  padding: 0.625rem 0.75rem;
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.md};
`;

export const Empty = styled.p`
  padding: 1rem 1.25rem;
  border: 1px dashed ${(p) => p.theme.color.borderStrong};
  border-radius: ${(p) => p.theme.radius.md};
  color: ${(p) => p.theme.color.textMuted};
  font-size: ${(p) => p.theme.fontSize.sm};
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
