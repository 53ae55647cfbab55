import { FRIA_PART_KEYS, type FriaPartKey } from './article-27';
import type { ProjectFria, ProjectFriaBody } from './fria';
import { friaPrefill, type FriaPrefill, type FriaPrefillInput } from './prefill';
import { friaRequirement, type FriaRequirement } from './requirement';
import {
  friaActivationRefusal,
  friaReview,
  friaState,
  type FriaApprovalBasis,
  type FriaTexts,
} from './review';

/**
 * A FRIA as the API answers it, from what is stored and what the records say today: the one
 * reading of the BFF and of the mock API.
 */

/** A FRIA as kept (the BFF's row, the mocks' record). */
export interface StoredFria {
  texts: FriaTexts;
  /** By part: where a text kept as pre-filled came from; a written part has none. */
  sources: Partial<Record<FriaPartKey, string>>;
  approval: {
    approvedBy: { id: string | null; name: string };
    approvedOn: string;
    basis: FriaApprovalBasis;
  } | null;
  notification: ProjectFria['notification'];
  updatedAt: string;
}

export interface FriaViewInput {
  project: { id: string; status: string };
  requirement: FriaRequirement;
  prefill: FriaPrefill;
  /** Null before the first save. */
  stored: StoredFria | null;
  /** Whether the reader is an admin: the refusal of a move to Active says what they may do. */
  admin: boolean;
}

/** What a project's records say of its FRIA today: whether one is owed, and what they pre-fill. */
export const friaRecords = (
  input: FriaPrefillInput,
): Pick<FriaViewInput, 'requirement' | 'prefill'> => ({
  requirement: friaRequirement(input.assessment),
  prefill: friaPrefill(input),
});

/** The parts' texts as read: as saved, or as the records pre-fill them before the first save. */
export const friaTexts = (stored: StoredFria | null, prefill: FriaPrefill): FriaTexts =>
  stored
    ? stored.texts
    : (Object.fromEntries(
        FRIA_PART_KEYS.map((key) => [key, prefill[key]?.text ?? '']),
      ) as FriaTexts);

/** Where a FRIA stands: its texts, why it needs review since its approval, and its state. */
export function friaStatus(stored: StoredFria | null, prefill: FriaPrefill) {
  const texts = friaTexts(stored, prefill);
  const review = stored?.approval ? friaReview(stored.approval.basis, texts, prefill) : [];
  const state = friaState({ saved: stored !== null, approved: stored?.approval != null, review });
  return { texts, review, state };
}

/**
 * Why the project of a FRIA may not be moved to Active, or null when it may (it owes none, or
 * its FRIA is approved and unchanged since); worded for an admin or a member.
 */
export function friaActivation({
  requirement,
  prefill,
  stored,
  admin,
}: Omit<FriaViewInput, 'project'>): string | null {
  return friaActivationRefusal(
    requirement,
    { state: friaStatus(stored, prefill).state, approvedOn: stored?.approval?.approvedOn ?? null },
    { admin },
  );
}

/**
 * The FRIA as the API answers it: each part with where its text came from and, where it differs,
 * what the records pre-fill now; its state and why it needs review; and why the project may not
 * be moved to Active (null when it may, or is Active already).
 */
export function friaView(input: FriaViewInput): ProjectFria {
  const { project, requirement, prefill, stored } = input;
  const { texts, review, state } = friaStatus(stored, prefill);
  return {
    projectId: project.id,
    requirement,
    state,
    parts: FRIA_PART_KEYS.map((key) => {
      const now = prefill[key];
      return {
        key,
        text: texts[key],
        source: (stored ? stored.sources[key] : now?.source) ?? null,
        prefill: now && now.text !== texts[key] ? now : null,
      };
    }),
    approval: stored?.approval
      ? { approvedBy: stored.approval.approvedBy, approvedOn: stored.approval.approvedOn }
      : null,
    review,
    notification: stored?.notification ?? null,
    // A project Active already is not moved there.
    activation: project.status === 'active' ? null : friaActivation(input),
    updatedAt: stored?.updatedAt ?? null,
  };
}

/**
 * The sources a save keeps, by part: a text kept as the records pre-fill it takes their source,
 * one kept as it was saved keeps its own, any other is written for the FRIA (none).
 */
export function keptFriaSources(
  texts: FriaTexts,
  prefill: FriaPrefill,
  before: StoredFria | null,
): StoredFria['sources'] {
  const sources: StoredFria['sources'] = {};
  for (const key of FRIA_PART_KEYS) {
    const prefilled = prefill[key];
    const kept = before && texts[key] === before.texts[key] ? before.sources[key] : undefined;
    const source = prefilled && texts[key] === prefilled.text ? prefilled.source : kept;
    if (source) sources[key] = source;
  }
  return sources;
}

/** A save's parts as kept: each trimmed, with the sources `keptFriaSources` gives them. */
export function savedFriaParts(
  body: ProjectFriaBody,
  prefill: FriaPrefill,
  before: StoredFria | null,
): Pick<StoredFria, 'texts' | 'sources'> {
  const texts = Object.fromEntries(
    FRIA_PART_KEYS.map((key) => [key, body[key].trim()]),
  ) as FriaTexts;
  return { texts, sources: keptFriaSources(texts, prefill, before) };
}
