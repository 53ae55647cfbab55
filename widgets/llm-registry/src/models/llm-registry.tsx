import { useState } from 'react';
import styled from 'styled-components';
import type { LlmModel } from '@portfolio/contracts';
import {
  Button,
  CpuIcon,
  QueryView,
  InfoIcon,
  CompanyGate,
  PageHeader,
  PageStack,
  PlusIcon,
  useToast,
  type WidgetProps,
  Grid,
  tonedBox,
  useRouteQuery,
} from '@portfolio/ui';
import { EmptyCard } from '@portfolio/ui/lists';
import { useDeleteLlmModel } from '../api/delete-llm-model';
import { DeleteLlmModelDialog } from './delete-llm-model-dialog';
import { DoraRegisterSection } from '../dora-register/dora-register';
import { LlmModelCard, LlmModelCardSkeleton } from './llm-model-card';
import { LlmModelDialog } from './llm-model-dialog';
import { routes } from '@portfolio/contracts';

/** /llm-models: the company's model registry. Admins add, edit, delete and reveal keys; members read. */
export function LlmRegistry({ companyId, user, navigate }: WidgetProps) {
  const isAdmin = user?.companies.find((c) => c.id === companyId)?.role === 'admin';
  return (
    <CompanyGate companyId={companyId} navigate={navigate} action="manage LLM models">
      {(companyId) => <Registry companyId={companyId} isAdmin={isAdmin} navigate={navigate} />}
    </CompanyGate>
  );
}

type Editing = { model: LlmModel | null } | null;

function Registry({
  companyId,
  isAdmin,
  navigate,
}: Pick<WidgetProps, 'navigate'> & { companyId: string; isAdmin: boolean }) {
  const { toast } = useToast();
  const models = useRouteQuery(routes.listLlmModels, { params: { companyId } });
  const remove = useDeleteLlmModel(companyId);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<LlmModel | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    const { name } = deleting;
    remove.mutate(deleting.id, {
      onSuccess: () =>
        toast({
          title: 'LLM model deleted successfully',
          description: `${name} is no longer in the registry.`,
        }),
      onSettled: () => setDeleting(null),
    });
  };

  const addButton = isAdmin ? (
    <Button onClick={() => setEditing({ model: null })}>
      <PlusIcon size={16} />
      Add LLM Model
    </Button>
  ) : null;
  const list = models.data ?? [];

  return (
    <PageStack>
      <PageHeader
        title="LLM Models"
        description="The language models your company uses, their vendors and API keys."
        actions={addButton}
      />

      {!isAdmin ? (
        <Notice role="note">
          <InfoIcon size={16} aria-hidden="true" />
          You can view the registry. Only admins can add, edit or delete models and see their keys.
        </Notice>
      ) : null}

      <QueryView
        query={models}
        pending={
          <CardGrid role="status" aria-label="Loading LLM models">
            <LlmModelCardSkeleton />
            <LlmModelCardSkeleton />
            <LlmModelCardSkeleton />
          </CardGrid>
        }
        errorTitle="LLM models could not be loaded"
        empty={
          <EmptyCard
            icon={<CpuIcon size={24} />}
            title="No LLM models configured"
            description={
              isAdmin
                ? 'Add the models your company uses, with their API keys, to assign them to projects.'
                : 'An admin of your company can add the models it uses.'
            }
            action={addButton}
          />
        }
      >
        {(loaded) => (
          <CardGrid>
            {loaded.map((model) => (
              <LlmModelCard
                key={model.id}
                model={model}
                canManage={isAdmin}
                onEdit={(m) => setEditing({ model: m })}
                onDelete={setDeleting}
                navigate={navigate}
              />
            ))}
          </CardGrid>
        )}
      </QueryView>

      {list.length > 0 ? <DoraRegisterSection companyId={companyId} navigate={navigate} /> : null}

      {isAdmin ? (
        <>
          <LlmModelDialog
            open={editing !== null}
            onOpenChange={(open) => !open && setEditing(null)}
            companyId={companyId}
            model={editing?.model}
          />
          <DeleteLlmModelDialog
            model={deleting}
            pending={remove.isPending}
            onConfirm={confirmDelete}
            onCancel={() => setDeleting(null)}
          />
        </>
      ) : null}
    </PageStack>
  );
}

const CardGrid = styled(Grid).attrs({ $columns: { md: 2, xl: 3 } })``;

const Notice = styled.p`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  padding: 0.75rem 1rem;
  ${tonedBox('blue')}
  border-radius: ${(p) => p.theme.radius.md};
  font-size: ${(p) => p.theme.fontSize.sm};
`;
