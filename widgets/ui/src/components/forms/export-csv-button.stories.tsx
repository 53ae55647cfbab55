import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { ExportCsvButton } from './export-csv-button';

const meta = {
  title: 'Kit/ExportCsvButton',
  component: ExportCsvButton,
  args: { href: '/api/companies/acme/projects/export?status=active' },
} satisfies Meta<typeof ExportCsvButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** The file differs from the page: the hover says how. */
export const WithTitle: Story = {
  args: { title: 'The saved report: save to export your changes' },
};
