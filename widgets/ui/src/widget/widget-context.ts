import { createContext, useContext } from 'react';

export interface WidgetContextValue {
  /** The active company, or null. */
  companyId: string | null;
}

export const WidgetContext = createContext<WidgetContextValue>({ companyId: null });

/** The active company id set by the nearest WidgetRoot. */
export const useCompanyId = () => useContext(WidgetContext).companyId;
