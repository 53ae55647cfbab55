import type { RequestHandler } from 'msw';
import { mockCompanyEvents } from '@portfolio/ui/testing/msw';
import { hostHandlers } from '../testing/handlers';

/**
 * Every widget's msw handlers (`widgets/<name>/src/testing/handlers.ts`, exporting `handlers`),
 * found at build time, plus the shell's own. A widget adds mocks by adding that file.
 */
const widgetHandlers = import.meta.webpackContext('../../../widgets', {
  recursive: true,
  regExp: /^\.\/[^/]+\/src\/testing\/handlers\.ts$/,
});

export const mockHandlers: RequestHandler[] = [
  ...hostHandlers,
  mockCompanyEvents(),
  ...widgetHandlers
    .keys()
    .flatMap((key) => widgetHandlers<{ handlers?: RequestHandler[] }>(key).handlers ?? []),
];
