import { describe, expect, it } from 'vitest';
import { AI_ACT_LIMITS } from '../ai-act';
import {
  articleHeading,
  articleOf,
  carriedOverNote,
  citeArticles,
  groupByArticle,
  notesOfPart,
  partsOfSplit,
} from './obligation-parts';
import type { HighRiskAnnex } from './classify';
import { AI_ACT_OBLIGATIONS } from './obligations';

const ALL_ANNEXES: readonly HighRiskAnnex[] = ['I', 'III'];

describe('the parts of a whole article', () => {
  it('names the article a part belongs to', () => {
    expect(articleOf('Article 26(6)')).toBe('Article 26');
    expect(articleOf('Article 16(b)')).toBe('Article 16');
    expect(articleOf('Article 53(1)(a) and (b)')).toBe('Article 53');
    expect(articleOf('Article 9')).toBe('Article 9');
    expect(articleOf('Annex III point 5(b)')).toBe('Annex III point 5(b)');
  });

  it('cites articles each once, the parts of one after its first', () => {
    expect(
      citeArticles([
        'Article 4',
        'Article 26(1)',
        'Article 26(6)',
        'Article 26(6)',
        'Article 27',
        'Article 53(1)(a) and (b)',
        'Article 53(1)(c)',
      ]),
    ).toBe('Article 4, Article 26(1), (6), Article 27, Article 53(1)(a) and (b), (1)(c)');
    expect(citeArticles([])).toBe('');
  });

  it('lists what each former whole article becomes, in order', () => {
    expect(partsOfSplit('art26-deployer').map((part) => part.article)).toEqual(
      [1, 2, 4, 5, 6, 7, 8, 11].map((paragraph) => `Article 26(${paragraph})`),
    );
    expect(partsOfSplit('art16-provider').map((part) => part.id)).toEqual(
      ['b', 'd', 'e', 'j', 'k', 'l'].map((point) => `art16-${point}-provider`),
    );
    expect(partsOfSplit('art49-provider').map((part) => part.article)).toEqual(['Article 49(1)']);
    expect(partsOfSplit('art9-provider')).toEqual([]);
  });

  it('splits only ids the table no longer has, into parts of one article, role and class', () => {
    const wholes = new Set(AI_ACT_OBLIGATIONS.flatMap((o) => (o.splitFrom ? [o.splitFrom] : [])));
    expect([...wholes]).toEqual(['art16-provider', 'art49-provider', 'art26-deployer']);
    for (const whole of wholes) {
      expect(AI_ACT_OBLIGATIONS.map((o) => o.id)).not.toContain(whole);
      const [first, ...rest] = partsOfSplit(whole);
      // The first part keeps the evidence: it applies wherever any other part does.
      const annexesOf = (part: (typeof rest)[number]) => part.annexes ?? ALL_ANNEXES;
      expect(annexesOf(first!)).toEqual(expect.arrayContaining(rest.flatMap(annexesOf)));
      for (const part of rest) {
        expect(articleOf(part.article)).toBe(articleOf(first!.article));
        expect(part.roles).toEqual(first!.roles);
        expect(part.classes).toEqual(first!.classes);
        expect(part.appliesFrom).toEqual(first!.appliesFrom);
      }
    }
  });
});

describe('the note of what was carried over', () => {
  const part = { article: 'Article 26(6)' };
  it('says the status came from the whole article, and where its evidence is', () => {
    expect(carriedOverNote({ part, status: 'done', evidenceKeptUnder: null })).toBe(
      'Carried over from the status of Article 26 as a whole (Done), before it was listed by its parts.',
    );
    expect(carriedOverNote({ part, status: 'done', evidenceKeptUnder: 'Article 26(1)' })).toBe(
      'Carried over from the status of Article 26 as a whole (Done), before it was listed by its parts. The evidence given for the whole article is kept under Article 26(1).',
    );
    expect(
      carriedOverNote({ part, status: 'in_progress', evidenceKeptUnder: 'Article 26(6)' }),
    ).toMatch(/\(In progress\).* The evidence given for the whole article is kept here\.$/);
  });

  it('adds it to the notes, within their limit, unless nothing was done yet', () => {
    const done = { part, status: 'done', evidenceKeptUnder: null } as const;
    expect(notesOfPart('Checked by legal', done)).toBe(
      `Checked by legal\n\n${carriedOverNote(done)}`,
    );
    expect(notesOfPart(null, done)).toBe(carriedOverNote(done));
    const long = notesOfPart('x'.repeat(AI_ACT_LIMITS.notes), done)!;
    expect(long).toHaveLength(AI_ACT_LIMITS.notes);
    expect(long.endsWith(carriedOverNote(done))).toBe(true);
    expect(notesOfPart('Kept', { ...done, status: 'todo' })).toBe('Kept');
    expect(notesOfPart(null, { ...done, status: 'todo' })).toBeNull();
    expect(notesOfPart(null, { ...done, status: 'todo', evidenceKeptUnder: 'Article 26(1)' })).toBe(
      carriedOverNote({ ...done, status: 'todo', evidenceKeptUnder: 'Article 26(1)' }),
    );
  });
});

describe('grouping by article', () => {
  it('heads each article listed by its parts', () => {
    const split = new Set(
      AI_ACT_OBLIGATIONS.filter((o) => o.article !== articleOf(o.article)).map((o) =>
        articleOf(o.article),
      ),
    );
    for (const article of split) expect(articleHeading(article)).toMatch(/^Article \d+: \S/);
    expect(articleHeading('Article 26')).toBe("Article 26: The deployer's duties");
    expect(articleHeading('Article 9')).toBe('Article 9');
  });

  it('keeps the parts of an article together, in the order each article first comes', () => {
    const items = ['Article 4', 'Article 26(1)', 'Article 26(2)', 'Article 27', 'Article 26(6)'];
    expect(
      groupByArticle(items.map((article) => ({ article }))).map((group) => [
        group.article,
        group.items.map((item) => item.article),
      ]),
    ).toEqual([
      ['Article 4', ['Article 4']],
      ['Article 26', ['Article 26(1)', 'Article 26(2)', 'Article 26(6)']],
      ['Article 27', ['Article 27']],
    ]);
  });
});
