// Storybook configuration only: stories live beside their components in widgets/ and host/.
import { mergeRsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import type { StorybookConfig } from 'storybook-react-rsbuild';
import { ensureMockServiceWorker } from '../scripts/msw-worker.ts';

const config: StorybookConfig = {
  framework: { name: 'storybook-react-rsbuild', options: {} },
  stories: ['../widgets/*/src/**/*.stories.tsx', '../host/src/**/*.stories.tsx'],
  // msw's worker, generated from the installed msw (never committed).
  staticDirs: [ensureMockServiceWorker()],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen' },
  rsbuildFinal: (rsbuild) =>
    mergeRsbuildConfig(rsbuild, {
      plugins: [pluginReact()],
      // Widgets read this at build time; stories never run the dev:mock bootstrap.
      source: { define: { 'process.env.PORTFOLIO_MOCK': JSON.stringify(false) } },
    }),
};

export default config;
