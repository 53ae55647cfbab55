import {
  friaApprovalBasis,
  type AiActAssessmentBody,
  type FriaTexts,
  type Project,
} from '@portfolio/contracts';
import type { PortfolioStore } from '@portfolio/ui/testing/msw';

/*
 * The FRIAs the card's stories and tests are told with, over the kit's demo portfolio.
 */

/** A system its company deploys for creditworthiness (Annex III point 5(b)): it owes a FRIA. */
export const OWES_A_FRIA: AiActAssessmentBody = {
  roles: ['deployer'],
  answers: { 'annex3-5b-creditworthiness': true },
};

/** The project re-assessed as one that owes a FRIA. */
export const owingAFria = (store: PortfolioStore, project: Project) =>
  store.aiAct.save(project, OWES_A_FRIA);

/** The six parts of a credit-scoring system's FRIA, each filled in. */
export const FRIA_PARTS: FriaTexts = {
  processes: 'Each new customer account is scored before its credit limit is set',
  period: 'From January 2027, on every new account: about 40 a day',
  affected: 'Applicants for trade credit: sole traders and small companies',
  risks: 'Limits set too low for businesses with a short history; scores that track postcode',
  oversight: 'A credit controller reviews every limit below the requested one before it is sent',
  measures:
    'A refused applicant may ask for a review within 30 days; the risk committee reviews refusals monthly',
};

/**
 * The project, owing a FRIA, with one kept as `state` says: a draft (two parts blank), approved
 * by Maya Chen on 2 November 2026, or notified too (MSA-2026-118, three days later).
 */
export function seedFria(
  store: PortfolioStore,
  project: Project,
  state: 'draft' | 'approved' | 'notified',
) {
  owingAFria(store, project);
  const approved = state !== 'draft';
  store.fria.seed(project.id, {
    texts: approved ? FRIA_PARTS : { ...FRIA_PARTS, risks: '', measures: '' },
    sources: {},
    approval: approved
      ? {
          approvedBy: { id: null, name: 'Maya Chen' },
          approvedOn: '2026-11-02',
          basis: friaApprovalBasis(FRIA_PARTS, store.fria.prefillOf(project)),
        }
      : null,
    notification:
      state === 'notified'
        ? {
            notifiedOn: '2026-11-05',
            reference: 'MSA-2026-118',
            documentUrl: 'https://dms.example.com/fria/118',
          }
        : null,
    updatedAt: '2026-11-02T10:00:00.000Z',
  });
  return project;
}
