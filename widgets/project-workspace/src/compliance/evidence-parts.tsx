// What the evidence list and its form share: the props, the form's types and the styles.
import styled from 'styled-components';

/** A member who may be named as the reviewer. */
export interface EvidenceReviewer {
  id: string;
  name: string;
}

export interface ObligationEvidenceProps {
  /** The stored obligation (`AiActObligationItem.id`) whose evidence this shows and adds to. */
  obligationId: string;
  /** Its project and company: what a write makes out of date there (history, risks). */
  projectId: string;
  companyId: string;
  /**
   * The company's members, to pick the reviewer from; without them (or for someone outside the
   * company) the reviewer is typed as text.
   */
  members?: readonly EvidenceReviewer[];
  /** How the obligation is named in accessible labels, e.g. "Article 4 (AI literacy)". */
  obligationLabel?: string;
  /** The add form behind an "Add evidence" disclosure: for a list of many obligations. */
  compact?: boolean;
}

export type Mode = 'link' | 'file';

export type Errors = Partial<
  Record<'url' | 'title' | 'file' | 'reviewedBy' | 'reviewedAt' | 'expiresAt', string>
>;

export const SOMEONE_ELSE = 'other';

export const Section = styled.section`
  container-type: inline-size;
  display: grid;
  gap: 0.75rem;
`;

export const Heading = styled.h4`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  margin: 0;
  font-size: ${(p) => p.theme.fontSize.sm};
  font-weight: 600;
`;

export const Item = styled.li`
  display: flex;
  align-items: flex-start;
  gap: 0.625rem;
  padding: 0.5rem 0.625rem;
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.md};
`;

export const Mark = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: 1.75rem;
  height: 1.75rem;
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.surfaceMuted};
  color: ${(p) => p.theme.color.text};
`;

export const Main = styled.div`
  flex: 1;
  min-width: 0;
  display: grid;
  gap: 0.125rem;
`;

export const Top = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.25rem 0.5rem;
`;

export const Title = styled.a`
  font-weight: 600;
  color: ${(p) => p.theme.color.text};
  overflow-wrap: anywhere;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

export const Meta = styled.span`
  font-size: ${(p) => p.theme.fontSize.xs};
  color: ${(p) => p.theme.color.textMuted};
  overflow-wrap: anywhere;
`;

export const AddDisclosure = styled.details`
  & > summary {
    cursor: pointer;
    width: fit-content;
    font-size: ${(p) => p.theme.fontSize.sm};
    font-weight: 500;
    color: ${(p) => p.theme.color.primary};
  }
  &[open] > summary {
    margin-bottom: 0.5rem;
  }
`;

export const Form = styled.form`
  display: grid;
  gap: 0.625rem;
  padding-top: 0.75rem;
  border-top: 1px solid ${(p) => p.theme.color.border};
`;

export const Modes = styled.div`
  display: flex;
  gap: 1rem;
  font-size: ${(p) => p.theme.fontSize.sm};
`;

export const ModeOption = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 0.375rem;
  cursor: pointer;
`;

export const Dates = styled.div`
  display: grid;
  gap: 0.625rem;
  @container (min-width: 30rem) {
    grid-template-columns: 1fr 1fr;
  }
`;

export const Refusal = styled.p`
  margin: 0;
  font-size: ${(p) => p.theme.fontSize.sm};
  color: ${(p) => p.theme.color.danger};
`;

export const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
`;
