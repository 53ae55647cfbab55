import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { userEvent, within } from 'storybook/test';
import { FRAMEWORK_MESSAGES, routes } from '@portfolio/contracts';
import { demoCompanyHandlers, makeCurrentUser, makeMembership } from '@portfolio/ui/testing/msw';
import * as stories from '@portfolio/ui/testing/stories';
import { FrameworksPage } from '../frameworks-page';

const meta = {
  title: 'Widgets/Risk Register/Statement of Applicability',
  component: FrameworksPage,
  args: { ...stories.widgetArgs(), view: 'soa' },
  parameters: { msw: demoCompanyHandlers() },
} satisfies Meta<typeof FrameworksPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The draft as an admin sees it: every Annex A control, Edit on each, Publish. */
export const Draft: Story = {};

/** A member reads the draft: no Edit, no Publish. */
export const DraftForAMember: Story = {
  args: { user: makeCurrentUser({ companies: [makeMembership({ role: 'member' })] }) },
};

/** Version 1 as it was published, for the stage 1 audit. */
export const PublishedVersion: Story = { args: { soaVersion: 1 } };

export const Loading: Story = stories.loadingStory([routes.getSoa]);

export const Error: Story = stories.failingStory([
  [routes.getSoa, 'The Statement of Applicability is not answering', 503],
]);

export const VersionNotFound: Story = {
  args: { soaVersion: 7 },
  ...stories.failingStory(
    [[routes.getSoaVersion, FRAMEWORK_MESSAGES.versionNotFound, 404]],
    demoCompanyHandlers(),
  ),
};

/** An admin excludes A.6.2.4 and is asked why: a Statement justifies every exclusion. */
export const EditingAnEntry: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await stories.openDialog(canvasElement, 'Edit A.6.2.4', /^A\.6\.2\.4/);
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Applicable/), 'no');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  },
};

/** Publish: the next number, an optional note, and the promise that it is kept as it is. */
export const Publishing: Story = {
  play: async ({ canvasElement }) => {
    await stories.openDialog(canvasElement, 'Publish version 2');
  },
};
