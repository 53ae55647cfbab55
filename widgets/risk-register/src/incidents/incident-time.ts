// The register's forms' own: instants typed in `datetime-local` inputs. The countdown and the
// instants' formatting are the kit's (`widgets/ui/src/time/`), shared with the project page and
// the dashboard.
const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a `datetime-local` input shows it, in the viewer's zone: `2026-11-28T14:05`. */
export function toLocalInput(iso: string | Date): string {
  const d = typeof iso === 'string' ? new Date(iso) : iso;
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A `datetime-local` value (the viewer's zone) as the instant the contract asks for; '' stays ''. */
export function fromLocalInput(value: string): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}
