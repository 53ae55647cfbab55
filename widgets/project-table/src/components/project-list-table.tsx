import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type RefObject,
} from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import styled, { css } from 'styled-components';
import {
  formatPercent,
  projectInvestment,
  type Project,
  type ProjectSort,
} from '@portfolio/contracts';
import {
  Button,
  ChevronDownIcon,
  ChevronsUpDownIcon,
  EyeIcon,
  Money,
  RefreshIcon,
  Spinner,
  StatusBadge,
  Th as KitTh,
} from '@portfolio/ui';
import type { SortColumn } from '../state/project-filters';

/** Every row has this height, so the list can place any row without measuring it. */
export const ROW_HEIGHT = 68;
/** Rows rendered beyond the visible ones, so a fast scroll shows no blank. */
const OVERSCAN = 8;
/** The next page is asked for when the view comes this close to the end of the loaded rows. */
const PREFETCH_ROWS = 60;

export interface ProjectListTableProps {
  projects: readonly Project[];
  /** Projects matching the filters, loaded or not. */
  total: number;
  sort: ProjectSort;
  onSort: (column: SortColumn) => void;
  onOpen: (project: Project) => void;
  /** Archived projects: the Actions column offers Restore. */
  archived?: boolean;
  onRestore?: (project: Project) => void;
  /** The project being restored. */
  restoringId?: string | null;
  hasNextPage?: boolean;
  isFetchingNextPage?: boolean;
  fetchNextPage?: () => void;
  /** The rows are about to be replaced (new filters are loading). */
  stale?: boolean;
}

/**
 * Which columns a narrow table drops (by the table's own width, so the same rules hold in the
 * shell and in an intranet page): `wide` ones below 52rem, `medium` ones below 48rem, `detail`
 * ones below 30rem, where the name cell shows status, ROI and investment on its second line.
 */
type Keep = 'always' | 'wide' | 'medium' | 'detail';

interface Column {
  label: string;
  /** Fixed width; the name column takes what is left. */
  width?: string;
  sort?: SortColumn;
  align?: 'left' | 'right';
  keep: Keep;
}

const COLUMNS: Column[] = [
  { label: 'Project Name', sort: 'name', keep: 'always' },
  { label: 'Department', width: '9.5rem', sort: 'department', keep: 'medium' },
  { label: 'Business Owner', width: '9.5rem', keep: 'wide' },
  { label: 'Status', width: '7.5rem', sort: 'status', keep: 'detail' },
  { label: 'ROI', width: '5rem', sort: 'roi', align: 'right', keep: 'detail' },
  { label: 'Investment', width: '8rem', sort: 'investment', align: 'right', keep: 'detail' },
  { label: 'Actions', width: '6.5rem', align: 'right', keep: 'always' },
];
const keepOf = (label: string) => COLUMNS.find((c) => c.label === label)!.keep;

/** Room left below the list for its footer and the page's bottom margin. */
const BELOW_LIST_PX = 96;
/** The list never shrinks below about four rows, however short the window. */
const MIN_LIST_PX = 4 * ROW_HEIGHT + 44;

const roiTone = (roi: string | null) =>
  roi === null ? 'none' : Number(roi) < 0 ? 'negative' : 'positive';

/**
 * The projects as a table that renders only the rows in view (plus a few), however many are
 * loaded, and asks for the next page as the view nears the end of the loaded ones.
 */
