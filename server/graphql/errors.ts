// Expected failures are GraphQL errors with extensions.type and a message a person can act on (DESIGN.md section 4).
import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';

export type ErrorType =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'VALIDATION'
  | 'CONFLICT'
  | 'DUPLICATE_LOCATION'
  | 'MAX_ASSIGNED_DEFINITION_TASK_LIMIT_REACHED'
  | 'INVALID_VIEW_TYPE'
  | 'LOGIN_FAILED'
  | 'SCRAPING_SESSION_ALREADY_IN_PROGRESS'
  | 'SCRAPING_SESSION_NOT_FOUND'
  // A session start the planner answers (spec 3, section 8; domain/scrapingSessions.ts): the dialog's data beside the type.
  | 'SCRAPING_SESSION_NO_MENUS_AVAILABLE'
  | 'SCRAPING_SESSION_MIN_TIME_SLOT_COUNT_NOT_CONFIRMED'
  | 'SCRAPING_SESSION_NOT_ALL_MENUS_ARE_AVAILABLE'
  | 'SCRAPING_SESSION_NOT_ALL_MENUS_SELECTED_BY_ROLES_ARE_AVAILABLE'
  | 'SCRAPING_SESSION_NOT_ALL_MENUS_SELECTED_BY_IDS_AVAILABLE'
  // A service we call (Google Places) did not answer.
  | 'UNAVAILABLE';

export function appError(type: ErrorType, message: string, extra: Record<string, unknown> = {}): GraphQLError {
  return new GraphQLError(message, { extensions: { type, ...extra } });
}

export const unauthenticated = () => appError('UNAUTHENTICATED', 'Unauthenticated.');
export const forbidden = (message = 'You do not have permission to do this.') => appError('FORBIDDEN', message);
export const notFound = (what: string) => appError('NOT_FOUND', `${what} was not found.`);
export const validationError = (message: string, field?: string) => appError('VALIDATION', message, field ? { field } : {});
export const conflict = (message = 'Someone else changed this since you opened it. Reload to see their changes.') =>
  appError('CONFLICT', message);

/** Duck-typed: graphql can be loaded twice (its ESM and CommonJS builds), so instanceof is not reliable. */
export function isGraphQLErrorLike(error: unknown): error is GraphQLError {
  return typeof error === 'object' && error !== null && (error as Error).name === 'GraphQLError';
}

export function isAppError(error: unknown): error is GraphQLError {
  return isGraphQLErrorLike(error) && typeof error.extensions?.type === 'string';
}

/** Longest message an error answers (or logs) with: graphql-js quotes a variable's whole value in its coercion errors. */
export const MAX_ERROR_MESSAGE_LENGTH = 500;

export function truncated(text: string, max = MAX_ERROR_MESSAGE_LENGTH): string {
  return text.length > max ? `${text.slice(0, max)}… (${text.length - max} more characters)` : text;
}

/** graphql-js appends ' Did you mean …?' to unknown names (fields, arguments, enum values): that maps the schema for a stranger. */
export function withoutSuggestions(message: string): string {
  const at = message.indexOf('Did you mean ');
  return at < 0 ? message : message.slice(0, at).trimEnd();
}

/** Each value graphql-js quotes in a message ('got invalid value "…"') cut to its first 40 characters; one linear pass. */
function withShortQuotes(message: string): string {
  let shortened = '';
  let from = 0;
  for (;;) {
    const open = message.indexOf('"', from);
    if (open < 0) break;
    let close = open + 1;
    while (close < message.length && message[close] !== '"') close += message[close] === '\\' ? 2 : 1;
    if (close >= message.length) break;
    const inner = message.slice(open + 1, close);
    shortened += `${message.slice(from, open)}"${inner.length > 60 ? `${inner.slice(0, 40)}…` : inner}"`;
    from = close + 1;
  }
  return shortened + message.slice(from);
}

/**
 * A GraphQL message as it may be answered or logged: no long quoted value, at most 500 characters, and no suggestion
 * unless asked for (`npm run dev` keeps graphql-js's 'Did you mean' for the developer; nothing else shows it).
 */
export function shortMessage(message: string, options: { keepSuggestions?: boolean } = {}): string {
  return truncated(withShortQuotes(options.keepSuggestions ? message : withoutSuggestions(message)));
}

/**
 * What a request error is to the client. App errors keep their type. GraphQL's own refusals of the request (syntax,
 * unknown fields, limits, and variable or argument values that do not fit their types — these come from coercion, with
 * no path or with graphql's own error inside) are VALIDATION. Anything else is INTERNAL.
 */
export function classifyRequestError(error: unknown): { type: string; appError?: GraphQLError } {
  const original = isGraphQLErrorLike(error) ? error.originalError : undefined;
  if (isAppError(error)) return { type: String(error.extensions.type), appError: error };
  if (isAppError(original)) return { type: String(original.extensions.type), appError: original };
  if (isGraphQLErrorLike(error) && (!original || !error.path || isGraphQLErrorLike(original))) return { type: 'VALIDATION' };
  return { type: 'INTERNAL' };
}

/** yoga's maskError: the error as the client sees it, with a short message, no suggestions and never internals. */
export function maskRequestError(error: unknown, message: string, isDev?: boolean, options: { keepSuggestions?: boolean } = {}): Error {
  const { type, appError: known } = classifyRequestError(error);
  if (known) return known;
  if (type === 'VALIDATION' && isGraphQLErrorLike(error)) {
    return new GraphQLError(shortMessage(error.message, options), {
      nodes: error.nodes,
      source: error.source,
      positions: error.positions,
      path: error.path,
      extensions: { ...error.extensions, type: 'VALIDATION' },
    });
  }
  const original = (isGraphQLErrorLike(error) ? error.originalError : error) as Error | undefined;
  const detail = isDev && original?.message ? ` ${shortMessage(original.message)}` : '';
  return new GraphQLError(`${message}${detail}`, { extensions: { type: 'INTERNAL' } });
}

/** The document's own validation errors (unknown fields, enum literals, literal values of the wrong type) skip maskError: answer them alike. */
export function useValidationErrorAnswers(options: { keepSuggestions?: boolean } = {}): Plugin {
  return {
    onValidate: () => ({ valid, result, setResult }) => {
      if (!valid) setResult(result.map((error) => maskRequestError(error, 'Unexpected error.', false, options)));
    },
  };
}
