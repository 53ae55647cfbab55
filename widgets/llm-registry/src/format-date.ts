const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

/** "Jan 12, 2026" in the reader's time zone. */
export const formatDate = (iso: string) => dateFormat.format(new Date(iso));
