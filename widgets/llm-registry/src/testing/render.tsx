import type { ReactElement } from 'react';
import { renderWithProviders, type RenderWithProvidersOptions } from '@portfolio/ui/testing';
import { COMPANY_ID } from './fixtures';

/** Renders a component of the widget in a WidgetRoot of the demo company unless told otherwise. */
export const renderLlm = (ui: ReactElement, options: RenderWithProvidersOptions = {}) =>
  renderWithProviders(ui, { companyId: COMPANY_ID, ...options });
