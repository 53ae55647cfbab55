import { describe, expect, it } from 'vitest';
import {
  AUDIT_ENTITIES,
  ENTITIES,
  PERSONAL_CHANGES,
  isAuditEntity,
  messagePath,
  notFoundMessage,
  type ChangeKind,
} from './entities';
import { EVENT_ROUTES, ROUTE_CHANGES, isWriteRoute } from './integrations/event-routes';
import { eventEntity, eventType } from './integrations/events';
import { AUDIT_ENTITY_LABELS, AUDITED_FIELDS } from './history';
import { routes, type RouteDef, type RouteName } from './routes';

const table = Object.entries(routes) as Array<[RouteName, RouteDef]>;
const kinds = [...AUDIT_ENTITIES, ...Object.keys(PERSONAL_CHANGES)] as ChangeKind[];

describe('the registry of entities', () => {
  it('has one row per audited entity, each with a label and a kebab-case event name of its own', () => {
    expect(Object.keys(ENTITIES)).toEqual([...AUDIT_ENTITIES]);
    const names = AUDIT_ENTITIES.map((entity) => ENTITIES[entity].event);
    expect(new Set(names).size).toBe(names.length);
    for (const entity of AUDIT_ENTITIES) {
      expect(ENTITIES[entity].label.trim()).not.toBe('');
      expect(ENTITIES[entity].event).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(ENTITIES[entity].event).toBe(entity.replace(/_/g, '-'));
    }
  });

  it('makes out of date only reads of the endpoint table, each once', () => {
    for (const kind of kinds) {
      const outdated = EVENT_ROUTES[kind];
      expect(outdated.length, kind).toBeGreaterThan(0);
      expect(new Set(outdated).size, kind).toBe(outdated.length);
      for (const name of outdated) {
        expect(routes[name], `${kind} → ${name}`).toBeDefined();
        expect(isWriteRoute(routes[name]), `${kind} → ${name}`).toBe(false);
      }
    }
  });

  it('sends every company change to the activity log', () => {
    for (const entity of AUDIT_ENTITIES.filter((e) => e !== 'preferences')) {
      expect(ENTITIES[entity].outdates, entity).toContain('listCompanyAudit');
    }
  });

  it('links a message to the project a change concerns, else to the page of its kind', () => {
    expect(messagePath('milestone', 'p-1')).toBe('/projects/p-1');
    expect(messagePath('member', null)).toBe('/team');
    expect(messagePath('llm_model', null)).toBe('/llm-models');
    expect(messagePath('webhook', null)).toBe('/activity');
  });
});

describe('the views of the registry agree with it', () => {
  it('the history labels and fields', () => {
    for (const entity of AUDIT_ENTITIES) {
      expect(AUDIT_ENTITY_LABELS[entity]).toBe(ENTITIES[entity].label);
      expect(AUDITED_FIELDS[entity]).toEqual(ENTITIES[entity].fields);
    }
  });

  it('the event names, both ways', () => {
    for (const entity of AUDIT_ENTITIES) {
      const type = eventType(entity, 'updated');
      expect(type).toBe(`${ENTITIES[entity].event}.updated`);
      expect(eventEntity(type)).toBe(entity);
    }
  });

  it('what each kind outdates', () => {
    expect(Object.keys(EVENT_ROUTES).sort()).toEqual([...kinds].sort());
    for (const entity of AUDIT_ENTITIES)
      expect(EVENT_ROUTES[entity]).toBe(ENTITIES[entity].outdates);
  });

  it('what each write route changes: every write route declares it, in known kinds', () => {
    for (const [name, def] of table) {
      if (!isWriteRoute(def)) {
        expect(def.changes, `${name} reads: it declares no change`).toBeUndefined();
        continue;
      }
      expect(def.changes, `${name} declares what it changes`).toBeDefined();
      for (const kind of def.changes ?? []) expect(kinds, name).toContain(kind);
      expect(new Set(def.changes).size, name).toBe(def.changes?.length);
      if (def.changes?.length) expect(ROUTE_CHANGES[name]).toBe(def.changes);
      else expect(ROUTE_CHANGES[name]).toBeUndefined();
    }
  });

  it('every kind is changed by some write route', () => {
    const declared = new Set(table.flatMap(([, def]) => def.changes ?? []));
    expect(kinds.filter((kind) => !declared.has(kind))).toEqual([]);
    expect(kinds.filter((kind) => !isAuditEntity(kind))).toEqual(['account', 'notification_reads']);
  });
});

describe('notFoundMessage', () => {
  it('names the missing row by the label the history shows for it', () => {
    expect(notFoundMessage('project')).toBe('Project not found');
    expect(notFoundMessage('spend_entry')).toBe('Spend entry not found');
    expect(notFoundMessage('ai_act_obligation')).toBe('EU AI Act obligation not found');
  });
});
