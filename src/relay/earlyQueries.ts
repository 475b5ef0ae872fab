// A route's query started before the route's component asks for it: at start-up, while the page's code is still
// loading and running (src/app/routing/startRouteData.ts). The component then asks Relay as always (useLazyLoadQuery,
// any fetch policy); the Relay network takes the answer already under way for the same operation and variables instead
// of asking the API a second time. An answer nobody takes within a few seconds is dropped.
import { createOperationDescriptor, getRequest, type GraphQLTaggedNode, type Variables } from 'relay-runtime';
import type { GraphQLResponseBody } from './fetchGraphQL';

const UNCLAIMED_FOR_MS = 10_000;

interface Early {
  startedAt: number;
  response: Promise<GraphQLResponseBody>;
  /** The answer, once it has arrived. */
  arrived?: GraphQLResponseBody;
}

const early = new Map<string, Early>();

/** Objects with their keys sorted, so that equal variables give equal keys whatever order they were built in. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, field]) => field !== undefined);
    return `{${entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([key, field]) => `${JSON.stringify(key)}:${stableJson(field)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

const keyOf = (operationName: string, variables: Variables) => `${operationName}\n${stableJson(variables)}`;

/**
 * Starts `query` with `variables` through `send` (the app's fetch), keyed as the Relay network will see the request:
 * Relay completes the variables with the operation's defaults before it fetches, and so does this.
 */
export function startEarlyQuery(
  query: GraphQLTaggedNode,
  variables: Variables,
  send: (request: { query: string; variables: Variables; operationName: string }) => Promise<GraphQLResponseBody>,
): void {
  const request = getRequest(query);
  const operation = createOperationDescriptor(request, variables);
  const { name, text } = request.params;
  if (!text) return;
  const key = keyOf(name, operation.request.variables);
  if (early.has(key)) return;
  const response = send({ query: text, variables: operation.request.variables, operationName: name });
  const entry: Early = { startedAt: Date.now(), response };
  // Unclaimed, a failure is nobody's to report; claimed, the claimer sees it.
  arrivals.push(response.then((body) => void (entry.arrived = body), () => undefined));
  early.set(key, entry);
}

const arrivals: Promise<void>[] = [];

/** Resolves when every query started so far has its answer (or has failed). */
export function earlyQueriesArrived(): Promise<void> {
  return Promise.all(arrivals).then(() => undefined);
}

/**
 * The answer to this request started early, once: the answer itself when it has arrived (Relay, given it at once,
 * renders without suspending), else the answer under way; undefined when there is none (or it waited too long).
 */
export function claimEarlyQuery(operationName: string, variables: Variables): GraphQLResponseBody | Promise<GraphQLResponseBody> | undefined {
  const key = keyOf(operationName, variables);
  const found = early.get(key);
  if (!found) return undefined;
  early.delete(key);
  if (Date.now() - found.startedAt > UNCLAIMED_FOR_MS) return undefined;
  return found.arrived ?? found.response;
}
