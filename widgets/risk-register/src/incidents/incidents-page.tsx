import { CompanyGate, type WidgetProps } from '@portfolio/ui';
import { IncidentDetailPage } from './incident-detail';
import { IncidentList } from './incident-list';

export interface IncidentsPageProps extends WidgetProps {
  /** `/incidents/{id}`: the incident to show; absent, the list. */
  incidentId?: string;
}

/** The incident register: the list at `/incidents`, one incident at `/incidents/{id}`. */
export function IncidentsPage({ companyId, navigate, location, incidentId }: IncidentsPageProps) {
  return (
    <CompanyGate companyId={companyId} navigate={navigate} action="see the incidents">
      {(companyId) =>
        incidentId ? (
          <IncidentDetailPage key={incidentId} incidentId={incidentId} navigate={navigate} />
        ) : (
          <IncidentList companyId={companyId} navigate={navigate} location={location} />
        )
      }
    </CompanyGate>
  );
}
