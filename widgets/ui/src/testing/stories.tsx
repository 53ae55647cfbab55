import type { ReactNode } from 'react';

/**
 * Storybook decorators shared by the widgets' stories: `decorators: [maxWidth(380)]` shows a
 * component at the width it has on its page.
 */
export const maxWidth = (width: number) =>
  function MaxWidth(Story: () => ReactNode) {
    return <div style={{ maxWidth: width }}>{Story()}</div>;
  };
