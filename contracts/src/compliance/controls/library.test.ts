import { describe, expect, it } from 'vitest';
import { AI_ACT_OBLIGATIONS } from '../ai-act/obligations';
import { FRAMEWORKS, ISO_42001 } from '../frameworks';
import { builtInCatalogues, euAiActCatalogue, obligationsOfLink } from './catalogues';
import { CONTROL_THEMES, LINKED_FRAMEWORK_IDS } from './control';
import { obligationsOfControl } from './coverage';
import { CONTROL_LIBRARY, CONTROL_LIBRARY_SOURCE, findControl } from './library';

describe('the control library', () => {
  it('holds a sensible set of controls, each with a unique id and ref under its theme', () => {
    expect(CONTROL_LIBRARY.length).toBeGreaterThanOrEqual(20);
    expect(CONTROL_LIBRARY.length).toBeLessThanOrEqual(35);
    const ids = CONTROL_LIBRARY.map((c) => c.id);
    const refs = CONTROL_LIBRARY.map((c) => c.ref);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(refs).size).toBe(refs.length);
    const themes = CONTROL_THEMES.map((t) => t.prefix) as string[];
    for (const control of CONTROL_LIBRARY) {
      expect(control.id, control.ref).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(themes).toContain(control.theme);
      expect(control.ref.startsWith(`${control.theme}-`), control.ref).toBe(true);
      expect(control.title.trim(), control.ref).not.toBe('');
      expect(control.description.trim(), control.ref).not.toBe('');
      expect(control.evidenceHint.trim(), control.ref).not.toBe('');
      expect(control.links.length, control.ref).toBeGreaterThan(0);
    }
    expect(CONTROL_LIBRARY_SOURCE.checkedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('links each item at most once per control, each link with a strength and its source', () => {
    for (const control of CONTROL_LIBRARY) {
      const keys = control.links.map((l) => `${l.framework} ${l.ref}`);
      expect(new Set(keys).size, control.ref).toBe(keys.length);
      for (const link of control.links) {
        expect(LINKED_FRAMEWORK_IDS).toContain(link.framework);
        expect(['direct', 'partial']).toContain(link.strength);
        expect(link.source, `${control.ref} → ${link.ref}`).toContain(link.ref);
      }
    }
  });

  it('links only items that exist: every catalogue ref, every EU AI Act article or paragraph', () => {
    const unresolved: string[] = [];
    for (const control of CONTROL_LIBRARY) {
      for (const link of control.links) {
        const found =
          link.framework === 'eu-ai-act'
            ? obligationsOfLink(link).length > 0
            : FRAMEWORKS[link.framework].items.some((i) => i.ref === link.ref);
        if (!found) unresolved.push(`${control.ref} → ${link.framework} ${link.ref}`);
      }
    }
    expect(unresolved).toEqual([]);
  });

  it('reaches every ISO/IEC 42001 Annex A control, so a Statement of Applicability can be filled', () => {
    const reached = new Set(
      CONTROL_LIBRARY.flatMap((c) =>
        c.links.filter((l) => l.framework === 'iso-42001').map((l) => l.ref),
      ),
    );
    expect(ISO_42001.items.filter((i) => !reached.has(i.ref)).map((i) => i.ref)).toEqual([]);
  });

  it('reaches every EU AI Act obligation and every risk of the Generative AI Profile', () => {
    const obligations = new Set(
      CONTROL_LIBRARY.flatMap((c) => [...obligationsOfControl(c).keys()]),
    );
    expect(AI_ACT_OBLIGATIONS.filter((o) => !obligations.has(o.id)).map((o) => o.article)).toEqual(
      [],
    );
    const risks = new Set(
      CONTROL_LIBRARY.flatMap((c) =>
        c.links.filter((l) => l.framework === 'nist-ai-600-1').map((l) => l.ref),
      ),
    );
    expect(FRAMEWORKS['nist-ai-600-1'].items.filter((i) => !risks.has(i.ref))).toEqual([]);
  });

  it('finds a control by ref or id, whatever the case', () => {
    expect(findControl('gov-1')?.id).toBe('ai-policy');
    expect(findControl(' AI-POLICY ')?.ref).toBe('GOV-1');
    expect(findControl('GOV-99')).toBeUndefined();
  });
});

describe('EU AI Act links', () => {
  const obligation = (id: string, article: string) =>
    ({
      id,
      article,
      title: id,
      done: '',
      roles: ['deployer'],
      classes: ['high_risk'],
      appliesFrom: 'general-application',
    }) as const;

  it('reach a paragraph, the parts of an article named whole, and a whole article only partly', () => {
    const split = [obligation('p6', 'Article 26(6)'), obligation('p2', 'Article 26(2)')];
    const whole = [obligation('w', 'Article 26')];
    const ids = (found: ReturnType<typeof obligationsOfLink>) =>
      found.map((f) => `${f.obligation.id}:${f.strength}`);
    expect(ids(obligationsOfLink({ ref: 'Article 26(6)', strength: 'direct' }, split))).toEqual([
      'p6:direct',
    ]);
    expect(ids(obligationsOfLink({ ref: 'Article 26', strength: 'direct' }, split))).toEqual([
      'p6:direct',
      'p2:direct',
    ]);
    expect(ids(obligationsOfLink({ ref: 'Article 26(6)', strength: 'direct' }, whole))).toEqual([
      'w:partial',
    ]);
    // Article 2 is not Article 26.
    expect(obligationsOfLink({ ref: 'Article 2', strength: 'direct' }, split)).toEqual([]);
  });

  it('list the EU AI Act as a framework of its obligations, each ref unique', () => {
    const catalogue = euAiActCatalogue();
    expect(catalogue.items).toHaveLength(AI_ACT_OBLIGATIONS.length);
    const refs = catalogue.items.map((i) => i.ref);
    expect(new Set(refs).size).toBe(refs.length);
    const groups = new Set(catalogue.groups.map((g) => g.ref));
    for (const item of catalogue.items) expect(groups.has(item.group), item.ref).toBe(true);
    expect(builtInCatalogues().map((c) => c.id)).toEqual([
      'eu-ai-act',
      'iso-42001',
      'nist-ai-rmf',
      'nist-ai-600-1',
    ]);
  });
});
