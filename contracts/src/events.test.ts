import { describe, expect, it } from 'vitest';
import { pathsOutdatedBy } from './event-routes';
import { eventEntity, eventType } from './events';
import { AUDIT_ACTIONS, AUDIT_ENTITIES } from './history';

const companyId = '11111111-1111-4111-8111-111111111111';
const projectId = '22222222-2222-4222-8222-222222222222';

describe('event types', () => {
  it('name each kind and action of the history, and read back to the kind', () => {
    expect(eventType('project', 'updated')).toBe('project.updated');
    expect(eventType('project_llm_model', 'created')).toBe('project-llm-model.created');
    expect(eventType('llm_model', 'key_revealed')).toBe('llm-model.key-revealed');
    for (const entity of AUDIT_ENTITIES) {
      for (const action of AUDIT_ACTIONS)
        expect(eventEntity(eventType(entity, action))).toBe(entity);
    }
    expect(eventEntity('risk.opened')).toBe('risk');
    expect(eventEntity('timeline.moved')).toBeUndefined();
  });
});

describe('pathsOutdatedBy', () => {
  it("refreshes a project's own answers, its company's lists and summary", () => {
    expect(pathsOutdatedBy({ type: 'project.updated', companyId, projectId })).toEqual([
      `/api/projects/${projectId}`,
      `/api/companies/${companyId}/projects`,
      `/api/companies/${companyId}/portfolio-summary`,
      `/api/companies/${companyId}/audit`,
    ]);
  });

  it('cuts a path before a parameter the event does not name', () => {
    expect(pathsOutdatedBy({ type: 'llm-model.updated', companyId, projectId: null })).toEqual([
      `/api/companies/${companyId}/llm-models`,
      '/api/projects',
      `/api/companies/${companyId}/audit`,
    ]);
  });

  it("refreshes a project's schedule: its milestones, dependencies or baseline and its history", () => {
    expect(pathsOutdatedBy({ type: 'milestone.created', companyId, projectId })).toEqual([
      `/api/projects/${projectId}/milestones`,
      `/api/projects/${projectId}/history`,
      `/api/companies/${companyId}/audit`,
    ]);
    expect(eventType('project_dependency', 'deleted')).toBe('project-dependency.deleted');
    expect(pathsOutdatedBy({ type: 'project-dependency.deleted', companyId, projectId })).toContain(
      `/api/projects/${projectId}/dependencies`,
    );
    expect(pathsOutdatedBy({ type: 'project-baseline.updated', companyId, projectId })).toContain(
      `/api/projects/${projectId}/baseline`,
    );
  });

  it('refreshes nothing for a type it does not know', () => {
    expect(pathsOutdatedBy({ type: 'something.else', companyId, projectId })).toEqual([]);
  });
});
