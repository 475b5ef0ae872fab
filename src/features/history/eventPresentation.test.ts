import { describe, expect, it } from 'vitest';
import { SYSTEM_ACTOR, eventActor, eventBadgeColor, eventTypeLabel, newestFirst } from './eventPresentation';

describe('event presentation', () => {
  it('reads types as words', () => {
    expect(eventTypeLabel('CREATE')).toBe('Create');
    expect(eventTypeLabel('MARK_AS_AWAITING')).toBe('Mark as awaiting');
  });

  it('colours creation, deletion and the rest', () => {
    expect(eventBadgeColor('CREATE')).toBe('success');
    expect(eventBadgeColor('DELETE')).toBe('danger');
    expect(eventBadgeColor('UPDATE')).toBe('brand');
    expect(eventBadgeColor('MARK_AS_AWAITING')).toBe('warning');
    expect(eventBadgeColor('LOGIN')).toBe('informative');
  });

  it('names the product when no person caused the event', () => {
    expect(eventActor(null)).toBe(SYSTEM_ACTOR);
    expect(SYSTEM_ACTOR).toBe('Curation back office');
    expect(eventActor({ name: 'Ada Admin' })).toBe('Ada Admin');
  });

  it('lists newest first, breaking ties by the later event', () => {
    const events = [
      { databaseId: 1, createdDate: '2026-03-05T22:31:00Z' },
      { databaseId: 3, createdDate: '2026-11-22T11:03:00Z' },
      { databaseId: 2, createdDate: '2026-11-22T11:03:00Z' },
    ];
    expect(newestFirst(events).map((event) => event.databaseId)).toEqual([3, 2, 1]);
  });
});
