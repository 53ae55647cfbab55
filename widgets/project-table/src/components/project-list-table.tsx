import { useEffect, useRef, type RefObject } from 'react';
import { useVirtualizer, useWindowVirtualizer, type VirtualItem } from '@tanstack/react-virtual';
import styled from 'styled-components';
import type { Project, ProjectSort } from '@portfolio/contracts';
import { ChevronDownIcon, ChevronsUpDownIcon, Th as KitTh } from '@portfolio/ui';
import type { SortColumn } from '../state/project-filters';
import { COLUMNS } from './project-list-columns';
import { LoadingRow, ProjectRow } from './project-list-row';
import { useDocumentTop, useLayoutMeasure } from './use-layout-measure';

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

/** Room left below the list for its footer and the page's bottom margin (the boxed list). */
const BELOW_LIST_PX = 96;
/** The boxed list never shrinks below about four rows, however short the window. */
const MIN_LIST_PX = 4 * ROW_HEIGHT + 44;

/**
 * Whether the list scrolls with the page (the shell, a widget on another site's page, a story)
 * or in a box of its own: in a frame that grows to its content (the iframe embed), the page
 * around the frame scrolls and the frame cannot see it, so there the rows scroll in a box.
 */
const defaultScroll = (): 'page' | 'box' =>
  typeof window !== 'undefined' && window.parent !== window ? 'box' : 'page';

/**
 * The projects as a table that renders only the rows in view (plus a few), however many are
 * loaded, and asks for the next page as the view nears the end of the loaded ones. It scrolls
 * with the page, so the page has one scroll bar; `scroll="box"` gives it a box of its own.
 */
export function ProjectListTable({
  scroll = defaultScroll(),
  ...props
}: ProjectListTableProps & { scroll?: 'page' | 'box' }) {
  return scroll === 'page' ? <PageScrolledTable {...props} /> : <BoxScrolledTable {...props} />;
}

const virtualOptions = (projects: readonly Project[], hasNextPage: boolean) => ({
  count: projects.length + (hasNextPage ? 1 : 0),
  estimateSize: () => ROW_HEIGHT,
  overscan: OVERSCAN,
  getItemKey: (index: number) => projects[index]?.id ?? 'loading',
});

/** Rows placed in the window's scroll: the list's top is measured as the page above it changes. */
function PageScrolledTable(props: ProjectListTableProps) {
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const scrollMargin = useDocumentTop(bodyRef);
  const virtualizer = useWindowVirtualizer({
    ...virtualOptions(props.projects, props.hasNextPage ?? false),
    scrollMargin,
  });
  // A new order or view starts at the top of the list when the page was scrolled past it.
  const { sort, archived } = props;
  useEffect(() => {
    const top = bodyRef.current?.closest('table')?.getBoundingClientRect().top ?? 0;
    if (top < 0) window.scrollTo?.({ top: window.scrollY + top });
  }, [sort, archived]);
  return (
    <ListTable
      {...props}
      items={virtualizer.getVirtualItems()}
      totalSize={virtualizer.getTotalSize()}
      scrollMargin={scrollMargin}
      bodyRef={bodyRef}
    />
  );
}

/** Rows placed in a box as tall as the window below it allows (see {@link defaultScroll}). */
function BoxScrolledTable(props: ProjectListTableProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const maxHeight = useHeightToWindowBottom(scrollRef);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read during render on purpose.
  const virtualizer = useVirtualizer({
    ...virtualOptions(props.projects, props.hasNextPage ?? false),
    getScrollElement: () => scrollRef.current,
  });
  const { sort, archived } = props;
  useEffect(() => {
    scrollRef.current?.scrollTo?.({ top: 0 });
  }, [sort, archived]);
  return (
    <Box
      ref={scrollRef}
      data-virtual-scroll=""
      style={maxHeight === undefined ? undefined : { maxHeight }}
    >
      <ListTable
        {...props}
        items={virtualizer.getVirtualItems()}
        totalSize={virtualizer.getTotalSize()}
        scrollMargin={0}
      />
    </Box>
  );
}

function ListTable({
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
  items,
  totalSize,
  scrollMargin,
  bodyRef,
}: ProjectListTableProps & {
  /** The rows to render, as the virtualizer places them, and the height of all of them. */
  items: VirtualItem[];
  totalSize: number;
  /** Where the first row starts in the scrolled element (the page: the list's top). */
  scrollMargin: number;
  bodyRef?: RefObject<HTMLTableSectionElement | null>;
}) {
  const lastIndex = items[items.length - 1]?.index ?? -1;

  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && lastIndex >= projects.length - PREFETCH_ROWS)
      fetchNextPage?.();
  }, [lastIndex, projects.length, hasNextPage, isFetchingNextPage, fetchNextPage]);

  const paddingTop = items.length > 0 ? items[0]!.start - scrollMargin : 0;
  const paddingBottom =
    items.length > 0 ? totalSize - (items[items.length - 1]!.end - scrollMargin) : 0;
  return (
    <Frame $stale={stale}>
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
        <tbody ref={bodyRef}>
          {paddingTop > 0 ? (
            <Spacer aria-hidden="true">
              <td style={{ height: paddingTop }} />
            </Spacer>
          ) : null}
          {items.map((item) => {
            const project = projects[item.index];
            if (!project) {
              return <LoadingRow key="loading" rowIndex={item.index + 2} />;
            }
            return (
              <ProjectRow
                key={project.id}
                project={project}
                rowIndex={item.index + 2}
                archived={archived}
                restoring={restoringId === project.id}
                onOpen={onOpen}
                onRestore={onRestore}
              />
            );
          })}
          {paddingBottom > 0 ? (
            <Spacer aria-hidden="true">
              <td style={{ height: paddingBottom }} />
            </Spacer>
          ) : null}
        </tbody>
      </StyledTable>
    </Frame>
  );
}

/**
 * The list's tallest height: from where it starts down to the window's bottom, less the room its
 * footer needs.
 */
function useHeightToWindowBottom(ref: RefObject<HTMLElement | null>): number | undefined {
  return useLayoutMeasure(ref, heightToWindowBottom);
}
const heightToWindowBottom = (top: number) =>
  Math.max(MIN_LIST_PX, Math.floor(window.innerHeight - top - BELOW_LIST_PX));

/** The table's own width decides which columns it keeps (container queries below). */
const Frame = styled.div<{ $stale: boolean }>`
  container-type: inline-size;
  transition: opacity ${(p) => p.theme.motion.normal};
  opacity: ${(p) => (p.$stale ? 0.55 : 1)};
`;

const Box = styled.div`
  position: relative;
  overflow: auto;
  max-height: max(26rem, calc(100vh - 22rem));
  overscroll-behavior: contain;
`;

/** The columns a narrower table leaves out (by their `data-keep`), widest first. */
const HIDDEN_BELOW = [
  ['roomy', '84rem'],
  ['schedule', '72rem'],
  ['wide', '64rem'],
  ['medium', '52rem'],
] as const;

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
  /* The actions' column is as wide as its button: no room is lost to a left padding. */
  td:last-child,
  th:last-child {
    padding-left: 0.25rem;
    padding-right: 1.5rem;
  }

  ${HIDDEN_BELOW.map(
    ([keep, width]) => `
      @container (max-width: ${width}) {
        [data-keep='${keep}'] {
          display: none;
        }
      }
    `,
  )}
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
      padding-left: 0.25rem;
      padding-right: 0.75rem;
    }
  }
`;

/** The kit's header cell, kept in view (at the top of the window or of the box) while the rows scroll under it. */
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
