// Verification of resolved menu scraping tasks through their machine (machines/scrapingVerificationMachine.ts).
import { decideVerification, verificationContextOf, type ScrapingVerificationEvent } from '../../../machines/scrapingVerificationMachine';
import { recordEvent } from '../../history/eventRows';
import { actorOf, lockTask } from '../../tasks/applyTaskEvent';
import { kindOf } from '../../tasks/taskKinds';
import { factsOf, findTask, writeFacts } from '../../tasks/taskRows';
import type { MutationResolvers } from '../__generated__/resolvers';
import type { GraphQLContext } from '../context';
import { appError, forbidden, unauthenticated } from '../errors';
import { parseId } from '../globalIds';

const kind = kindOf('MENU_SCRAPING');

async function verify(context: GraphQLContext, rawId: string, build: (at: string) => Omit<ScrapingVerificationEvent, 'actor'>) {
  const viewer = context.viewer;
  if (!viewer) throw unauthenticated();
  const id = parseId('MenuScrapingTask', rawId);
  return context.db.transaction(async (tx) => {
    const row = await lockTask(tx, kind, id);
    const [menu] = await tx.query<{ status: string }>('SELECT status FROM menus WHERE id = $1', [row.menu_id]);
    const facts = factsOf(row);
    const event = { ...build(new Date().toISOString()), actor: actorOf(viewer) } as ScrapingVerificationEvent;
    const decision = decideVerification(verificationContextOf(facts, menu?.status ?? 'NEW'), event);
    if (!decision.ok) throw decision.refusal.type === 'FORBIDDEN' ? forbidden(decision.refusal.message) : appError('CONFLICT', decision.refusal.message);
    const { verification, verifiedById, verifiedDate } = decision.context;
    await writeFacts(tx, id, { ...facts, verification, verifiedById, verifiedDate }, viewer.id);
    await recordEvent(tx, {
      userId: viewer.id,
      type: event.type === 'VERIFY' ? 'MARK_AS_VERIFIED' : 'UNMARK_AS_VERIFIED',
      entityType: kind.entityType,
      entityId: id,
      message: event.type === 'VERIFY' ? `Task marked as ${verification === 'VERIFIED_IN_DEBUG_MODE' ? 'verified in debug mode' : 'verified'}` : 'Task marked as not verified',
      data: { verification },
    });
    return (await findTask(tx, id))!;
  });
}

export const scrapingVerificationMutationResolvers: Pick<MutationResolvers, 'markMenuScrapingTaskAsVerified' | 'unmarkMenuScrapingTaskAsVerified'> = {
  markMenuScrapingTaskAsVerified: (_parent, { id, isVerifiedInDebugMode }, context) =>
    verify(context, id, (at) => ({ type: 'VERIFY', isDebugMode: isVerifiedInDebugMode, at })) as never,
  unmarkMenuScrapingTaskAsVerified: (_parent, { id }, context) => verify(context, id, (at) => ({ type: 'UNVERIFY', at })) as never,
};
