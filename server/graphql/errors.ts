// Expected failures are GraphQL errors with extensions.type and a message a person can act on (DESIGN.md section 4).
import { GraphQLError } from 'graphql';

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
  | 'SCRAPING_SESSION_NOT_FOUND';

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
