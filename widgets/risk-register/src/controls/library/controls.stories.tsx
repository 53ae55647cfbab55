import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { routes } from '@portfolio/contracts';
import { demoCompanyHandlers } from '@portfolio/ui/testing/msw';
import * as stories from '@portfolio/ui/testing/stories';
import { FrameworksPage } from '../frameworks-page';

const meta = {
  title: 'Widgets/Risk Register/Controls',
  component: FrameworksPage,
  args: { ...stories.widgetArgs(), view: 'controls' },
  parameters: { msw: demoCompanyHandlers() },
} satisfies Meta<typeof FrameworksPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The company's controls by theme, each with what it satisfies and its evidence. */
export const List: Story = {};

export const ListLoading: Story = stories.loadingStory([routes.listControls]);

export const ListError: Story = stories.failingStory([
  [routes.listControls, 'The controls are not answering', 503],
]);

/** GOV-1: its links to ISO/IEC 42001, NIST AI RMF and the company's own standard; its policy. */
export const Control: Story = { args: { controlId: 'ai-policy' } };

/** GOV-3: its only evidence expired, so every item it satisfies has lapsed. */
export const ControlLapsed: Story = { args: { controlId: 'raising-concerns' } };

/** A control without evidence: the form to attach the first. */
export const ControlWithoutEvidence: Story = { args: { controlId: 'risk-management' } };

export const ControlEvidenceLoading: Story = {
  args: { controlId: 'ai-policy' },
  ...stories.loadingStory([routes.listControlEvidence], demoCompanyHandlers()),
};

export const ControlEvidenceError: Story = {
  args: { controlId: 'ai-policy' },
  ...stories.failingStory(
    [[routes.listControlEvidence, 'The evidence store is not answering', 503]],
    demoCompanyHandlers(),
  ),
};

/** An id the library does not have: the company's controls, none of them this one. */
export const ControlNotFound: Story = { args: { controlId: 'no-such-control' } };
