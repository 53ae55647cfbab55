import { useCallback, useState } from 'react';
import { isSection, sectionPath, type SectionId } from './sections';

export interface SectionSource {
  projectId: string;
  /** The section the address names (the shell's `/projects/{id}/{section}`), or one to open first. */
  section?: string;
  /**
   * True in the shell: the section is the address, and choosing one navigates. Otherwise
   * (embedded on another site) it lives in the widget's state, and the host page's address is
   * left alone.
   */
  sectionInAddress?: boolean;
  navigate: (path: string) => void;
}

/** The section shown and how to show another, from the address or the widget's own state. */
export function useSection({ projectId, section, sectionInAddress, navigate }: SectionSource) {
  const named: SectionId = isSection(section) ? section : 'overview';
  const [own, setOwn] = useState<SectionId>(named);
  const [followed, setFollowed] = useState(section);
  // A page that embeds the workspace may name another section later (its `props` attribute).
  if (!sectionInAddress && followed !== section) {
    setFollowed(section);
    setOwn(named);
  }
  const selected = sectionInAddress ? named : own;
  const select = useCallback(
    (next: SectionId) => {
      if (sectionInAddress) navigate(sectionPath(projectId, next));
      else setOwn(next);
    },
    [sectionInAddress, navigate, projectId],
  );
  return { selected, select };
}
