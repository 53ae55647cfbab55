import { useEffect, useRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { SECTIONS, type SectionId } from './sections';

export interface SectionTabsProps {
  /** The section shown: it comes from the address (or the widget's state), never a closure. */
  selected: SectionId;
  onSelect: (section: SectionId) => void;
  /** Prefix of the tabs' and panel's ids (one per widget on a page). */
  idPrefix: string;
}

export const tabId = (prefix: string, section: SectionId) => `${prefix}-tab-${section}`;
export const panelId = (prefix: string) => `${prefix}-panel`;

/**
 * The sections as a WAI-ARIA tablist with automatic activation: one tab in the Tab order (the
 * selected one), Arrow Left/Right, Home and End move to a tab and show its section. The next tab
 * is found from the tab that has the key, so a re-render in between cannot send it elsewhere.
 * On a narrow screen the bar scrolls sideways inside its own box and keeps the selected tab in view.
 */
export function SectionTabs({ selected, onSelect, idPrefix }: SectionTabsProps) {
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const focusNext = useRef(false);

  useEffect(() => {
    const tab = tabs.current[SECTIONS.findIndex((s) => s.id === selected)];
    tab?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    if (focusNext.current) {
      focusNext.current = false;
      tab?.focus();
    }
  }, [selected]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const at = tabs.current.indexOf(event.currentTarget);
    const last = SECTIONS.length - 1;
    const next = {
      ArrowRight: at === last ? 0 : at + 1,
      ArrowLeft: at === 0 ? last : at - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined || at < 0) return;
    event.preventDefault();
    focusNext.current = true;
    tabs.current[next]?.focus();
    onSelect(SECTIONS[next]!.id);
  };

  return (
    <Bar data-print-hide="">
      <List role="tablist" aria-label="Project sections">
        {SECTIONS.map((section, index) => {
          const isSelected = section.id === selected;
          return (
            <Tab
              key={section.id}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={tabId(idPrefix, section.id)}
              aria-selected={isSelected}
              aria-controls={panelId(idPrefix)}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(section.id)}
              onKeyDown={onKeyDown}
            >
              {section.label}
            </Tab>
          );
        })}
      </List>
    </Bar>
  );
}

/** Its own horizontal scroll: the page never scrolls sideways for the bar. */
const Bar = styled.div`
  min-width: 0;
  max-width: 100%;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scrollbar-width: thin;
  border-bottom: 1px solid ${(p) => p.theme.color.border};
`;

const List = styled.div`
  display: flex;
  gap: 0.25rem;
  width: max-content;
`;

const Tab = styled.button`
  flex: none;
  white-space: nowrap;
  padding: 0.625rem 0.875rem;
  border: 0;
  border-bottom: 2px solid transparent;
  margin-bottom: -1px;
  background: none;
  font: inherit;
  font-size: ${(p) => p.theme.fontSize.sm};
  font-weight: 500;
  color: ${(p) => p.theme.color.textMuted};
  cursor: pointer;

  &:hover {
    color: ${(p) => p.theme.color.text};
  }
  &[aria-selected='true'] {
    color: ${(p) => p.theme.color.primary};
    border-bottom-color: ${(p) => p.theme.color.primary};
  }
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.color.primary};
    outline-offset: -2px;
    border-radius: ${(p) => p.theme.radius.sm};
  }
`;
