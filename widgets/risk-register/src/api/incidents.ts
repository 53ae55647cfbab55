import {
  routes,
  type IncidentActionCreateBody,
  type IncidentActionUpdateBody,
  type IncidentAnswersBody,
  type IncidentCreateBody,
  type IncidentReportBody,
  type IncidentTimelineBody,
  type IncidentUpdateBody,
} from '@portfolio/contracts';
import {
  companyBody,
  fullNameOf,
  rowBody,
  rowIdAndBody,
  useRouteMutation,
  useRouteQuery,
} from '@portfolio/ui';
import type { EvidenceBody } from '@portfolio/ui/evidence';

/** Reports an incident of the company; its clocks start at `awareAt`. */
export const useReportIncident = (companyId: string) =>
  useRouteMutation(routes.createIncident, companyBody<IncidentCreateBody>(companyId), {
    meta: { errorMessage: 'Failed to report the incident' },
  });

/** Changes an incident's facts or status. */
export const useUpdateIncident = (id: string) =>
  useRouteMutation(routes.updateIncident, rowBody<IncidentUpdateBody>(id), {
    meta: { errorMessage: 'Failed to change the incident' },
  });

/** Answers (or withdraws answers to) the classification questions: the clocks follow. */
export const useAnswerIncident = (id: string) =>
  useRouteMutation(routes.answerIncident, rowBody<IncidentAnswersBody>(id), {
    meta: { errorMessage: 'Failed to save the answers' },
  });

/** Records a report as submitted to an authority (a correction names the one it corrects). */
export const useRecordIncidentReport = (id: string) =>
  useRouteMutation(routes.recordIncidentReport, rowBody<IncidentReportBody>(id), {
    meta: { errorMessage: 'Failed to record the report' },
  });

/** Adds an entry to the incident's timeline. */
export const useAddTimelineEntry = (id: string) =>
  useRouteMutation(routes.addIncidentTimelineEntry, rowBody<IncidentTimelineBody>(id), {
    meta: { errorMessage: 'Failed to add the timeline entry' },
  });

/** Adds a corrective action. */
export const useAddIncidentAction = (id: string) =>
  useRouteMutation(routes.addIncidentAction, rowBody<IncidentActionCreateBody>(id), {
    meta: { errorMessage: 'Failed to add the action' },
  });

/** Changes a corrective action (done, reopened). */
export const useUpdateIncidentAction = () =>
  useRouteMutation(routes.updateIncidentAction, rowIdAndBody<IncidentActionUpdateBody>(), {
    meta: { errorMessage: 'Failed to change the action' },
  });

/** Adds a link (JSON) or a file (FormData with its `file` part) as evidence of the incident. */
export const useAddIncidentEvidence = (id: string) =>
  useRouteMutation(routes.addIncidentEvidence, rowBody<EvidenceBody>(id));

/** The incident's evidence, newest first (its reports' documents among them). */
export const useIncidentEvidence = (id: string) =>
  useRouteQuery(routes.listIncidentEvidence, { params: { id } });

/** The company's members as people to name (an owner, a reviewer): their user's id and name. */
export function useCompanyPeople(companyId: string) {
  const members = useRouteQuery(routes.listMembers, { params: { companyId } });
  return (members.data ?? []).map((m) => ({ id: m.user.id, name: fullNameOf(m.user) }));
}
