import { describe, expect, it } from 'vitest';
import { embedSnippets } from './embed-snippets';

const COMPANY = '7c0e8a52-3f1d-4b7a-9a55-2d8e6f4b1c01';

describe('embedSnippets', () => {
  it("asks for one of a widget's other views in the element's props, and offers no iframe for it", () => {
    const snippets = embedSnippets(
      'https://portfolio.example',
      COMPANY,
      'risk-register',
      'frameworks',
    );
    const elements = snippets.filter((s) => s.code.includes('<portfolio-widget'));
    expect(elements).toHaveLength(2);
    for (const { code } of elements) {
      expect(code).toContain(`<portfolio-widget name="risk-register" company-id="${COMPANY}"`);
      expect(code).toContain(` props='{"view":"frameworks"}'></portfolio-widget>`);
    }
    // The frame shows a widget's first view only.
    expect(snippets.some((s) => s.code.includes('<iframe'))).toBe(false);
  });

  it("embeds a widget's first view without props, in a frame too", () => {
    const snippets = embedSnippets('https://portfolio.example', COMPANY, 'risk-register');
    expect(snippets.every((s) => !s.code.includes('props='))).toBe(true);
    expect(snippets.find((s) => s.code.includes('<iframe'))?.code).toContain(
      `src="https://portfolio.example/embed/risk-register?company=${COMPANY}"`,
    );
  });
});