export function ProjectListTable({
  projects,
  total,
  sort,
  onSort,
  onOpen,
  archived = false,
  onRestore,
  restoringId = null,
  hasNextPage = false,
  isFetchingNextPage = false,
  fetchNextPage,
  stale = false,
}: ProjectListTableProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const maxHeight = useHeightToWindowBottom(scrollRef);
  const rowCount = projects.length + (hasNextPage ? 1 : 0);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read during render on purpose.
  const virtualizer = useVirtualizer({
    count: rowCount,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN,
    getItemKey: (index) => projects[index]?.id ?? 'loading',
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items[items.length - 1]?.index ?? -1;

  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && lastIndex >= projects.length - PREFETCH_ROWS)
      fetchNextPage?.();
  }, [lastIndex, projects.length, hasNextPage, isFetchingNextPage, fetchNextPage]);

  // A new filter or order starts at the top.
  useEffect(() => {
    scrollRef.current?.scrollTo?.({ top: 0 });
  }, [sort, archived]);

  const paddingTop = items[0]?.start ?? 0;
  const paddingBottom =
    items.length > 0 ? virtualizer.getTotalSize() - items[items.length - 1]!.end : 0;
  const open = (project: Project) => () => onOpen(project);
  const onRowKey = (project: Project) => (event: KeyboardEvent<HTMLTableRowElement>) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onOpen(project);
    }
  };
  const stop = (action: () => void) => (event: MouseEvent) => {
    event.stopPropagation();
    action();
  };

  return (
    <Scroller
      ref={scrollRef}
      data-virtual-scroll=""
      $stale={stale}
      style={maxHeight === undefined ? undefined : { maxHeight }}
    >
      <StyledTable aria-rowcount={total + 1} aria-busy={stale || undefined}>
        <thead>
          <tr aria-rowindex={1}>
            {COLUMNS.map((column) => {
              const direction =
                column.sort === undefined
                  ? undefined
                  : sort === column.sort
                    ? 'ascending'
                    : sort === `-${column.sort}`
                      ? 'descending'
                      : undefined;
              return (
                <Th
                  key={column.label}
                  data-keep={column.keep}
                  data-actions={column.label === 'Actions' || undefined}
                  $width={column.width}
                  $align={column.align}
                  aria-sort={column.sort ? (direction ?? 'none') : undefined}
                  scope="col"
                >
                  {column.sort ? (
                    <SortButton
                      type="button"
                      onClick={() => onSort(column.sort!)}
                      $active={direction !== undefined}
                      $align={column.align}
                    >
                      {column.label}
                      <SortGlyph $direction={direction} aria-hidden="true">
                        {direction ? (
                          <ChevronDownIcon size={14} />
                        ) : (
                          <ChevronsUpDownIcon size={13} />
                        )}
                      </SortGlyph>
                    </SortButton>
                  ) : (
                    column.label
                  )}
                </Th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {paddingTop > 0 ? (
            <Spacer aria-hidden="true">
              <td style={{ height: paddingTop }} />
            </Spacer>
          ) : null}
          {items.map((item) => {
            const project = projects[item.index];
            if (!project) {
              return (
                <Row key="loading" aria-rowindex={item.index + 2}>
                  {/* One cell: a span wider than the columns shown would add empty ones. */}
                  <td>
                    <LoadingMore>
                      <Spinner size={16} label="Loading more projects" />
                      Loading more projects…
                    </LoadingMore>
                  </td>
                </Row>
              );
            }
            return (
              <Row
                key={project.id}
                $clickable
                tabIndex={0}
                aria-rowindex={item.index + 2}
                data-project-id={project.id}
                onClick={open(project)}
                onKeyDown={onRowKey(project)}
              >
                <td>
                  <Name title={project.name}>{project.name}</Name>
                  <Problem title={project.problemStatement}>{project.problemStatement}</Problem>
                  <Meta>
                    <StatusBadge status={project.status} size="sm" />
                    <span>ROI {formatPercent(project.roi)}</span>
                    <Money amount={projectInvestment(project)} />
                  </Meta>
                </td>
                <td data-keep={keepOf('Department')}>
                  <Ellipsis title={project.department}>{project.department}</Ellipsis>
                </td>
                <td data-keep={keepOf('Business Owner')}>
                  <Ellipsis title={project.businessOwner} $muted>
                    {project.businessOwner}
                  </Ellipsis>
                </td>
                <td data-keep={keepOf('Status')}>
                  <StatusBadge status={project.status} size="sm" />
                </td>
                <Figure data-keep={keepOf('ROI')} $tone={roiTone(project.roi)}>
                  {formatPercent(project.roi)}
                </Figure>
                <Figure data-keep={keepOf('Investment')} $tone="plain">
                  <Money amount={projectInvestment(project)} />
                </Figure>
                <ActionsCell>
                  {archived ? (
                    <Button
                      $variant="outline"
                      $size="sm"
                      onClick={stop(() => onRestore?.(project))}
                      disabled={restoringId === project.id}
                      aria-label={`Restore ${project.name}`}
                    >
                      <RefreshIcon size={13} />
                      <ButtonText>
                        {restoringId === project.id ? 'Restoring...' : 'Restore'}
                      </ButtonText>
                    </Button>
                  ) : (
                    <Button
                      $variant="ghost"
                      $size="sm"
                      onClick={stop(open(project))}
                      aria-label={`View ${project.name}`}
                    >
                      <EyeIcon size={14} />
                      <ButtonText>View</ButtonText>
                    </Button>
                  )}
                </ActionsCell>
              </Row>
            );
          })}
          {paddingBottom > 0 ? (
            <Spacer aria-hidden="true">
              <td style={{ height: paddingBottom }} />
            </Spacer>
          ) : null}
        </tbody>
      </StyledTable>
    </Scroller>
  );
}

/**
 * The list's tallest height: from where it starts down to the window's bottom, less the room its
 * footer needs, measured again as the window or the page above it changes.
 */
function useHeightToWindowBottom(ref: RefObject<HTMLElement | null>): number | undefined {
  const [height, setHeight] = useState<number>();
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const top = element.getBoundingClientRect().top + window.scrollY;
      setHeight(Math.max(MIN_LIST_PX, Math.floor(window.innerHeight - top - BELOW_LIST_PX)));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [ref]);
  return height;
}

const Scroller = styled.div<{ $stale: boolean }>`
  position: relative;
  overflow: auto;
  max-height: max(26rem, calc(100vh - 22rem));
  container-type: inline-size;
  overscroll-behavior: contain;
  transition: opacity ${(p) => p.theme.motion.normal};
  opacity: ${(p) => (p.$stale ? 0.55 : 1)};
`;

const StyledTable = styled.table`
  width: 100%;
  table-layout: fixed;
  border-collapse: separate;
  border-spacing: 0;
  font-size: ${(p) => p.theme.fontSize.sm};

  td {
    height: ${ROW_HEIGHT}px;
    padding: 0 1rem;
    vertical-align: middle;
    border-bottom: 1px solid ${(p) => p.theme.color.border};
    overflow: hidden;
  }
  td:first-child,
  th:first-child {
    padding-left: 1.5rem;
  }
  td:last-child,
  th:last-child {
    padding-right: 1.5rem;
  }

  @container (max-width: 52rem) {
    [data-keep='wide'] {
      display: none;
    }
  }
  @container (max-width: 48rem) {
    [data-keep='medium'] {
      display: none;
    }
  }
  @container (max-width: 30rem) {
    [data-keep='detail'] {
      display: none;
    }
    /* Icons only below: the header keeps its name for screen readers, not its room. */
    th[data-actions] {
      width: 3.5rem;
      font-size: 0;
    }
    td:first-child,
    th:first-child {
      padding-left: 1rem;
    }
    td:last-child,
    th:last-child {
      padding-right: 1rem;
    }
  }
`;

/** The kit's header cell, kept in view while the rows scroll under it. */
const Th = styled(KitTh)<{ $width?: string }>`
  width: ${(p) => p.$width ?? 'auto'};
  position: sticky;
  top: 0;
  z-index: 1;
  height: 2.75rem;
  padding: 0 1rem;
  background: ${(p) => p.theme.color.surfaceMuted};
  border-bottom: 1px solid ${(p) => p.theme.color.border};
`;

const SortButton = styled.button<{ $active: boolean; $align?: 'left' | 'right' }>`
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
  margin: 0 -0.375rem;
  padding: 0.25rem 0.375rem;
  border: none;
  border-radius: ${(p) => p.theme.radius.sm};
  background: transparent;
  font: inherit;
  letter-spacing: inherit;
  text-transform: inherit;
  color: ${(p) => (p.$active ? p.theme.color.text : 'inherit')};
  cursor: pointer;
  flex-direction: ${(p) => (p.$align === 'right' ? 'row-reverse' : 'row')};
  &:hover {
    color: ${(p) => p.theme.color.text};
    background: ${(p) => p.theme.color.surfaceSunken};
  }
  &:focus-visible {
    outline: none;
    box-shadow: 0 0 0 3px ${(p) => p.theme.color.focusRing};
  }
`;

const SortGlyph = styled.span<{ $direction?: 'ascending' | 'descending' }>`
  display: inline-flex;
  opacity: ${(p) => (p.$direction ? 1 : 0.45)};
  transform: rotate(${(p) => (p.$direction === 'ascending' ? '180deg' : '0deg')});
  transition: transform ${(p) => p.theme.motion.fast};
  color: ${(p) => (p.$direction ? p.theme.color.primary : 'inherit')};
`;

const Spacer = styled.tr`
  td {
    padding: 0;
    border: none;
  }
`;

const Row = styled.tr<{ $clickable?: boolean }>`
  ${(p) =>
    p.$clickable &&
    css`
      cursor: pointer;
      transition: background ${p.theme.motion.fast};
      &:hover {
        background: ${p.theme.color.surfaceMuted};
      }
      &:focus-visible {
        outline: 2px solid ${p.theme.color.primary};
        outline-offset: -2px;
      }
    `}
`;

const ellipsis = css`
  display: block;
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
`;

const Name = styled.span`
  ${ellipsis};
  font-weight: 600;
  color: ${(p) => p.theme.color.text};
`;

const Problem = styled.span`
  ${ellipsis};
  @container (max-width: 30rem) {
    display: none;
  }
  margin-top: 0.125rem;
  font-size: ${(p) => p.theme.fontSize.xs};
  color: ${(p) => p.theme.color.textMuted};
`;

/** A row button's word; on a phone the icon alone stays (the button keeps its label). */
const ButtonText = styled.span`
  @container (max-width: 30rem) {
    display: none;
  }
`;

/** The second line of a name cell when the figures' own columns are dropped. */
const Meta = styled.span`
  display: none;
  align-items: center;
  gap: 0.625rem;
  margin-top: 0.25rem;
  font-size: ${(p) => p.theme.fontSize.xs};
  color: ${(p) => p.theme.color.textMuted};
  white-space: nowrap;
  overflow: hidden;
  @container (max-width: 30rem) {
    display: flex;
  }
`;

const Ellipsis = styled.span<{ $muted?: boolean }>`
  ${ellipsis};
  color: ${(p) => (p.$muted ? p.theme.color.textMuted : p.theme.color.text)};
`;

const Figure = styled.td<{ $tone: 'positive' | 'negative' | 'none' | 'plain' }>`
  text-align: right;
  font-variant-numeric: tabular-nums;
  font-weight: ${(p) => (p.$tone === 'plain' || p.$tone === 'none' ? 500 : 600)};
  color: ${(p) =>
    p.$tone === 'positive'
      ? p.theme.tone.green.fg
      : p.$tone === 'negative'
        ? p.theme.tone.red.fg
        : p.$tone === 'none'
          ? p.theme.color.textSubtle
          : p.theme.color.text};
`;

const ActionsCell = styled.td`
  text-align: right;
`;

const LoadingMore = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  white-space: nowrap;
  color: ${(p) => p.theme.color.textMuted};
  font-size: ${(p) => p.theme.fontSize.sm};
`;
