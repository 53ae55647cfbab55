/** The shell's address of an incident's page. */
export const incidentPath = (incidentId: string) => `/incidents/${incidentId}`;

/** The incident register filtered to one project: what the project page and its risks link to. */
export const projectIncidentsPath = (projectId: string) =>
  `/incidents?projectId=${encodeURIComponent(projectId)}`;

/** The parameter of the register's address that opens its "Report an incident" dialog. */
export const REPORT_INCIDENT_PARAM = 'report';

/** The register with "Report an incident" open, for the project given (`?projectId=…&report=1`). */
export const reportIncidentPath = (projectId: string) =>
  `${projectIncidentsPath(projectId)}&${REPORT_INCIDENT_PARAM}=1`;
