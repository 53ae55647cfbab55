/**
 * `@portfolio/ui/incidents`: an incident's title linked to its page with its severity and status
 * badges, as a project's incidents card and the register's list both show it. A subpath of its
 * own, outside the federated kit entry, so the dashboard and pages without incidents do not
 * download it.
 */
export { IncidentHeading, type IncidentHeadingProps } from './incident-heading';
