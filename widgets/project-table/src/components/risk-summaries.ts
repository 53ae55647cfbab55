import { createContext, useContext } from 'react';
import type { RiskSummary } from '../api/list-risks';

/**
 * The open risks of the listed projects (by project id), for the rows' badges: given once by
 * the table, read by each row, so a memoised row redraws only when its risks can have changed.
 */
export const RiskSummariesContext = createContext<ReadonlyMap<string, RiskSummary> | undefined>(
  undefined,
);

export const useRiskSummary = (projectId: string) =>
  useContext(RiskSummariesContext)?.get(projectId);
