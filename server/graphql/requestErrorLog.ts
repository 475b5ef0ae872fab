// What the API writes to its log when a request fails: one short line per error (operation, error type, a truncated
// message), never a variable's value, and no line longer than MAX_LOG_LINE. A 10 MB variable of the wrong type once
// wrote 20 MB of log: graphql-js quotes the value in its message, and the whole error object was printed.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Plugin } from 'graphql-yoga';
import { classifyRequestError, isGraphQLErrorLike, shortMessage } from './errors';

export const MAX_LOG_LINE = 2000;
const STACK_FRAMES = 5;

const operations = new AsyncLocalStorage<{ operationName?: string }>();

/** The operation's name as the request gives it, or as its document's first definition says (read from its head only). */
function operationNameOf(params: { operationName?: string | null; query?: string | null }): string | undefined {
  if (params.operationName) return params.operationName.slice(0, 100);
  return /^\s*(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]{0,99})/.exec((params.query ?? '').slice(0, 300))?.[1];
}

/** Remembers each operation's name for the lines its errors write (yoga's logger and maskError are not told it). */
export function useOperationNameInErrorLog(): Plugin {
  return {
    instrumentation: { operation: (_payload, wrapped) => operations.run({}, wrapped) },
    onParams({ params }) {
      const current = operations.getStore();
      if (current) current.operationName = operationNameOf(params);
    },
  };
}

const capped = (line: string) => (line.length > MAX_LOG_LINE ? `${line.slice(0, MAX_LOG_LINE)}… (line cut)` : line);

const stackOf = (error: Error) =>
  (error.stack ?? '')
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .slice(0, STACK_FRAMES)
    .map((line) => line.trim())
    .join(' | ');

/** One line for one error: 'GraphQL VALIDATION in UpdateUser (updateUser): <message>'. Expected refusals (app errors) are answers, not faults: no line. */
export function errorLogLine(error: unknown): { level: 'warn' | 'error'; line: string } | null {
  const { type, appError } = classifyRequestError(error);
  if (appError) return null;
  const operation = operations.getStore()?.operationName ?? 'anonymous operation';
  const field = isGraphQLErrorLike(error) && error.path?.length ? ` (${error.path.join('.')})` : '';
  const cause = isGraphQLErrorLike(error) ? (error.originalError ?? error) : error;
  const name = cause instanceof Error ? cause.name : typeof cause;
  const message = cause instanceof Error ? cause.message : String(cause);
  const head = `GraphQL ${type} in ${operation}${field}: ${name}: ${shortMessage(message)}`;
  if (type !== 'INTERNAL') return { level: 'warn', line: capped(head) };
  return { level: 'error', line: capped(cause instanceof Error ? `${head} | ${stackOf(cause)}` : head) };
}

/** yoga logs some errors twice (as it masks them, and again as it answers them): one line is enough. */
const loggedErrors = new WeakSet<object>();

const text = (value: unknown) => (typeof value === 'string' ? value : value instanceof Error ? `${value.name}: ${value.message}` : String(value));

/** yoga's logger: errors as errorLogLine writes them, anything else as one capped line; debug only with DEBUG set. */
export const requestErrorLogger: Record<'debug' | 'info' | 'warn' | 'error', (...args: unknown[]) => void> = {
  debug: (...args) => {
    if (process.env.DEBUG) console.debug(capped(args.map(text).join(' ')));
  },
  info: (...args) => console.info(capped(args.map(text).join(' '))),
  warn: (...args) => console.warn(capped(args.map(text).join(' '))),
  error: (...args) => {
    for (const arg of args) {
      if (typeof arg === 'string') {
        console.error(capped(shortMessage(arg)));
        continue;
      }
      if (typeof arg === 'object' && arg !== null) {
        if (loggedErrors.has(arg)) continue;
        loggedErrors.add(arg);
      }
      const entry = errorLogLine(arg);
      if (entry) console[entry.level](entry.line);
    }
  },
};
