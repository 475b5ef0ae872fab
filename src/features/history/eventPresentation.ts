// How an event reads in the history: its type as words, the badge colour, who did it, and newest first.

/** The product's own name stands in for events no person caused (spec 1, section 2: history drawer). */
export const SYSTEM_ACTOR = 'Curation back office';

export type EventBadgeColor = 'brand' | 'success' | 'danger' | 'warning' | 'informative';

/** 'MARK_AS_AWAITING' -> 'Mark as awaiting'. */
export function eventTypeLabel(type: string): string {
  const words = type.toLowerCase().split('_').filter(Boolean).join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function eventBadgeColor(type: string): EventBadgeColor {
  if (type === 'CREATE' || type === 'RESOLVE' || type.startsWith('MARK_AS_VERIFIED') || type === 'MARK_AS_QUALITY_CHECKED') return 'success';
  if (type === 'DELETE' || type.includes('ERROR')) return 'danger';
  if (type.includes('AWAITING') || type === 'REOPEN') return 'warning';
  if (type === 'UPDATE' || type === 'SAVE') return 'brand';
  return 'informative';
}

export function eventActor(user: { name: string } | null | undefined): string {
  return user?.name ?? SYSTEM_ACTOR;
}

/** Newest first; events at the same instant keep the later-written (higher number) first. */
export function newestFirst<Event extends { createdDate: string; databaseId: number }>(events: readonly Event[]): Event[] {
  return [...events].sort((a, b) => {
    const byTime = Date.parse(b.createdDate) - Date.parse(a.createdDate);
    return byTime !== 0 && !Number.isNaN(byTime) ? byTime : b.databaseId - a.databaseId;
  });
}
