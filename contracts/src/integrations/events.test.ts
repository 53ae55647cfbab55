import { describe, expect, it } from 'vitest';
import {
  changesMadeBy,
  pathsOutdatedBy,
  pathsOutdatedByChanges,
  ROUTE_CHANGES,
} from './event-routes';
import { routes } from '../routes';
import { eventEntity, eventType } from './events';
import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '../history';

const companyId = '11111111-1111-4111-8111-111111111111';
const projectId = '22222222-2222-4222-8222-222222222222';

/** What an event of `type` about the project (or, given null, about none) outdates. */
const outdatedBy = (type: string, project: string | null = projectId) =>
  pathsOutdatedBy({ type, companyId, projectId: project });

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
    expect(eventType('status_report', 'published')).toBe('status-report.published');
    expect(eventEntity('timeline.moved')).toBeUndefined();
  });
});

describe('pathsOutdatedBy', () => {
  it("refreshes a project's own answers, its company's lists and summary", () => {
    expect(outdatedBy('project.updated')).toEqual([
      `/api/projects/${projectId}`,
      `/api/companies/${companyId}/projects`,
      `/api/companies/${companyId}/portfolio-summary`,
      `/api/companies/${companyId}/timeline`,
      `/api/companies/${companyId}/risks`,
      `/api/companies/${companyId}/project-progress`,
      `/api/companies/${companyId}/dora/register`,
      `/api/projects/${projectId}/fria`,
      `/api/companies/${companyId}/llm-models`,
      `/api/companies/${companyId}/obligations`,
      `/api/companies/${companyId}/compliance`,
      `/api/companies/${companyId}/audit`,
      '/api/notifications',
    ]);
  });

  it("refreshes the company's risks and the project's history when a risk opens", () => {
    expect(outdatedBy('risk.opened')).toEqual([
      `/api/companies/${companyId}/risks`,
      `/api/projects/${projectId}/history`,
      `/api/companies/${companyId}/audit`,
      '/api/notifications',
    ]);
  });

  it("refreshes the bell on a risk opened and an invitation, but not on a model's rename", () => {
    expect(outdatedBy('risk.opened')).toContain('/api/notifications');
    expect(outdatedBy('invitation.created', null)).toContain('/api/notifications');
    expect(outdatedBy('llm-model.updated', null)).not.toContain('/api/notifications');
  });

  it('cuts a path before a parameter the event does not name', () => {
    expect(outdatedBy('llm-model.updated', null)).toEqual([
      `/api/companies/${companyId}/llm-models`,
      '/api/projects',
      `/api/companies/${companyId}/dora/register`,
      `/api/companies/${companyId}/audit`,
    ]);
  });

  it("refreshes a project's schedule: its milestones, dependencies or baseline and its history", () => {
    expect(outdatedBy('milestone.created')).toEqual([
      `/api/projects/${projectId}/milestones`,
      `/api/companies/${companyId}/timeline`,
      // Milestones done measure progress in By Status.
      `/api/companies/${companyId}/project-progress`,
      `/api/companies/${companyId}/portfolio-summary`,
      `/api/projects/${projectId}/history`,
      `/api/companies/${companyId}/audit`,
    ]);
    expect(eventType('project_dependency', 'deleted')).toBe('project-dependency.deleted');
    expect(outdatedBy('project-dependency.deleted')).toContain(
      `/api/projects/${projectId}/dependencies`,
    );
    expect(outdatedBy('project-baseline.updated')).toContain(`/api/projects/${projectId}/baseline`);
    // Each of them moves a bar, a diamond or an arrow of the portfolio timeline.
    for (const type of [
      'milestone.updated',
      'project-dependency.created',
      'project-baseline.updated',
    ]) {
      expect(outdatedBy(type)).toContain(`/api/companies/${companyId}/timeline`);
    }
  });

  it("refreshes a published report's project: its reports, the health of its company, its history", () => {
    expect(outdatedBy('status-report.published')).toEqual([
      `/api/projects/${projectId}/status-reports`,
      `/api/companies/${companyId}/project-health`,
      `/api/projects/${projectId}/history`,
      `/api/companies/${companyId}/audit`,
    ]);
  });

  it("refreshes a project's budget and the dashboard on spend, a planned month or a model's cost", () => {
    expect(outdatedBy('spend-entry.created')).toEqual([
      `/api/projects/${projectId}/spend`,
      `/api/projects/${projectId}/budget`,
      `/api/companies/${companyId}/portfolio-summary`,
      `/api/projects/${projectId}/history`,
      `/api/companies/${companyId}/audit`,
    ]);
    expect(outdatedBy('budget-plan-month.updated')).toContain(`/api/projects/${projectId}/budget`);
    expect(outdatedBy('project-llm-model.created')).toContain(`/api/projects/${projectId}/budget`);
  });

  it("refreshes every obligation's and incident's evidence on an evidence event: neither is named", () => {
    // The project's evidence of all its obligations is named by its project. Evidence on a
    // control counts for the coverage, the Statement and every obligation linked, and shows on
    // the GDPR and DORA records the control covers.
    expect(outdatedBy('obligation-evidence.created')).toEqual([
      '/api/obligations',
      `/api/projects/${projectId}/obligation-evidence`,
      '/api/incidents',
      `/api/companies/${companyId}/controls`,
      `/api/companies/${companyId}/frameworks`,
      `/api/companies/${companyId}/frameworks/iso-42001/soa`,
      `/api/projects/${projectId}/obligations`,
      `/api/companies/${companyId}/obligations`,
      `/api/projects/${projectId}/gdpr`,
      `/api/projects/${projectId}/dora`,
      `/api/companies/${companyId}/dora/register`,
      `/api/projects/${projectId}/history`,
      `/api/companies/${companyId}/audit`,
    ]);
  });

  it('refreshes nothing for a type it does not know', () => {
    expect(outdatedBy('something.else')).toEqual([]);
  });
});

