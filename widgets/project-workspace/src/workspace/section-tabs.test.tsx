import { useState } from 'react';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@portfolio/ui/testing';
import { SectionTabs } from './section-tabs';
import type { SectionId } from './sections';

/** The tab bar over a section kept in state, as embedded; `chosen` records each choice. */
function Harness({ chosen }: { chosen: SectionId[] }) {
  const [section, setSection] = useState<SectionId>('overview');
  return (
    <>
      <SectionTabs
        idPrefix="t"
        selected={section}
        onSelect={(next) => {
          chosen.push(next);
          setSection(next);
        }}
      />
      <div role="tabpanel" aria-labelledby={`t-tab-${section}`}>
        {section}
      </div>
    </>
  );
}

const selected = () =>
  screen.getAllByRole('tab').filter((tab) => tab.getAttribute('aria-selected') === 'true');

describe('the section tabs', () => {
  it('keep one tab in the Tab order, the selected one, and label the panel with it', () => {
    renderWithProviders(<Harness chosen={[]} />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Overview',
      'Plan',
      'Compliance',
      'Value',
      'Activity',
    ]);
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1, -1, -1]);
    expect(screen.getByRole('tabpanel', { name: 'Overview' })).toBeTruthy();
  });

  it('move and select with the arrows (wrapping), Home and End, from the tab that has the key', async () => {
    const chosen: SectionId[] = [];
    const { user } = renderWithProviders(<Harness chosen={chosen} />);
    await user.click(screen.getByRole('tab', { name: 'Overview' }));
    for (const key of [
      '{ArrowRight}',
      '{ArrowRight}',
      '{End}',
      '{ArrowRight}',
      '{ArrowLeft}',
      '{Home}',
    ]) {
      await user.keyboard(key);
    }
    expect(chosen).toEqual([
      'overview',
      'plan',
      'compliance',
      'activity',
      'overview',
      'activity',
      'overview',
    ]);
    expect(selected().map((tab) => tab.textContent)).toEqual(['Overview']);
    expect(document.activeElement?.textContent).toBe('Overview');
    // Each key moves from the tab that has it, so two quick presses step twice.
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement?.textContent).toBe('Compliance');
    expect(screen.getByRole('tabpanel').textContent).toBe('compliance');
  });
});
