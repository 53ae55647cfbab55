/** Articles of the Act as the obligations cite them: `Article 26`, `Article 26(6)`, `Article 16(b)`. */

/** The article a part belongs to (`Article 26` for `Article 26(6)`); a whole article itself. */
export const articleOf = (article: string): string => /^Article \d+/.exec(article)?.[0] ?? article;

/**
 * A list of articles, each once, the parts of one article after its first: `Article 4, Article
 * 26(1), (2), (6)`.
 */
export function citeArticles(articles: readonly string[]): string {
  const cited: string[] = [];
  let previous: string | null = null;
  for (const article of new Set(articles)) {
    const whole = articleOf(article);
    const part = article.slice(whole.length);
    cited.push(whole === previous && part ? part : article);
    previous = part ? whole : null;
  }
  return cited.join(', ');
}
