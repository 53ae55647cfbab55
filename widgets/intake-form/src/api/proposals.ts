import {
  routes,
  type IntakeSettingsBody,
  type ProposalCreateBody,
  type ProposalListQuery,
  type ProposalRejectBody,
  type ProposalUpdateBody,
} from '@portfolio/contracts';
import { companyBody, rowIdAndRest, useRouteMutation, useRouteQuery } from '@portfolio/ui';

/**
 * The intake API as the widget's three screens use it. Reads are keyed by route path, so every
 * write here (and every `proposal.*` event on the live stream) reads them again.
 */

export const useProposals = (companyId: string, query: ProposalListQuery = {}) =>
  useRouteQuery(routes.listProposals, { params: { companyId }, query });

export const useProposal = (id: string) => useRouteQuery(routes.getProposal, { params: { id } });

export const useIntakeSettings = (companyId: string) =>
  useRouteQuery(routes.getIntakeSettings, { params: { companyId } });

/** Texts shorter than this (trimmed) are not compared: too few letters to find a duplicate. */
const SIMILAR_MIN_LENGTH = 3;

/** Whether a text is long enough to look for its duplicates. */
export const comparable = (text: string) => text.trim().length >= SIMILAR_MIN_LENGTH;

/** Possible duplicates of `q`, asked only once there is something to compare. */
export const useSimilarProposals = (companyId: string, q: string, excludeId?: string) =>
  useRouteQuery(
    routes.listSimilarProposals,
    { params: { companyId }, query: { q, ...(excludeId ? { excludeId } : {}) } },
    { enabled: comparable(q) },
  );

export const useSubmitProposal = (companyId: string) =>
  useRouteMutation(routes.createProposal, companyBody<ProposalCreateBody>(companyId), {
    companyId,
  });

export const useUpdateProposal = (companyId: string) =>
  useRouteMutation(routes.updateProposal, rowIdAndRest<ProposalUpdateBody>(), { companyId });

export const useApproveProposal = (companyId: string) =>
  useRouteMutation(
    routes.approveProposal,
    ({ id, note }: { id: string; note?: string }) => ({
      params: { id },
      body: note ? { note } : {},
    }),
    { companyId },
  );

export const useRejectProposal = (companyId: string) =>
  useRouteMutation(routes.rejectProposal, rowIdAndRest<ProposalRejectBody>(), { companyId });

export const useSaveIntakeSettings = (companyId: string) =>
  useRouteMutation(routes.updateIntakeSettings, companyBody<IntakeSettingsBody>(companyId), {
    companyId,
  });
