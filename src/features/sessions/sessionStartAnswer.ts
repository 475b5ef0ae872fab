// What a refused session start asks for (spec 3, section 8: "read from the first error extension of the answer"): one of
// the SCRAPING_SESSION_* types with its dialog's data, or null for any other error (the failure title). The data may sit
// beside the type in the extensions (domain/scrapingSessions.ts) or under extensions.data (schema.graphql's wording):
// both are read.
import { sessionStartErrorOf, type SessionStartError } from '../../../domain/scrapingSessions';
import { graphQLErrorsOf } from '../../relay/errorMessage';

export function sessionStartAnswerOf(error: unknown): SessionStartError | null {
  const [first] = graphQLErrorsOf(error);
  const extensions = first?.extensions;
  if (!extensions || typeof extensions !== 'object') return null;
  const data = (extensions as { data?: unknown }).data;
  const merged = typeof data === 'object' && data !== null && !Array.isArray(data) ? { ...(data as object), ...extensions, type: extensions.type } : extensions;
  return sessionStartErrorOf(merged);
}
