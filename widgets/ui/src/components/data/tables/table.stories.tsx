import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { StatusBadge } from '../../display/badge';
import { Table, TableContainer, TBody, Td, Th, THead, Tr } from './table';

const meta = { title: 'Kit/Table', component: Table } satisfies Meta<typeof Table>;
export default meta;
type Story = StoryObj<typeof meta>;

const rows = [
  {
    name: 'Claims triage assistant',
    department: 'Operations',
    owner: 'Priya Raman',
    status: 'active',
    roi: '182%',
    investment: '$420K',
  },
  {
    name: 'Churn prediction',
    department: 'Marketing',
    owner: 'Tom Becker',
    status: 'in_progress',
    roi: '95%',
    investment: '$260K',
  },
  {
    name: 'Contract review copilot',
    department: 'Legal',
    owner: 'Ana Silva',
    status: 'planning',
    roi: 'TBD',
    investment: 'TBD',
  },
];

export const Projects: Story = {
  render: () => (
    <TableContainer>
      <Table>
        <THead>
          <Tr>
            <Th>Project Name</Th>
            <Th>Department</Th>
            <Th>Business Owner</Th>
            <Th>Status</Th>
            <Th $align="right">ROI</Th>
            <Th $align="right">Investment</Th>
          </Tr>
        </THead>
        <TBody>
          {rows.map((row) => (
            <Tr key={row.name} $clickable tabIndex={0}>
              <Td>{row.name}</Td>
              <Td $muted>{row.department}</Td>
              <Td $muted>{row.owner}</Td>
              <Td>
                <StatusBadge status={row.status} size="sm" />
              </Td>
              <Td $align="right">{row.roi}</Td>
              <Td $align="right">{row.investment}</Td>
            </Tr>
          ))}
        </TBody>
      </Table>
    </TableContainer>
  ),
};
