// The machine against the hand-written decision table (tests/support/taskDecisionTable.ts): every case of every row,
// for every event, must be allowed or refused as the doc says, with the reason the doc gives.
import { describe, expect, it } from 'vitest';
import { permissionsOfRoles } from '../domain/roles';
import {
  allCases,
  describeCase,
  expectedOutcome,
  ORACLE_EVENTS,
  ORACLE_ROLES,
  REFUSALS,
  factsOfCase,
  type Case,
} from '../tests/support/taskDecisionTable';
import { decideTaskEvent, type TaskEvent } from './taskLifecycleMachine';
import type { Actor } from './taskTypes';

const at = '2026-11-22T10:00:00.000Z';
const ACTOR_ID = 1;
const OTHER_ID = 2;

function actorOf(role: string): Actor {
  return { id: ACTOR_ID, roleName: role, permissions: permissionsOfRoles([role]) };
}

function machineEvent(c: Case): TaskEvent {
  const actor = actorOf(c.role);
  switch (c.event) {
    case 'ASSIGN_TO_SELF':
      return { type: 'ASSIGN', actor, toUserId: ACTOR_ID, at };
    case 'ASSIGN_TO_OTHER':
      return { type: 'ASSIGN', actor, toUserId: OTHER_ID, at };
    case 'MARK_AWAITING':
      return { type: 'MARK_AWAITING', actor, reason: 'MESSY_BRAND', comment: null, at };
    case 'MARK_AWAITING_WITHOUT_REASON':
      return { type: 'MARK_AWAITING', actor, reason: null, comment: null, at };
    case 'MARK_AWAITING_FOR_ASSISTANCE_WITHOUT_COMMENT':
      return { type: 'MARK_AWAITING', actor, reason: 'NEED_ASSISTANCE', comment: '  ', at };
    case 'MISC_VERIFY':
      return { type: 'MISC_VERIFY', actor, comment: null, at };
    default:
      return { type: c.event, actor, at };
  }
}

/** The machine's answer and the doc's, side by side; null when they agree. */
function disagreement(c: Case): string | null {
  const decision = decideTaskEvent(factsOfCase(c, { actorId: ACTOR_ID, otherId: OTHER_ID }), machineEvent(c));
  const expected = expectedOutcome(c);
  if (expected.allowed) return decision.ok ? null : `${describeCase(c)}: expected allowed, machine refused "${decision.refusal.message}"`;
  if (decision.ok) return `${describeCase(c)}: expected "${expected.anyOf.map((refusal) => refusal.message).join('" or "')}", machine allowed it`;
  const matches = expected.anyOf.some((refusal) => refusal.type === decision.refusal.type && refusal.message === decision.refusal.message);
  return matches
    ? null
    : `${describeCase(c)}: expected ${expected.anyOf.map((refusal) => `${refusal.type} "${refusal.message}"`).join(' or ')}, machine refused ${decision.refusal.type} "${decision.refusal.message}"`;
}

const cases = allCases();

describe('the task machine against the decision table of docs/task-lifecycle.md', () => {
  it.each(ORACLE_EVENTS.map((event) => [event]))('%s: every case as the doc says', (event) => {
    const ofEvent = cases.filter((c) => c.event === event);
    expect(ofEvent.length).toBeGreaterThan(100);
    expect(ofEvent.map(disagreement).filter((line) => line !== null)).toEqual([]);
  });

  it('has cases that are allowed and refused for every event and every role', () => {
    const alwaysInvalid = ['MARK_AWAITING_WITHOUT_REASON', 'MARK_AWAITING_FOR_ASSISTANCE_WITHOUT_COMMENT'];
    for (const event of ORACLE_EVENTS) {
      const outcomes = cases.filter((c) => c.event === event).map((c) => expectedOutcome(c).allowed);
      if (!alwaysInvalid.includes(event)) expect(outcomes, event).toContain(true);
      expect(outcomes, event).toContain(false);
    }
    for (const role of ORACLE_ROLES) expect(cases.some((c) => c.role === role && expectedOutcome(c).allowed === false), role).toBe(true);
  });

  it('pins the message of every row: each is the only reason in some case', () => {
    const alone = new Set(cases.flatMap((c) => {
      const expected = expectedOutcome(c);
      return !expected.allowed && expected.rows.length === 1 ? [expected.rows[0].name] : [];
    }));
    expect(REFUSALS.map((row) => row.name).filter((name) => !alone.has(name))).toEqual([]);
  });
});
