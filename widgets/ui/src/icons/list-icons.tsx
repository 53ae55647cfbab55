import { createIcon } from './create-icon';

/** Icons of the list screens, drawn like the rest of the kit: archive, download (export) and sort. */
export const ArchiveIcon = createIcon(
  'Archive',
  <>
    <rect x="2" y="3" width="20" height="5" rx="1" />
    <path d="M4 8v11a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8" />
    <path d="M10 12h4" />
  </>,
);
export const DownloadIcon = createIcon(
  'Download',
  <>
    <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4" />
    <path d="m7 10 5 5 5-5" />
    <path d="M12 15V3" />
  </>,
);
/** A sortable column that is not sorted yet. */
export const ChevronsUpDownIcon = createIcon(
  'ChevronsUpDown',
  <>
    <path d="m7 15 5 5 5-5" />
    <path d="m7 9 5-5 5 5" />
  </>,
);
