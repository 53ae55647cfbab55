import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { routes } from '@portfolio/contracts';
import * as stories from '@portfolio/ui/testing/stories';
import { COMPANY_ID, adminUser, memberUser } from '../testing/fixtures';
import { llmHandlers } from '../testing/handlers';
import { LlmRegistry } from './llm-registry';

const meta = {
  title: 'Widgets/LLM Registry/LlmRegistry',
  component: LlmRegistry,
  args: { companyId: COMPANY_ID, user: adminUser, navigate: () => {} },
  parameters: { msw: llmHandlers() },
} satisfies Meta<typeof LlmRegistry>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An admin: add, edit, delete, and the key toggle on each card. */
export const Admin: Story = {};

/** A member sees masked keys and no controls. */
export const MemberReadOnly: Story = { args: { user: memberUser } };

export const Loading: Story = stories.loadingStory([routes.listLlmModels]);

export const Empty: Story = { parameters: { msw: llmHandlers({ models: [], links: [] }) } };

export const EmptyForMember: Story = {
  args: { user: memberUser },
  parameters: { msw: llmHandlers({ models: [], links: [] }) },
};

export const LoadError: Story = stories.failingStory([
  [routes.listLlmModels, 'The registry could not be read. Please try again.'],
]);

export const WithoutCompany: Story = stories.withoutCompanyStory;
