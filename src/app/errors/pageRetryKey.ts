// Each Retry of the page error boundary bumps this number. Routes pass it as Relay's `fetchKey`
// (useLazyLoadQuery(query, variables, { fetchKey: usePageRetryKey() })) so a retry really asks the server again
// instead of re-reading the failed request from Relay's cache.
import { createContext, useContext } from 'react';

export const PageRetryKeyContext = createContext(0);

export function usePageRetryKey(): number {
  return useContext(PageRetryKeyContext);
}
