import { describe, expect, it } from 'vitest';
import { incidentPath, projectIncidentsPath, reportIncidentPath } from './incident-paths';

describe('incident addresses', () => {
  it('names an incident, a project’s incidents and Report an incident for a project', () => {
    const project = '0b7c1d2e-3f40-4a51-8b62-7c83d94ea501';
    expect(incidentPath('1c1d0000-0000-4000-8000-000000000001')).toBe(
      '/incidents/1c1d0000-0000-4000-8000-000000000001',
    );
    expect(projectIncidentsPath(project)).toBe(`/incidents?projectId=${project}`);
    expect(reportIncidentPath(project)).toBe(`/incidents?projectId=${project}&report=1`);
    expect(new URLSearchParams(reportIncidentPath('a&b').split('?')[1]).get('projectId')).toBe(
      'a&b',
    );
  });
});
