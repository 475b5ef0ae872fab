import { describe, expect, it } from 'vitest';
import { notificationTitles, pathAfterResolve, taskPageKind } from './taskKindBySlug';

describe('task page wording and routing', () => {
  const gateway = taskPageKind('brand-gateway')!;
  it('uses the spec titles', () => {
    expect(notificationTitles(gateway, 'assign')).toEqual({ success: 'Brand gateway task assigned.', failure: 'Brand gateway task assign failed.' });
    expect(notificationTitles(gateway, 'save').failure).toBe('Save brand gateway task failed.');
    expect(notificationTitles(gateway, 'resolve')).toEqual({ success: 'Brand gateway task view resolved.', failure: 'Resolve brand gateway task failed.' });
    expect(notificationTitles(taskPageKind('menu-scraping')!, 'resolve').failure).toBe('Menu scraping task failed.');
  });
  it('goes to the pipeline next task, else the list; menu definition back to the gateway list', () => {
    expect(pathAfterResolve(gateway, { __typename: 'BrandDefinitionTask', databaseId: 7 })).toBe('/tasks/brand-definition/7');
    expect(pathAfterResolve(gateway, { __typename: 'MenuDefinitionTask', databaseId: 9 })).toBe('/tasks/menu-definition/9');
    expect(pathAfterResolve(gateway, null)).toBe('/tasks/brand-gateway');
    expect(pathAfterResolve(taskPageKind('menu-definition')!, null)).toBe('/tasks/brand-gateway');
  });
});
