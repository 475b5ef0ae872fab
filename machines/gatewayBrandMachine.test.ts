import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { gatewayBrandMachine, newGatewayBrand, type GatewayBrandEvent } from './gatewayBrandMachine';

function after(events: GatewayBrandEvent[]) {
  const actor = createActor(gatewayBrandMachine, { input: newGatewayBrand('https://brand.example.com') }).start();
  for (const event of events) actor.send(event);
  return actor.getSnapshot();
}

describe('gateway brand decisions (spec 2, section 4)', () => {
  it('a slave is NEW, without exclusion, with its master; choosing master again clears the master', () => {
    const slave = after([{ type: 'CHOOSE_MASTER' }, { type: 'EXCLUDE', reason: 'MISC', comment: 'Why' }, { type: 'CHOOSE_SLAVE', masterBrandId: 7 }]);
    expect(slave.value).toBe('slave');
    expect(slave.context).toMatchObject({ rank: 'SLAVE', status: 'NEW', exclusionReason: null, exclusionReasonComment: null, masterBrandId: 7 });
    expect(after([{ type: 'CHOOSE_SLAVE', masterBrandId: 7 }, { type: 'CHOOSE_MASTER' }]).context).toMatchObject({ rank: 'MASTER', status: 'NEW', masterBrandId: null });
  });

  it('inclusion is a master\'s: included clears the reason and comment; a slave cannot be included', () => {
    expect(after([{ type: 'CHOOSE_MASTER' }, { type: 'EXCLUDE', reason: 'MISC', comment: 'Why' }, { type: 'INCLUDE' }]).context).toMatchObject({ status: 'INCLUDED', exclusionReason: null, exclusionReasonComment: null });
    expect(after([{ type: 'CHOOSE_SLAVE', masterBrandId: 7 }, { type: 'INCLUDE' }]).context.status).toBe('NEW');
  });

  it("'No website' puts the website aside and gives it back", () => {
    const waived = after([{ type: 'NO_WEBSITE_ON' }]);
    expect(waived.context).toMatchObject({ website: null, isHasNoWebsiteConfirmed: true, rememberedWebsite: 'https://brand.example.com' });
    expect(after([{ type: 'NO_WEBSITE_ON' }, { type: 'NO_WEBSITE_OFF' }]).context).toMatchObject({ website: 'https://brand.example.com', isHasNoWebsiteConfirmed: false, rememberedWebsite: null });
  });
});
