// Reading the server's words out of whatever a Relay query or mutation failed with: our GraphQLResponseError (errors
// and no data), the `errors` array Relay passes to onCompleted (partial data), a network failure, or anything else.
import { isGraphQLResponseError, type GraphQLErrorPayload } from './GraphQLResponseError';

const FALLBACK_MESSAGE = 'Something went wrong. Please try again.';
const NETWORK_MESSAGE = 'The server could not be reached. Check your connection and try again.';

function isErrorPayload(value: unknown): value is GraphQLErrorPayload {
  return typeof value === 'object' && value !== null && typeof (value as { message?: unknown }).message === 'string';
}

/** The GraphQL errors carried by `error`, if any (also looks into `source.errors` and `cause`, as Relay may wrap). */
export function graphQLErrorsOf(error: unknown): readonly GraphQLErrorPayload[] {
  if (isGraphQLResponseError(error)) return error.errors;
  if (Array.isArray(error)) return error.filter(isErrorPayload);
  if (typeof error === 'object' && error !== null) {
    const candidate = error as { errors?: unknown; source?: { errors?: unknown }; cause?: unknown };
    if (Array.isArray(candidate.errors)) return candidate.errors.filter(isErrorPayload);
    if (Array.isArray(candidate.source?.errors)) return candidate.source.errors.filter(isErrorPayload);
    if (candidate.cause !== undefined && candidate.cause !== error) return graphQLErrorsOf(candidate.cause);
  }
  return [];
}

/** The message to show a person: the server's message when there is one. */
export function errorMessage(error: unknown): string {
  const [first] = graphQLErrorsOf(error);
  if (first?.message) return first.message;
  if (error instanceof TypeError && /fetch|network/i.test(error.message)) return NETWORK_MESSAGE;
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return FALLBACK_MESSAGE;
}

/** The server's error type (`extensions.type`, e.g. 'CONFLICT' or 'DUPLICATE_LOCATION'), when the error has one. */
export function errorType(error: unknown): string | undefined {
  for (const payload of graphQLErrorsOf(error)) {
    const type = payload.extensions?.type;
    if (typeof type === 'string') return type;
  }
  return undefined;
}
