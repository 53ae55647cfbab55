import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { userEvent, within } from 'storybook/test';
import { FRAMEWORK_MESSAGES, routes } from '@portfolio/contracts';
import {
  demoCompanyHandlers,
  demoPortfolio,
  makeCurrentUser,
  makeMembership,
} from '@portfolio/ui/testing/msw';
import * as stories from '@portfolio/ui/testing/stories';
import { FrameworksPage } from '../frameworks-page';

/**
 * The demo company's frameworks: evidence on five controls (one lapsed), its own internal
 * standard, an excluded Annex A control. Without an address (as embedded) the widget moves
 * between its pages itself: a story can be clicked through.
 */
const store = demoPortfolio();
const ownId = store.frameworks.frameworks(makeMembership().id).find((f) => f.kind === 'custom')!.id;
const member = makeCurrentUser({ companies: [makeMembership({ role: 'member' })] });

const meta = {
  title: 'Widgets/Risk Register/Frameworks',
  component: FrameworksPage,
  args: { ...stories.widgetArgs(), view: 'frameworks' },
  parameters: { msw: demoCompanyHandlers(store) },
} satisfies Meta<typeof FrameworksPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every framework with its coverage; an admin may import one of the company's own. */
export const List: Story = {};

/** A member sees the same, without the import. */
export const ListForAMember: Story = { args: { user: member } };

export const ListLoading: Story = stories.loadingStory([routes.listFrameworks]);

export const ListError: Story = stories.failingStory([
  [routes.listFrameworks, 'The frameworks are not answering', 503],
]);

/** ISO/IEC 42001 Annex A item by item: the gaps first, one excluded by the Statement. */
export const Framework: Story = { args: { frameworkId: 'iso-42001' } };

/** An item opened: the controls behind it with their evidence, the projects that owe it. */
export const FrameworkItemOpened: Story = {
  args: { frameworkId: 'iso-42001' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = await canvas.findByRole(
      'button',
      { name: /2 controls, 4 projects behind A\.4\.6/ },
      { timeout: 10_000 },
    );
    await userEvent.click(button);
  },
};

/** The company's own framework: an admin may delete it. */
export const OwnFramework: Story = { args: { frameworkId: ownId } };

export const FrameworkNotFound: Story = {
  args: { frameworkId: 'nist-csf' },
  ...stories.failingStory([[routes.getFramework, FRAMEWORK_MESSAGES.frameworkNotFound, 404]]),
};

export const FrameworkLoading: Story = {
  args: { frameworkId: 'eu-ai-act' },
  ...stories.loadingStory([routes.getFramework]),
};

/** An import whose file has problems: each with its row and column, and nothing imported. */
export const ImportWithProblems: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await stories.openDialog(canvasElement, 'Import a framework');
    await userEvent.type(within(dialog).getByLabelText(/^Name/), 'National AI scheme');
    const csv =
      'ref,group,title,control,strength\n' +
      '1.1,Governance,An AI policy is approved,GOV-1,direct\n' +
      '1.2,Governance,,GOV-99,strong\n' +
      ',Operations,Logs are kept,OPS-4,\n';
    await userEvent.upload(
      within(dialog).getByLabelText(/^CSV file/),
      new File([csv], 'national-scheme.csv', { type: 'text/csv' }),
    );
    await within(dialog).findByRole('table', { name: 'Problems of the CSV' });
  },
};

/** Mounted for someone without a company. */
export const WithoutCompany: Story = stories.withoutCompanyStory;
