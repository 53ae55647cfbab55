import {
  asOneOf,
  RISK_RULE_IDS,
  RISK_SEVERITIES,
  RISK_STATES,
  RISK_PAGE_MAX,
  UUID_PATTERN,
  toQueryString,
  type RiskListQuery,
  type RiskRuleId,
  type RiskSeverity,
  type RiskState,
} from '@portfolio/contracts';
import type { WidgetLocation } from '@portfolio/ui';
import { useSearchState } from '@portfolio/ui/toolbar';

/** How the register groups its risks: by rule (the default), by project, or not at all. */
export const REGISTER_GROUPS = ['rule', 'project', 'none'] as const;
export type RegisterGroup = (typeof REGISTER_GROUPS)[number];
/** Cards (each risk with its fix), or a compact list (a line each). */
export const REGISTER_VIEWS = ['cards', 'list'] as const;
export type RegisterView = (typeof REGISTER_VIEWS)[number];

/**
 * The register's view: which risks it lists and how (the address's `?state=…&severity=…&group=…`).
 */
export interface RegisterFilters {
  state: RiskState;
  group: RegisterGroup;
  view: RegisterView;
  severity?: RiskSeverity;
  rule?: RiskRuleId;
  department?: string;
  projectId?: string;
}

/** The project an address names (`?projectId=`), when its id is well-formed. */
export const projectIdOf = (params: URLSearchParams) => {
  const projectId = params.get('projectId');
  return projectId && new RegExp(UUID_PATTERN).test(projectId) ? projectId : undefined;
};

/** The filters an address names; what it does not name (or names wrongly) is left out. */
export function filtersFromSearch(search: string): RegisterFilters {
  const params = new URLSearchParams(search);
  return {
    state: asOneOf(RISK_STATES, params.get('state')) ?? 'open',
    group: asOneOf(REGISTER_GROUPS, params.get('group')) ?? 'rule',
    view: asOneOf(REGISTER_VIEWS, params.get('view')) ?? 'cards',
    severity: asOneOf(RISK_SEVERITIES, params.get('severity')),
    rule: asOneOf(RISK_RULE_IDS, params.get('rule')),
    department: params.get('department') || undefined,
    projectId: projectIdOf(params),
  };
}

/**
 * The address of a view: only what differs from the default (open risks, no filter, grouped by
 * rule, as cards).
 */
export const searchOfFilters = ({
  state,
  group,
  view,
  severity,
  rule,
  department,
  projectId,
}: RegisterFilters): string =>
  toQueryString({
    state: state === 'open' ? undefined : state,
    group: group === 'rule' ? undefined : group,
    view: view === 'cards' ? undefined : view,
    severity,
    rule,
    department,
    projectId,
  });

/** The list query of a view: every risk of it, worst first, as many as a page holds. */
export const queryOfFilters = ({
  group: _group,
  view: _view,
  ...filters
}: RegisterFilters): RiskListQuery => ({
  ...filters,
  limit: RISK_PAGE_MAX,
});

/** The register's filters, in the address when the shell gives one. */
export const useRegisterFilters = (location: WidgetLocation | undefined) =>
  useSearchState(location, filtersFromSearch, searchOfFilters);
