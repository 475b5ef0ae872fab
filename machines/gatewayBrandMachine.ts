// The brand panel's decision on a brand gateway task (spec 2, section 4): rank, inclusion, exclusion reason and 'No
// website', as the spec's rules say each choice leaves the brand. It is the oracle of the model-based test that drives
// the gateway form's own rules and the API with the same events (tests/model/gatewayBrand.api.test.ts): the page, the
// payload and the stored brand must all end where this machine does.
import { assign, setup } from 'xstate';

export type GatewayRank = 'MASTER' | 'SLAVE';
export type GatewayBrandStatus = 'NEW' | 'INCLUDED' | 'EXCLUDED';

export interface GatewayBrandDecision {
  rank: GatewayRank | null;
  status: GatewayBrandStatus;
  exclusionReason: string | null;
  exclusionReasonComment: string | null;
  masterBrandId: number | null;
  website: string | null;
  isHasNoWebsiteConfirmed: boolean;
  /** What 'No website' put aside, given back when it goes off (the page remembers it; the brand does not). */
  rememberedWebsite: string | null;
}

export type GatewayBrandEvent =
  | { type: 'CHOOSE_MASTER' }
  | { type: 'CHOOSE_SLAVE'; masterBrandId: number }
  | { type: 'INCLUDE' }
  | { type: 'EXCLUDE'; reason: string; comment: string | null }
  | { type: 'NO_WEBSITE_ON' }
  | { type: 'NO_WEBSITE_OFF' };

/** A brand no one has ranked yet, as the gateway receives it. */
export function newGatewayBrand(website: string): GatewayBrandDecision {
  return { rank: null, status: 'NEW', exclusionReason: null, exclusionReasonComment: null, masterBrandId: null, website, isHasNoWebsiteConfirmed: false, rememberedWebsite: null };
}

const noExclusion = { exclusionReason: null, exclusionReasonComment: null } as const;

export const gatewayBrandMachine = setup({
  types: {
    context: {} as GatewayBrandDecision,
    events: {} as GatewayBrandEvent,
    input: {} as GatewayBrandDecision,
  },
  actions: {
    // Master clears the inclusion (back to NEW) and the master brand.
    master: assign(() => ({ rank: 'MASTER' as const, status: 'NEW' as const, masterBrandId: null, ...noExclusion })),
    // Slave sets status NEW: a slave is neither included nor excluded.
    slave: assign(({ event }) => ({ rank: 'SLAVE' as const, status: 'NEW' as const, masterBrandId: event.type === 'CHOOSE_SLAVE' ? event.masterBrandId : null, ...noExclusion })),
    // Included clears the exclusion reason and comment.
    include: assign(() => ({ status: 'INCLUDED' as const, ...noExclusion })),
    // Choosing a reason clears the comment; the comment modal (MISC) then gives one.
    exclude: assign(({ event }) => (event.type === 'EXCLUDE' ? { status: 'EXCLUDED' as const, exclusionReason: event.reason, exclusionReasonComment: event.comment } : {})),
    noWebsiteOn: assign(({ context }) => ({ isHasNoWebsiteConfirmed: true, rememberedWebsite: context.website, website: null })),
    noWebsiteOff: assign(({ context }) => ({ isHasNoWebsiteConfirmed: false, website: context.website ?? context.rememberedWebsite, rememberedWebsite: null })),
  },
  guards: {
    websiteShown: ({ context }) => !context.isHasNoWebsiteConfirmed,
    websiteWaived: ({ context }) => context.isHasNoWebsiteConfirmed,
  },
}).createMachine({
  id: 'gatewayBrand',
  context: ({ input }) => input,
  initial: 'unranked',
  on: {
    NO_WEBSITE_ON: { guard: 'websiteShown', actions: 'noWebsiteOn' },
    NO_WEBSITE_OFF: { guard: 'websiteWaived', actions: 'noWebsiteOff' },
  },
  states: {
    unranked: {
      on: {
        CHOOSE_MASTER: { target: 'master', actions: 'master' },
        CHOOSE_SLAVE: { target: 'slave', actions: 'slave' },
      },
    },
    master: {
      initial: 'undecided',
      on: {
        CHOOSE_SLAVE: { target: 'slave', actions: 'slave' },
        INCLUDE: { target: '.included', actions: 'include' },
        EXCLUDE: { target: '.excluded', actions: 'exclude' },
      },
      states: {
        undecided: {},
        included: {},
        excluded: {},
      },
    },
    slave: {
      on: {
        CHOOSE_MASTER: { target: 'master', actions: 'master' },
      },
    },
  },
});
