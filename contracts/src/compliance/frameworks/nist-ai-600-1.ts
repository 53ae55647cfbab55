import { catalogue, type Framework } from './framework';

/**
 * The NIST Generative AI Profile (NIST AI 600-1): the twelve risks of generative AI it names,
 * numbered by their subsections of its Section 2.
 */
export const NIST_AI_600_1: Framework = {
  id: 'nist-ai-600-1',
  name: 'NIST AI 600-1 Generative AI Profile',
  source: {
    publication:
      'Artificial Intelligence Risk Management Framework: Generative Artificial Intelligence Profile, NIST AI 600-1, Section 2',
    publisher: 'National Institute of Standards and Technology',
    version: 'July 2024',
    url: 'https://doi.org/10.6028/NIST.AI.600-1',
    checkedOn: '2026-11-28',
  },
  ...catalogue([
    ['2', 'Risks unique to or made worse by generative AI'],
    ['2.1', 'CBRN information or capabilities'],
    ['2.2', 'Confabulation'],
    ['2.3', 'Dangerous, violent or hateful content'],
    ['2.4', 'Data privacy'],
    ['2.5', 'Environmental impacts'],
    ['2.6', 'Harmful bias and homogenisation'],
    ['2.7', 'Human-AI configuration'],
    ['2.8', 'Information integrity'],
    ['2.9', 'Information security'],
    ['2.10', 'Intellectual property'],
    ['2.11', 'Obscene, degrading or abusive content'],
    ['2.12', 'Value chain and component integration'],
  ]),
};