describe('changesMadeBy: what a write of the client itself makes out of date', () => {
  const otherCompany = '33333333-3333-4333-8333-333333333333';

  it('reads a project write like its event: project and company from the path or the answer', () => {
    const answer = { id: projectId, companyId };
    const viaAnswer = changesMadeBy(routes.updateProject, { params: { id: projectId }, answer });
    expect(viaAnswer).toEqual([{ kind: 'project', companyId, projectId }]);
    expect(pathsOutdatedByChanges(viaAnswer)).toEqual(outdatedBy('project.updated'));
    // A creation names its company in the path and the new project in the answer.
    expect(
      changesMadeBy(routes.createProject, {
        params: { companyId },
        answer,
        companyId: otherCompany,
      }),
    ).toEqual([{ kind: 'project', companyId, projectId }]);
  });

  it('falls back on what the caller knows when neither the path nor the answer says', () => {
    expect(
      changesMadeBy(routes.removeProjectLlmModel, {
        params: { linkId: 'x' },
        answer: undefined,
        companyId,
        projectId,
      }),
    ).toEqual([{ kind: 'project_llm_model', companyId, projectId }]);
    expect(changesMadeBy(routes.deleteLlmModel, { params: { id: 'm' }, companyId })).toEqual([
      { kind: 'llm_model', companyId, projectId: null },
      { kind: 'project_llm_model', companyId, projectId: null },
    ]);
  });

  it("takes a new company's id from the answer", () => {
    expect(
      changesMadeBy(routes.createCompany, { answer: { id: companyId, name: 'Acme' } }),
    ).toEqual([{ kind: 'company', companyId, projectId: null }]);
  });

  it("refreshes the person's own answer after an account write", () => {
    const changes = changesMadeBy(routes.enableTwoFactor, {});
    expect(pathsOutdatedByChanges(changes)).toEqual([routes.getCurrentUser.path]);
  });

  it('is nothing for a write that changes nothing a client keeps', () => {
    expect(changesMadeBy(routes.submitFeedback, {})).toEqual([]);
    expect(changesMadeBy(routes.changePassword, {})).toEqual([]);
  });

  it('refreshes after a write what the events of each entity it records refresh', () => {
    const changes = changesMadeBy(routes.updateProjectGdpr, {
      params: { id: projectId },
      companyId,
    });
    expect(changes.map((change) => change.kind)).toEqual(['project_gdpr', 'project']);
    expect(new Set(pathsOutdatedByChanges(changes))).toEqual(
      new Set([...outdatedBy('project-gdpr.updated'), ...outdatedBy('project.updated')]),
    );
  });

  it('names only write routes', () => {
    for (const name of Object.keys(ROUTE_CHANGES) as (keyof typeof routes)[]) {
      expect(routes[name].method).not.toBe('GET');
    }
  });
});
