import { useState, type ReactNode } from 'react';
import type { Decorator, Preview } from 'storybook-react-rsbuild';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { GlobalStyle, WidgetRoot, createQueryClient } from '@portfolio/ui';
import { makeMembership } from '@portfolio/ui/testing/msw';

/**
 * Every story renders inside a WidgetRoot as a widget does in the host: theme, toasts, tooltips
 * and a QueryClient with the spec's defaults, fresh for each story so no data leaks between them.
 */
function StoryRoot({ name, children }: { name: string; children: ReactNode }) {
  const [queryClient] = useState(() => createQueryClient());
  return (
    <WidgetRoot queryClient={queryClient} companyId={makeMembership().id} name={name}>
      <GlobalStyle />
      {children}
    </WidgetRoot>
  );
}

const withWidgetRoot: Decorator = (Story, context) => (
  <StoryRoot name={context.title}>
    <Story />
  </StoryRoot>
);

const preview: Preview = {
  // msw answers the API in the browser; a story sets its handlers in `parameters.msw`.
  loaders: [mswLoader()],
  decorators: [withWidgetRoot],
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i } },
  },
};

export default preview;
