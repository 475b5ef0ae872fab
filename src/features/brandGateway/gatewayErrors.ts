// What the gateway's refusals carry beyond their message (spec 2, section 8): the other brand's gateway task of a
// DUPLICATE_LOCATION, and the detail of a refused Unmark as master ('This brand has more than N locations attached to it.').
import { errorMessage, graphQLErrorsOf } from '../../relay/errorMessage';

/** The other brand's gateway task number, from the DUPLICATE_LOCATION error's extensions. */
export function duplicateLocationTaskId(error: unknown): number | null {
  const extensions = graphQLErrorsOf(error).find((payload) => payload.extensions?.type === 'DUPLICATE_LOCATION')?.extensions;
  const id = extensions?.brandGatewayTaskId;
  if (typeof id === 'number' && Number.isInteger(id)) return id;
  return typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : null;
}

/** The server's message, then its detail on a new line when it gives one (extensions.detail). */
export function unmarkFailureText(error: unknown): string {
  const detail = graphQLErrorsOf(error)
    .map((payload) => payload.extensions?.detail)
    .find((value): value is string => typeof value === 'string' && value !== '');
  return detail ? `${errorMessage(error)}\n${detail}` : errorMessage(error);
}
