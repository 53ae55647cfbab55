/** "March 2026": the month a project was created, in the reader's time zone. */
export const formatMonth = (timestamp: string) =>
  new Date(timestamp).toLocaleDateString('en-US', { month: 'long', year: 'numeric' });
