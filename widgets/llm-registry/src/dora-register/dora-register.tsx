import styled from 'styled-components';
import { formatCalendarDate, type DoraProvider, routes } from '@portfolio/contracts';
import {
  AppLink,
  Badge,
  BuildingIcon,
  TitledCard,
  DataTable,
  TableContainer,
  Td,
  useRouteQuery,
} from '@portfolio/ui';
import { RecordControls } from '@portfolio/ui/evidence';
import { ListEmpty, QueryRows } from '@portfolio/ui/lists';
import { ExportCsvButton } from '@portfolio/ui/toolbar';
import { useDoraRegisterCsvUrl } from '../api/get-dora-register';

export interface DoraRegisterSectionProps {
  companyId: string;
  navigate: (path: string) => void;
}

/**
 * The DORA register of the LLM page: each LLM vendor (an ICT third-party provider) with its
 * models and their regions, and the projects and functions that depend on it; a provider a
 * critical or important function depends on is flagged. Downloads as CSV.
 */
export function DoraRegisterSection({ companyId, navigate }: DoraRegisterSectionProps) {
  const register = useRouteQuery(routes.getDoraRegister, { params: { companyId } });
  const csvUrl = useDoraRegisterCsvUrl(companyId);
  return (
    <TitledCard
      icon={<BuildingIcon size={18} aria-hidden="true" />}
      title="DORA register"
      description="Your ICT third-party providers: each LLM vendor with its models, where they run, and the projects and functions that depend on it."
      actions={<ExportCsvButton href={csvUrl} label="Download CSV" small />}
    >
      <Body>
        <QueryRows
          query={register}
          loading={{ label: 'Loading the DORA register', heights: ['6rem'] }}
          errorTitle="The DORA register could not be loaded"
          isEmpty={({ providers }) => providers.length === 0}
          empty={
            <ListEmpty>
              No LLM vendors yet: the register lists the vendors of the models you add.
            </ListEmpty>
          }
        >
          {({ providers, controls }) => (
            <>
              <TableContainer>
                <DataTable
                  aria-label="ICT third-party providers"
                  columns={['Provider', 'Models and regions', 'Projects and functions']}
                  rows={providers}
                  rowKey={(p) => p.vendor}
                  rowTestId="dora-provider"
                >
                  {(provider) => <ProviderCells provider={provider} navigate={navigate} />}
                </DataTable>
              </TableContainer>
              <RecordControls controls={controls} navigate={navigate} />
            </>
          )}
        </QueryRows>
      </Body>
    </TitledCard>
  );
}

function ProviderCells({
  provider,
  navigate,
}: {
  provider: DoraProvider;
  navigate: (path: string) => void;
}) {
  return (
    <>
      <Td>
        <Vendor>
          <strong>{provider.vendor}</strong>
          {provider.critical ? (
            <Badge $tone="red" $size="sm">
              Critical
            </Badge>
          ) : null}
        </Vendor>
      </Td>
      <Td>
        <Lines>
          {provider.models.map((m) => (
            <li key={m.id}>
              {m.name} · {m.region ?? 'Region not recorded'}
              {m.deprecationDate ? ` · retires ${formatCalendarDate(m.deprecationDate)}` : ''}
            </li>
          ))}
        </Lines>
      </Td>
      <Td>
        {provider.projects.length === 0 ? (
          <Muted>No project uses it</Muted>
        ) : (
          <Lines>
            {provider.projects.map((p) => (
              <li key={p.id}>
                <AppLink to={`/projects/${p.id}`} navigate={navigate}>
                  {p.name}
                </AppLink>
                {p.supportsCriticalFunction
                  ? ` · critical: ${p.functionName ?? 'function not named'}`
                  : ''}
              </li>
            ))}
          </Lines>
        )}
      </Td>
    </>
  );
}

const Body = styled.div`
  display: grid;
  gap: 1rem;
  padding: 1.25rem 1.5rem;
`;

const Vendor = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.375rem;
`;

const Lines = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: 0.125rem;
  overflow-wrap: anywhere;
  a {
    color: ${(p) => p.theme.color.primary};
  }
`;

const Muted = styled.span`
  color: ${(p) => p.theme.color.textMuted};
`;
