import {
  asOneOf,
  INCIDENT_REGIMES,
  INCIDENT_SEVERITIES,
  INCIDENT_STATUSES,
  REPORT_INCIDENT_PARAM,
  toQueryString,
  type IncidentListQuery,
} from '@portfolio/contracts';
import type { WidgetLocation } from '@portfolio/ui';
import { useSearchState } from '@portfolio/ui/toolbar';
import { projectIdOf } from '../components/register-filters';

/** The list's filters, as the address keeps them: `?status=contained&severity=high&regime=gdpr`. */
export type IncidentFilters = Pick<
  IncidentListQuery,
  'status' | 'severity' | 'regime' | 'projectId'
>;

/** The filters an address names; what it names wrongly is left out. */
export function incidentFiltersFromSearch(search: string): IncidentFilters {
  const params = new URLSearchParams(search);
  return {
    status: asOneOf(INCIDENT_STATUSES, params.get('status')),
    severity: asOneOf(INCIDENT_SEVERITIES, params.get('severity')),
    regime: asOneOf(INCIDENT_REGIMES, params.get('regime')),
    projectId: projectIdOf(params),
  };
}

/** Whether an address asks for the "Report an incident" dialog (`?report=1`). */
export const opensReportDialog = (search: string) =>
  new URLSearchParams(search).has(REPORT_INCIDENT_PARAM);

/** The address of a view: only the filters set. */
export const searchOfIncidentFilters = ({
  status,
  severity,
  regime,
  projectId,
}: IncidentFilters): string => toQueryString({ status, severity, regime, projectId });

/** The filters, kept in the address when the shell gives one, in memory otherwise. */
export const useIncidentFilters = (location: WidgetLocation | undefined) =>
  useSearchState(location, incidentFiltersFromSearch, searchOfIncidentFilters);
