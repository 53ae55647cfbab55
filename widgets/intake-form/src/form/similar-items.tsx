import styled from 'styled-components';
import type { SimilarItem } from '@portfolio/contracts';
import {
  AppLink,
  Badge,
  Button,
  CardContent,
  LayersIcon,
  StatusBadge,
  TitledCard,
} from '@portfolio/ui';
import { ItemMain, ItemMeta, ItemTop, ListRow, ListRows } from '@portfolio/ui/lists';
import { ProposalStateBadge } from '../shared/proposal-badges';
import { pathOf } from '../shared/proposal-paths';
import {
  SIMILAR_KIND_LABELS,
  alikeText,
  isProposalState,
  similarKey,
} from '../shared/merge-similar';

export interface SimilarItemsProps {
  items: readonly SimilarItem[];
  navigate: (path: string) => void;
  /** The submit was held for them: say so, and that it can still be sent. */
  held?: boolean;
  /** The card's id, to move the focus to it. */
  id?: string;
}

/**
 * The projects and proposals most like the idea being typed, each offered to join instead of
 * proposing it again: its kind, name, state and how alike it is, and a link to it.
 */
export function SimilarItems({ items, navigate, held = false, id }: SimilarItemsProps) {
  if (items.length === 0) return null;
  return (
    <TitledCard
      id={id}
      tabIndex={-1}
      icon={<LayersIcon size={18} />}
      title="Similar projects and proposals"
      description={
        held
          ? 'These look like your idea. Join one of them instead, or submit yours anyway.'
          : 'Someone may be on it already: join one of these instead of starting another.'
      }
    >
      <CardContent>
        <ListRows as="ul" aria-label="Similar projects and proposals">
          {items.map((item) => (
            <ListRow key={similarKey(item)}>
              <ItemMain>
                <ItemTop>
                  <Badge $size="sm" $tone={item.kind === 'project' ? 'teal' : 'neutral'}>
                    {SIMILAR_KIND_LABELS[item.kind]}
                  </Badge>
                  <Name>{item.name}</Name>
                  {item.kind === 'proposal' && isProposalState(item.state) ? (
                    <ProposalStateBadge state={item.state} />
                  ) : (
                    <StatusBadge status={item.state} size="sm" />
                  )}
                </ItemTop>
                <ItemMeta>
                  {alikeText(item)} · {item.problemStatement}
                </ItemMeta>
              </ItemMain>
              <Button
                as={AppLink}
                to={pathOf(item.kind, item.id)}
                navigate={navigate}
                $variant="outline"
                $size="sm"
                aria-label={`Join this one instead: ${item.name}`}
              >
                Join this one instead
              </Button>
            </ListRow>
          ))}
        </ListRows>
      </CardContent>
    </TitledCard>
  );
}

const Name = styled.span`
  font-weight: 600;
  overflow-wrap: anywhere;
`;
