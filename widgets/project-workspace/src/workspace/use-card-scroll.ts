import { useCallback, useEffect, useRef, useState } from 'react';
import type { WorkspaceCard } from './sections';

/** The id of the slot each card a risk's fix names sits in, inside its section. */
const SLOT_OF_CARD: Record<WorkspaceCard, string> = {
  llmModels: 'llm-models',
  aiAct: 'ai-act',
  milestones: 'milestones',
  team: 'team',
  budget: 'budget',
  value: 'value',
};

/**
 * Scrolls to a card once its section shows: `scrollTo` may come with a change of section, so
 * the card is looked up in the panel after that render, not before.
 */
export function useCardScroll(section: string) {
  const panel = useRef<HTMLDivElement>(null);
  const [pending, setPending] = useState<WorkspaceCard | null>(null);
  useEffect(() => {
    if (!pending) return;
    const card = panel.current?.querySelector(`#${SLOT_OF_CARD[pending]}`);
    if (!card) return; // its section is not shown yet: looked up again when it is
    card.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    setPending(null);
  }, [pending, section]);
  const scrollTo = useCallback((card: WorkspaceCard) => setPending(card), []);
  return { panel, scrollTo };
}
