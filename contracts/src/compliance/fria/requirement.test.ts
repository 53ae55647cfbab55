import { describe, expect, it } from 'vitest';
import { AI_ACT_APPLICATION_DATES } from '../ai-act/application-dates';
import { isAiActQuestionId, type AiActRole } from '../ai-act/questions';
import { FRIA_QUESTION_IDS, friaRequirement } from './requirement';

const PUBLIC = FRIA_QUESTION_IDS.publicService;
const CREDIT = FRIA_QUESTION_IDS.creditworthiness;
const INSURANCE = FRIA_QUESTION_IDS.insurance;
const RECRUITMENT = 'annex3-4a-recruitment';
const CRITICAL_INFRASTRUCTURE = 'annex3-2-critical-infrastructure';
const ANNEX_III_DATE = AI_ACT_APPLICATION_DATES['high-risk-annex-iii'].date;

const assess = (answers: Record<string, boolean>, roles: AiActRole[] = ['deployer']) =>
  friaRequirement({ roles, answers });
/** A requirement decided from an assessment for one reason, dated when owed. */
const decided = (required: boolean, text: string, article: string) => ({
  required,
  assessed: true,
  reasons: [{ text, article }],
  appliesFrom: required ? ANNEX_III_DATE : null,
});

describe('friaRequirement (Article 27(1))', () => {
  it('reads questions the questionnaire asks', () => {
    for (const id of Object.values(FRIA_QUESTION_IDS)) expect(isAiActQuestionId(id)).toBe(true);
  });

  it('is owed by a public body deploying a high-risk system of Annex III', () => {
    expect(assess({ [PUBLIC]: true, [RECRUITMENT]: true })).toEqual(
      decided(
        true,
        'Deployed by a public body or a private organisation providing a public service, for a high-risk use of Annex III (point 4(a))',
        'Article 27(1)',
      ),
    );
  });

  it('is owed by any deployer of a creditworthiness system (Annex III point 5(b))', () => {
    const requirement = assess({ [CREDIT]: true });
    expect(requirement.required).toBe(true);
    expect(requirement.reasons).toEqual([
      {
        text: 'Deployed to evaluate the creditworthiness of people or establish their credit score',
        article: 'Article 27(1) and Annex III point 5(b)',
      },
    ]);
  });

  it('is owed by any deployer of life and health insurance pricing (Annex III point 5(c))', () => {
    const requirement = assess({ [INSURANCE]: true });
    expect(requirement.required).toBe(true);
    expect(requirement.reasons.map((r) => r.article)).toEqual([
      'Article 27(1) and Annex III point 5(c)',
    ]);
  });

  it('gives every reason that applies, public body first', () => {
    expect(
      assess({ [PUBLIC]: true, [CREDIT]: true, [INSURANCE]: true }).reasons.map((r) => r.article),
    ).toEqual([
      'Article 27(1)',
      'Article 27(1) and Annex III point 5(b)',
      'Article 27(1) and Annex III point 5(c)',
    ]);
  });

  it('is not owed for critical infrastructure (Annex III point 2), even by a public body', () => {
    expect(assess({ [PUBLIC]: true, [CRITICAL_INFRASTRUCTURE]: true })).toEqual(
      decided(
        false,
        'Used in critical infrastructure only (Annex III point 2), which Article 27(1) leaves out',
        'Article 27(1) and Annex III point 2',
      ),
    );
  });

  it('is owed when a system of critical infrastructure also has a use Article 27 covers', () => {
    const requirement = assess({ [PUBLIC]: true, [CRITICAL_INFRASTRUCTURE]: true, [CREDIT]: true });
    expect(requirement.required).toBe(true);
    expect(requirement.reasons[0]!.text).toContain('Annex III (point 5(b))');
  });

  it('is not owed by a private deployer of another Annex III use', () => {
    const requirement = assess({ [RECRUITMENT]: true });
    expect(requirement.required).toBe(false);
    expect(requirement.reasons[0]!.text).toMatch(
      /^High-risk under Annex III, but deployed neither/,
    );
  });

  it('is not owed by a provider, importer or distributor that does not deploy it', () => {
    const requirement = assess({ [PUBLIC]: true, [CREDIT]: true }, [
      'provider',
      'importer',
      'distributor',
    ]);
    expect(requirement.required).toBe(false);
    expect(requirement.reasons[0]!.text).toMatch(/^Only deployers owe a FRIA/);
  });

  it('is not owed for a system that is not high-risk', () => {
    const requirement = assess({ [PUBLIC]: true, 'art50-1-interaction': true });
    expect(requirement.required).toBe(false);
    expect(requirement.reasons[0]!.text).toMatch(/^Not high-risk \(limited risk\)/);
  });

  it('is not owed for an Annex III use exempt under Article 6(3) (not high-risk)', () => {
    const requirement = assess({
      [PUBLIC]: true,
      [RECRUITMENT]: true,
      'art6-3-d-preparatory': true,
    });
    expect(requirement.required).toBe(false);
    expect(requirement.reasons[0]!.text).toMatch(/^Not high-risk/);
  });

  it('is not owed for a system high-risk only as a product under Annex I', () => {
    const requirement = assess({ [PUBLIC]: true, 'annex1-safety-component': true });
    expect(requirement.required).toBe(false);
    expect(requirement.reasons[0]!.text).toMatch(/Annex I\)/);
  });

  it('is not owed for a prohibited practice, which may not be used at all', () => {
    const requirement = assess({ [CREDIT]: true, 'art5-c-social-scoring': true });
    expect(requirement).toMatchObject({ required: false, reasons: [{ article: 'Article 5' }] });
  });

  it('cannot be decided before the project is assessed', () => {
    expect(friaRequirement(null)).toMatchObject({ required: false, assessed: false });
  });
});
