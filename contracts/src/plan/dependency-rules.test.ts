import { describe, expect, it } from 'vitest';
import { dependencyCycleMessage, dependencyPath, dependencyTwiceMessage } from './dependency-rules';

const edge = (projectId: string, dependsOnProjectId: string) => ({ projectId, dependsOnProjectId });

describe('dependency rules', () => {
  it('finds the path from a project to one it depends on through others', () => {
    const edges = [edge('a', 'b'), edge('b', 'x'), edge('b', 'c'), edge('c', 'd')];
    expect(dependencyPath(edges, 'a', 'd')).toEqual(['a', 'b', 'c', 'd']);
    expect(dependencyPath(edges, 'a', 'a')).toEqual(['a']);
    expect(dependencyPath(edges, 'd', 'a')).toBeUndefined();
  });

  it('ends on a loop already there', () => {
    expect(dependencyPath([edge('a', 'b'), edge('b', 'a')], 'a', 'z')).toBeUndefined();
  });

  it('words the refusals with the projects’ names', () => {
    expect(dependencyCycleMessage('Beta', 'Alpha', ['Beta', 'Alpha', 'Beta'])).toBe(
      'Beta cannot depend on Alpha: that would make a cycle (Beta → Alpha → Beta)',
    );
    expect(dependencyTwiceMessage('Alpha', 'Beta')).toBe('Alpha already depends on Beta');
  });
});
