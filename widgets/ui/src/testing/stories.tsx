import type { ReactNode } from 'react';
import type { RequestHandler } from 'msw';
import { fn, userEvent, within } from 'storybook/test';
import type { RouteDef } from '@portfolio/contracts';
import type { WidgetProps } from '../widget/widget-props';
import { DEMO_COMPANY_ID, makeCurrentUser } from './demo-data/fixtures';
import { mockRouteError, mockRouteLoading } from './mock-api/mock-route';

/*
 * What the widgets' and the host's stories share: a component at the width it has on its page,
 * the props the host gives a widget, the stories of routes that never answer or that fail, the
 * steps of a play that opens a dialog, and a query in a given state (`queryIn`, `answeredQuery`)
 * for a component that takes one.
 */

export { answeredQuery, queryIn } from './query-state';

/**
 * A Storybook decorator: `decorators: [maxWidth(380)]` shows a component at the width it has on
 * its page (pixels, or any CSS length: `maxWidth('60rem')`).
 */
export const maxWidth = (width: number | string) =>
  function MaxWidth(Story: () => ReactNode) {
    return <div style={{ maxWidth: width }}>{Story()}</div>;
  };

/** What the host gives a widget: the demo company, its user, and a spied navigate. */
export const widgetArgs = (): WidgetProps => ({
  companyId: DEMO_COMPANY_ID,
  user: makeCurrentUser(),
  navigate: fn(),
});

/** A widget mounted for someone without a company. */
export const withoutCompanyStory = {
  args: { companyId: null, user: makeCurrentUser({ companies: [] }) },
};

/** The routes never answer: the loading state, while `handlers` serve the rest. */
export function loadingStory(routes: readonly RouteDef[], handlers: RequestHandler[] = []) {
  return { parameters: { msw: [...routes.map((route) => mockRouteLoading(route)), ...handlers] } };
}

/**
 * The routes answer with the contract's error (500 unless given) and the message given, while
 * `handlers` serve the rest: a read that fails, or a write that is refused.
 */
export function failingStory(
  failures: readonly (readonly [route: RouteDef, message: string, status?: number])[],
  handlers: RequestHandler[] = [],
) {
  return {
    parameters: {
      msw: [
        ...failures.map(([route, message, status = 500]) => mockRouteError(route, status, message)),
        ...handlers,
      ],
    },
  };
}

/** What a play function reads beyond its canvas: dialogs open in the widget's portal, in the body. */
export const pageOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/**
 * A play step: clicks the button named `button` once the story shows it, and answers the dialog it
 * opens (named `dialog`, the button's name unless given) in the widget's portal.
 */
export async function openDialog(
  canvasElement: HTMLElement,
  button: string | RegExp,
  dialog: string | RegExp = button,
) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: button }, { timeout: 10_000 }));
  return pageOf(canvasElement).findByRole('dialog', { name: dialog });
}
