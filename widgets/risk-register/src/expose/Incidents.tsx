import { IncidentsPage, type IncidentsPageProps } from '../incidents/incidents-page';

/** `/incidents` (the list) and `/incidents/{id}` with `{ incidentId }`: the incident register. */
export default function IncidentsWidget(props: IncidentsPageProps) {
  return <IncidentsPage {...props} />;
}
