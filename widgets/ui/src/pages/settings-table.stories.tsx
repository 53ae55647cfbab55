import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { SettingsTable } from './settings-table';
import { Td } from '@portfolio/ui';
import { answeredQuery, queryIn } from '../testing/query-state';

interface App {
  id: string;
  name: string;
  lastUsed: string;
}

const APPS: App[] = [
  { id: 'a-1', name: 'Acme intranet', lastUsed: 'Nov 12, 2026' },
  { id: 'a-2', name: 'Board portal', lastUsed: 'Never' },
];

const meta = {
  title: 'Kit/SettingsTable',
  component: SettingsTable<App>,
  args: {
    query: answeredQuery(APPS),
    label: 'Embed apps',
    empty: <p>No embed apps yet.</p>,
    columns: ['Name', 'Last used'],
    deleteLabel: (app) => `Delete ${app.name}`,
    confirm: {
      title: 'Delete embed app',
      question: (app) => `Are you sure you want to delete ${app.name}?`,
      consequence: 'Every token it issued stops working.',
    },
    remove: { mutate: (_app, { onSuccess }) => onSuccess(), isPending: false },
    children: (app) => (
      <>
        <Td>{app.name}</Td>
        <Td $muted>{app.lastUsed}</Td>
      </>
    ),
  },
} satisfies Meta<typeof SettingsTable<App>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Rows: Story = {};

export const Empty: Story = { args: { query: answeredQuery([]) } };

export const Loading: Story = {
  args: { query: queryIn<App[]>({ isPending: true }) },
};
