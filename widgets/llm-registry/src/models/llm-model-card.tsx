import styled, { css } from 'styled-components';
import {
  MODEL_DEPRECATION_WARNING_DAYS,
  calendarDateOf,
  daysBetween,
  formatCalendarDate,
  formatDate,
  llmEndpointOf,
  suggestionNotice,
  type LlmModel,
} from '@portfolio/contracts';
import {
  AppLink,
  Badge,
  Card,
  ClampedText,
  CpuIcon,
  IconButton,
  PencilIcon,
  Skeleton,
  TrashIcon,
} from '@portfolio/ui';
import { ApiKeyField } from './api-key-field';
import { VendorBadge, vendorTone } from './vendor-badge';

export interface LlmModelCardProps {
  model: LlmModel;
  /** Admins see edit, delete and the key toggle. */
  canManage: boolean;
  onEdit?: (model: LlmModel) => void;
  onDelete?: (model: LlmModel) => void;
  /** Opens a project of the "Used by" list in the app; plain links without it. */
  navigate?: (path: string) => void;
}

/**
 * One model of the registry: name, vendor, region, deprecation date, masked key, the projects
 * using it, and for admins edit and delete.
 */
export function LlmModelCard({ model, canManage, onEdit, onDelete, navigate }: LlmModelCardProps) {
  return (
    <Card as="article" aria-label={model.name} data-testid="llm-model-card">
      <Inner>
        <Top>
          <Tile $tone={vendorTone(model.vendor)} aria-hidden="true">
            <CpuIcon size={20} />
          </Tile>
          <Heading>
            {/* A name may be 255 characters long: two lines, then the tooltip. */}
            <Name forwardedAs="h2">{model.name}</Name>
            <VendorBadge vendor={model.vendor} />
          </Heading>
          {canManage ? (
            <Actions>
              <IconButton
                type="button"
                aria-label={`Edit ${model.name}`}
                onClick={() => onEdit?.(model)}
              >
                <PencilIcon size={16} />
              </IconButton>
              <IconButton
                type="button"
                aria-label={`Delete ${model.name}`}
                onClick={() => onDelete?.(model)}
                $tone="danger"
              >
                <TrashIcon size={16} />
              </IconButton>
            </Actions>
          ) : null}
        </Top>
        <div>
          <Caption>API Key</Caption>
          <ApiKeyField
            // A new key (after an edit) hides whatever was revealed before.
            key={model.maskedApiKey + model.updatedAt}
            modelId={model.id}
            modelName={model.name}
            maskedApiKey={model.maskedApiKey}
            canReveal={canManage}
          />
        </div>
        <Details>
          <div>
            <dt>Region</dt>
            <dd>{model.region ?? 'Not recorded'}</dd>
          </div>
          <div>
            <dt>Deprecation date</dt>
            <dd>
              {model.deprecationDate ? (
                <>
                  {formatCalendarDate(model.deprecationDate)}{' '}
                  <RetirementBadge date={model.deprecationDate} />
                </>
              ) : (
                'None announced'
              )}
            </dd>
          </div>
        </Details>
        <div>
          <Caption>Used by</Caption>
          {model.projects.length === 0 ? (
            <Meta>No project uses it.</Meta>
          ) : (
            <ProjectList aria-label={`Projects using ${model.name}`}>
              {model.projects.map((project) => (
                <li key={project.id}>
                  {navigate ? (
                    <AppLink to={`/projects/${project.id}`} navigate={navigate}>
                      {project.name}
                    </AppLink>
                  ) : (
                    <a href={`/projects/${project.id}`}>{project.name}</a>
                  )}
                </li>
              ))}
            </ProjectList>
          )}
        </div>
        {model.suggestionsEnabled ? (
          <Meta>
            Suggests EU AI Act answers. {suggestionNotice(model.vendor, llmEndpointOf(model))}
          </Meta>
        ) : null}
        <Meta>Added {formatDate(model.createdAt)}</Meta>
      </Inner>
    </Card>
  );
}

/** How soon the vendor retires the model, once within the `model-deprecation` window. */
function RetirementBadge({ date }: { date: string }) {
  const days = daysBetween(calendarDateOf(new Date()), date);
  if (days > MODEL_DEPRECATION_WARNING_DAYS) return null;
  return days < 0 ? (
    <Badge $tone="red" $size="sm">
      Retired
    </Badge>
  ) : (
    <Badge $tone="amber" $size="sm">
      {days === 0 ? 'Retires today' : `Retires in ${days} day${days === 1 ? '' : 's'}`}
    </Badge>
  );
}

/** The shape of a card while the registry loads. */
export function LlmModelCardSkeleton() {
  return (
    <Card aria-hidden="true">
      <Inner>
        <Top>
          <Skeleton $width="2.5rem" $height="2.5rem" $radius="10px" />
          <Heading>
            <Skeleton $width="9rem" $height="1rem" />
            <Skeleton $width="5rem" $height="1.125rem" $radius="999px" />
          </Heading>
        </Top>
        <Skeleton $height="2.5rem" />
        <Skeleton $width="7rem" $height="0.75rem" />
      </Inner>
    </Card>
  );
}

const Inner = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1rem;
  padding: 1.25rem;
`;

const Top = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 0.875rem;
`;

const Tile = styled.div<{ $tone: ReturnType<typeof vendorTone> }>`
  display: grid;
  place-items: center;
  flex-shrink: 0;
  width: 2.5rem;
  height: 2.5rem;
  border-radius: 10px;
  background: ${(p) => p.theme.tone[p.$tone].bg};
  color: ${(p) => p.theme.tone[p.$tone].fg};
  border: 1px solid ${(p) => p.theme.tone[p.$tone].border};
`;

const Heading = styled.div`
  flex: 1;
  min-width: 0;
  display: grid;
  justify-items: start;
  gap: 0.375rem;
`;

const Name = styled(ClampedText)`
  font-size: ${(p) => p.theme.fontSize.md};
  font-weight: 600;
  letter-spacing: -0.01em;
  line-height: 1.3;
`;

const Actions = styled.div`
  display: flex;
  gap: 0.125rem;
  margin: -0.25rem -0.375rem 0 0;
`;

/** The card's small capitals over a value: its captions and its details' terms. */
const caption = css`
  font-size: 0.6875rem;
  font-weight: 600;
  text-transform: uppercase;
  letter-spacing: 0.06em;
  color: ${(p) => p.theme.color.textMuted};
`;

const Caption = styled.p`
  margin-bottom: 0.375rem;
  ${caption}
`;

const Meta = styled.p`
  font-size: ${(p) => p.theme.fontSize.xs};
  color: ${(p) => p.theme.color.textSubtle};
`;

const Details = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 0.75rem;
  margin: 0;
  dt {
    margin-bottom: 0.25rem;
    ${caption}
  }
  dd {
    margin: 0;
    font-size: ${(p) => p.theme.fontSize.sm};
    overflow-wrap: anywhere;
  }
`;

const ProjectList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${(p) => p.theme.fontSize.sm};
  a {
    color: ${(p) => p.theme.color.primary};
    overflow-wrap: anywhere;
  }
`;
