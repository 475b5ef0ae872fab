// A REST call of the API (an upload, a report download) with the access token, as GraphQL calls carry it: a missing
// token is renewed first, and a refused one (401) renewed once through the app's single refresh and the call retried.
import { sessionStore } from '../app/session/sessionStore';
import { appFetchGraphQL } from './environment';

/** `init` is called per attempt: a request body (FormData, a stream) may be read only once. */
export async function fetchWithAccessToken(url: string, init: () => RequestInit = () => ({})): Promise<Response> {
  const send = (token: string | null) => {
    const request = init();
    return window.fetch(url, { ...request, headers: { ...(request.headers as Record<string, string> | undefined), ...(token ? { authorization: `Bearer ${token}` } : {}) } });
  };
  let token = sessionStore.getAccessToken();
  if (!token && (await appFetchGraphQL.refreshTokens())) token = sessionStore.getAccessToken();
  const response = await send(token);
  if (response.status === 401 && (await appFetchGraphQL.refreshTokens())) return send(sessionStore.getAccessToken());
  return response;
}
