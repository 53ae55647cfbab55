import { useState } from 'react';
import styled from 'styled-components';
import {
  formatMoneyFull,
  fromCents,
  toCents,
  type ProjectLlmModel,
  routes,
} from '@portfolio/contracts';
import {
  Button,
  TitledCard,
  ClampedText,
  Cluster,
  CpuIcon,
  PlusIcon,
  TrashIcon,
  type WidgetProps,
  IconButton,
  IconTile,
  CountPill,
  useRouteQuery,
} from '@portfolio/ui';
import { ListEmpty, ListRow, ListRows, QueryRows, useConfirmedRemoval } from '@portfolio/ui/lists';
import { useRemoveProjectLlmModel } from '../api/remove-project-llm-model';
import { AddProjectModelDialog } from './add-project-model-dialog';
import { VendorBadge, vendorTone } from '../models/vendor-badge';

export interface ProjectModelsProps extends WidgetProps {
  projectId: string;
}

/** What the project's models cost together each month; links without a cost count as nothing. */
export function totalMonthlyCost(links: readonly Pick<ProjectLlmModel, 'monthlyCost'>[]): string {
  return fromCents(links.reduce((sum, link) => sum + (toCents(link.monthlyCost) ?? 0n), 0n));
}

/** The LLM Models card of a project: its models with vendor, monthly cost and notes, add and remove. */
export function ProjectModels({ projectId, companyId, navigate }: ProjectModelsProps) {
  const links = useRouteQuery(routes.listProjectLlmModels, { params: { id: projectId } });
  const remove = useRemoveProjectLlmModel(projectId);
  const [adding, setAdding] = useState(false);
  const list = links.data ?? [];

  const removal = useConfirmedRemoval<ProjectLlmModel>(remove, {
    title: 'Remove LLM model',
    question: () => 'Remove this LLM model from the project?',
    details: ({ llmModel }) => (
      <Consequence>
        <strong>{llmModel.name}</strong> stays in your company&apos;s registry.
      </Consequence>
    ),
    done: 'LLM model removed from project',
    confirmLabel: 'Remove',
    pendingLabel: 'Removing...',
  });

  return (
    <TitledCard
      icon={<CpuIcon size={18} aria-hidden="true" />}
      title={
        <>
          LLM Models
          {links.isSuccess && list.length > 0 ? <CountPill>{list.length}</CountPill> : null}
        </>
      }
      description="The models this project uses and what they cost each month."
      actions={
        <Button $variant="outline" $size="sm" onClick={() => setAdding(true)} data-print-hide="">
          <PlusIcon size={14} />
          Add Model
        </Button>
      }
    >
      <Body>
        <QueryRows
          query={links}
          loading={{
            label: "Loading the project's LLM models",
            heights: ['3.25rem', '3.25rem'],
            gap: '0.625rem',
          }}
          errorTitle="The project's LLM models could not be loaded"
          empty={
            <Empty>
              <CpuIcon size={20} aria-hidden="true" />
              <p>No LLM models assigned to this project yet.</p>
            </Empty>
          }
        >
          {(linked) => (
            <ListRows as="ul" aria-label="LLM models of the project">
              {linked.map((link) => (
                <Row key={link.id} data-testid="project-model-row">
                  <IconTile $tone={vendorTone(link.llmModel.vendor)} aria-hidden="true">
                    <CpuIcon size={16} />
                  </IconTile>
                  <Main>
                    <Title>
                      <ModelName forwardedAs="strong">{link.llmModel.name}</ModelName>
                      <VendorBadge vendor={link.llmModel.vendor} />
                    </Title>
                    {link.notes ? <Notes>{link.notes}</Notes> : null}
                  </Main>
                  <Cost>
                    <span>{formatMoneyFull(link.monthlyCost)}</span>
                    {link.monthlyCost !== null ? <small>per month</small> : null}
                  </Cost>
                  <IconButton
                    $tone="danger"
                    type="button"
                    aria-label={`Remove ${link.llmModel.name}`}
                    onClick={() => removal.ask(link)}
                    disabled={remove.isPending && remove.variables === link.id}
                    data-print-hide=""
                  >
                    <TrashIcon size={16} />
                  </IconButton>
                </Row>
              ))}
            </ListRows>
          )}
        </QueryRows>
      </Body>

      {links.isSuccess ? (
        <Total>
          <span>Total monthly cost</span>
          <strong data-testid="total-monthly-cost">
            {formatMoneyFull(totalMonthlyCost(list))}
          </strong>
        </Total>
      ) : null}

      <AddProjectModelDialog
        open={adding}
        onOpenChange={setAdding}
        projectId={projectId}
        companyId={companyId}
        linkedModelIds={list.map((link) => link.llmModelId)}
        navigate={navigate}
      />
      {removal.dialog}
    </TitledCard>
  );
}

const Body = styled.div`
  padding: 1.25rem 1.5rem;
`;

const Row = styled(ListRow)`
  gap: 0.875rem;
  padding: 0.75rem 0.75rem 0.75rem 0.875rem;
  transition: border-color ${(p) => p.theme.motion.fast};
  &:hover {
    border-color: ${(p) => p.theme.color.borderStrong};
  }
`;

const Main = styled.div`
  flex: 1;
  min-width: 0;
`;

const Title = styled(Cluster)`
  strong {
    font-weight: 600;
  }
`;

const ModelName = styled(ClampedText)`
  min-width: 0;
`;

const Notes = styled.p`
  margin-top: 0.25rem;
  font-size: ${(p) => p.theme.fontSize.xs};
  color: ${(p) => p.theme.color.textMuted};
  overflow-wrap: anywhere;
`;

const Cost = styled.div`
  display: grid;
  justify-items: end;
  flex-shrink: 0;
  span {
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
  small {
    font-size: 0.6875rem;
    color: ${(p) => p.theme.color.textSubtle};
  }
`;

/** The list's empty note, its icon before the words. */
const Empty = styled(ListEmpty).attrs({ as: 'div' })`
  display: flex;
  align-items: center;
  gap: 0.75rem;
`;

const Total = styled.footer`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: 1rem 1.5rem;
  border-top: 1px solid ${(p) => p.theme.color.border};
  background: ${(p) => p.theme.color.surfaceMuted};
  border-radius: 0 0 ${(p) => p.theme.radius.lg} ${(p) => p.theme.radius.lg};
  span {
    font-size: ${(p) => p.theme.fontSize.sm};
    color: ${(p) => p.theme.color.textMuted};
    font-weight: 500;
  }
  strong {
    font-size: ${(p) => p.theme.fontSize.lg};
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;

const Consequence = styled.p`
  font-size: ${(p) => p.theme.fontSize.sm};
  color: ${(p) => p.theme.color.textMuted};
  strong {
    color: ${(p) => p.theme.color.text};
  }
`;
