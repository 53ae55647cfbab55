import type { ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';

/** Where the EU AI Act says it ("Article 5(1)(c)"), after the words: muted, on one line. */
export const AiActArticle = styled.span`
  color: ${(p) => p.theme.color.textMuted};
  white-space: nowrap;
`;

export interface AiActReasonsProps extends ComponentPropsWithoutRef<'ul'> {
  /** As the contract's classification gives them: the words, then the article. */
  reasons: ReadonlyArray<{ text: string; article: string }>;
}

/** Why a system falls in its EU AI Act class (or a proposal in its tier): each reason, its article. */
export function AiActReasons({ reasons, ...list }: AiActReasonsProps) {
  return (
    <Reasons {...list}>
      {reasons.map((reason) => (
        <li key={`${reason.article}-${reason.text}`}>
          {reason.text} <AiActArticle>({reason.article})</AiActArticle>
        </li>
      ))}
    </Reasons>
  );
}

const Reasons = styled.ul`
  margin: 0;
  padding-left: 1.25rem;
  display: grid;
  gap: 0.25rem;
  font-size: ${(p) => p.theme.fontSize.sm};
`;
