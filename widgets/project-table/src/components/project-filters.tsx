import { startTransition, useEffect, useRef } from 'react';
import { useAtom, useSetAtom } from 'jotai';
import styled from 'styled-components';
import {
  AI_ACT_CLASS_FILTERS,
  PROJECT_STATUS_ORDER,
  aiActClassLabel,
  projectStatusLabel,
  type AiActClassFilter,
  type ProjectStatus,
} from '@portfolio/contracts';
import { Select, Spinner } from '@portfolio/ui';
import { SearchField, ToggleButtons } from '@portfolio/ui/toolbar';
import {
  aiActClassAtom,
  archivedAtom,
  departmentAtom,
  searchAtom,
  searchTextAtom,
  statusAtom,
} from '../state/project-filters';

/**
 * Pause after a keystroke before the search is sent: short, as each search cancels the one it
 * replaces (its request is aborted) and the rows on screen stay until the new ones arrive; it
 * only joins keystrokes faster than a person types (a held key, a quick burst).
 */
export const SEARCH_DEBOUNCE_MS = 60;

export interface ProjectFiltersProps {
  /** The departments to offer (the ones present in the portfolio). */
  departments: readonly string[];
  /** New results are on their way (the previous ones stay on screen meanwhile). */
  updating?: boolean;
  /**
   * Called with the search as soon as it is due, before the table renders it: the request for
   * its rows can leave while that render runs.
   */
  onSearch?: (text: string) => void;
}

const STATUS_OPTIONS = [
  { value: '', label: 'All Statuses' },
  ...PROJECT_STATUS_ORDER.map((s) => ({ value: s, label: projectStatusLabel(s) })),
];

const AI_ACT_CLASS_OPTIONS = [
  { value: '', label: 'All risk classes' },
  ...AI_ACT_CLASS_FILTERS.map((c) => ({
    value: c,
    label: aiActClassLabel(c === 'unassessed' ? null : c),
  })),
];

const SHOWN_OPTIONS = [
  { value: 'current', label: 'Current' },
  { value: 'archived', label: 'Archived' },
] as const;

/** The table's toolbar: search, Department, Status, EU AI Act class, and the current/archived switch. */
export function ProjectFilters({ departments, updating = false, onSearch }: ProjectFiltersProps) {
  const [text, setText] = useAtom(searchTextAtom);
  const setSearch = useSetAtom(searchAtom);
  const [department, setDepartment] = useAtom(departmentAtom);
  const [status, setStatus] = useAtom(statusAtom);
  const [aiActClass, setAiActClass] = useAtom(aiActClassAtom);
  const [archived, setArchived] = useAtom(archivedAtom);

  const searched = useRef(onSearch);
  useEffect(() => {
    searched.current = onSearch;
  });
  // Typing only updates the box; the query follows after a pause, as a transition, so a keystroke
  // never waits for the table to re-render.
  useEffect(() => {
    const timer = setTimeout(() => {
      searched.current?.(text);
      startTransition(() => setSearch(text));
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, setSearch]);

  const departmentOptions = [
    { value: '', label: 'All Departments' },
    ...departments.map((d) => ({ value: d, label: d })),
  ];

  return (
    <Toolbar role="search">
      <Search
        value={text}
        onChange={setText}
        placeholder="Search projects..."
        aria-label="Search projects"
        maxLength={200}
        end={updating ? <Spinner size={14} label="Updating results" /> : null}
      />
      <FilterSelect
        aria-label="Department"
        value={department}
        options={departmentOptions}
        onChange={(e) => startTransition(() => setDepartment(e.target.value))}
      />
      <FilterSelect
        aria-label="Status"
        value={status}
        options={STATUS_OPTIONS}
        onChange={(e) => startTransition(() => setStatus(e.target.value as ProjectStatus | ''))}
      />
      <FilterSelect
        aria-label="EU AI Act class"
        value={aiActClass}
        options={AI_ACT_CLASS_OPTIONS}
        onChange={(e) =>
          startTransition(() => setAiActClass(e.target.value as AiActClassFilter | ''))
        }
      />
      <ToggleButtons
        aria-label="Projects to show"
        options={SHOWN_OPTIONS}
        value={archived ? 'archived' : 'current'}
        onChange={(shown) => startTransition(() => setArchived(shown === 'archived'))}
      />
    </Toolbar>
  );
}

/** Search first and widest; what does not fit on the line wraps below rather than overflowing. */
const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
`;

const Search = styled(SearchField)`
  flex: 2 1 14rem;
  max-width: none;
`;

const FilterSelect = styled(Select)`
  flex: 1 1 10rem;
  min-width: 0;
`;
