import { fn } from 'storybook/test';
import type { WidgetProps } from '@portfolio/ui';
import { makeCurrentUser, makeMembership } from '@portfolio/ui/testing/msw';

/** What the host gives a widget, for stories: the demo company, its user, and a spied navigate. */
export const widgetArgs = (): WidgetProps => ({
  companyId: makeMembership().id,
  user: makeCurrentUser(),
  navigate: fn(),
});
