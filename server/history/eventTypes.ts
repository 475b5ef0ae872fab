// Every type of history event the server writes. The GraphQL enum EventType must list each of them: an event whose type
// it lacks cannot be answered, and the whole history query fails (tests/api/eventTypes.test.ts compares the two).
export const EVENT_TYPES = [
  'CREATE',
  'UPDATE',
  'DELETE',
  'ASSIGN',
  'UNASSIGN',
  'START',
  'MARK_AS_AWAITING',
  'UNMARK_AS_AWAITING',
  'MARK_AS_QUALITY_CHECKED',
  'UNMARK_AS_QUALITY_CHECKED',
  'SAVE',
  'RESOLVE',
  'REOPEN',
  'CLUSTER_ATTACH',
  'CLUSTER_UNATTACH',
  'MARK_AS_MASTER',
  'MARK_AS_SLAVE',
  'ATTACH_TO_MASTER',
  'SCRAPE',
  'SCRAPE_ERROR',
  'CRAWL',
  'CRAWL_ERROR',
  'MARK_AS_VERIFIED',
  'UNMARK_AS_VERIFIED',
  'SCRAPING_ISSUE_COMMENT',
  'LOGIN',
] as const;

export type EventType = (typeof EVENT_TYPES)[number];
