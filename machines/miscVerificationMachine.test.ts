// Miscellaneous verification of a done task: the resolver verifies, then a QC holder QC-verifies; each stage records
// who, when and a trimmed comment, and a refused event changes nothing.
import { describe, expect, it } from 'vitest';
import { newTaskFacts } from './taskLifecycleMachine';
import { applyMiscVerification, miscStateOf, type MiscVerificationEvent } from './miscVerificationMachine';
import type { Actor, TaskFacts } from './taskTypes';

const resolver: Actor = { id: 9, roleName: 'reviewer', permissions: ['dishReviewTask.resolve'] };
const qcAdmin: Actor = { id: 20, roleName: 'admin', permissions: ['dishReviewTask.admin'] };
const otherQcAdmin: Actor = { id: 21, roleName: 'admin', permissions: ['dishReviewTask.admin'] };
const at = '2026-11-22T10:00:00.000Z';
const later = '2026-11-23T10:00:00.000Z';

// Built in each test: code run while collecting counts for every test in the mutation run.
const resolvedTask = (): TaskFacts => ({ ...newTaskFacts('DISH_REVIEW'), status: 'RESOLVED', assignedToId: 9, resolvedById: 9, resolvedDate: at });
const verifiedTask = () => ({ ...resolvedTask(), ...applyMiscVerification(resolvedTask(), verify(resolver, 'checked')) });
const misc = (facts: TaskFacts) => {
  const { miscVerifiedById, miscVerifiedDate, miscVerifiedComment, miscQcVerifiedById, miscQcVerifiedDate, miscQcVerifiedComment } = facts;
  return { miscVerifiedById, miscVerifiedDate, miscVerifiedComment, miscQcVerifiedById, miscQcVerifiedDate, miscQcVerifiedComment };
};
const verify = (actor: Actor, comment: string | null, when = at): MiscVerificationEvent => ({ type: 'MISC_VERIFY', actor, comment, at: when });
const qcVerify = (actor: Actor, comment: string | null, when = at): MiscVerificationEvent => ({ type: 'MISC_QC_VERIFY', actor, comment, at: when });

describe('the stage a task is in', () => {
  it('is read from who verified it', () => {
    const done = resolvedTask();
    expect(miscStateOf(done)).toBe('unverified');
    expect(miscStateOf({ ...done, miscVerifiedById: 9 })).toBe('verified');
    expect(miscStateOf({ ...done, miscVerifiedById: 9, miscQcVerifiedById: 20 })).toBe('qcVerified');
  });
});

describe('verification by the resolver', () => {
  it('records who, when and the trimmed comment', () => {
    const done = resolvedTask();
    expect(applyMiscVerification(done, verify(resolver, '  Looks right \n'))).toEqual({
      ...misc(done),
      miscVerifiedById: 9,
      miscVerifiedDate: at,
      miscVerifiedComment: 'Looks right',
    });
  });

  it('stores a blank comment as none', () => {
    const done = resolvedTask();
    expect(applyMiscVerification(done, verify(resolver, '   ')).miscVerifiedComment).toBeNull();
    expect(applyMiscVerification(done, verify(resolver, null)).miscVerifiedComment).toBeNull();
  });

  it('may be made again by the resolver until the task is QC-verified', () => {
    const done = resolvedTask();
    const verified = { ...done, ...applyMiscVerification(done, verify(resolver, 'first')) };
    expect(applyMiscVerification(verified, verify(resolver, 'second', later))).toMatchObject({ miscVerifiedComment: 'second', miscVerifiedDate: later });
    const qcVerified = { ...verified, ...applyMiscVerification(verified, qcVerify(qcAdmin, 'agreed')) };
    expect(applyMiscVerification(qcVerified, verify(resolver, 'third', later))).toEqual(misc(qcVerified));
  });

  it('changes nothing when someone else verifies, or when the event has no caller', () => {
    const done = resolvedTask();
    expect(applyMiscVerification(done, verify(qcAdmin, 'mine'))).toEqual(misc(done));
    expect(applyMiscVerification(done, { type: 'MISC_VERIFY', comment: 'anonymous', at } as unknown as MiscVerificationEvent)).toEqual(misc(done));
  });
});

describe('QC verification', () => {
  it('records who, when and the trimmed comment, keeping the first verification', () => {
    const verified = verifiedTask();
    expect(applyMiscVerification(verified, qcVerify(qcAdmin, ' Agreed ', later))).toEqual({
      miscVerifiedById: 9,
      miscVerifiedDate: at,
      miscVerifiedComment: 'checked',
      miscQcVerifiedById: 20,
      miscQcVerifiedDate: later,
      miscQcVerifiedComment: 'Agreed',
    });
    expect(applyMiscVerification(verified, qcVerify(qcAdmin, ' ')).miscQcVerifiedComment).toBeNull();
  });

  it('waits for the first verification', () => {
    const done = resolvedTask();
    expect(applyMiscVerification(done, qcVerify(qcAdmin, 'too soon'))).toEqual(misc(done));
  });

  it('may be changed by the person who made it, and by no one else', () => {
    const verified = verifiedTask();
    const qcVerified = { ...verified, ...applyMiscVerification(verified, qcVerify(qcAdmin, 'Agreed')) };
    expect(applyMiscVerification(qcVerified, qcVerify(qcAdmin, 'On second thought', later))).toMatchObject({
      miscQcVerifiedById: 20,
      miscQcVerifiedComment: 'On second thought',
      miscQcVerifiedDate: later,
    });
    expect(applyMiscVerification(qcVerified, qcVerify(otherQcAdmin, 'Mine now', later))).toEqual(misc(qcVerified));
    expect(applyMiscVerification(qcVerified, { type: 'MISC_QC_VERIFY', comment: 'anonymous', at } as unknown as MiscVerificationEvent)).toEqual(misc(qcVerified));
  });

  it('refuses a holder of the resolve permission only', () => {
    const verified = verifiedTask();
    expect(applyMiscVerification(verified, qcVerify(resolver, 'self check'))).toEqual(misc(verified));
  });
});
