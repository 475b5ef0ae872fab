// When a person's session starts in this tab (sign-in, reload), asks the server who they are now: permissions may have
// changed since (a new role, a disabled account). Renders nothing.
import { useEffect } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { Environment } from 'relay-runtime';
import { appFetchGraphQL } from '../../relay/environment';
import type { SessionRefresherMeQuery, SessionRefresherMeQuery$data } from './__generated__/SessionRefresherMeQuery.graphql';
import { sessionStore } from './sessionStore';

const meQuery = graphql`
  query SessionRefresherMeQuery {
    me {
      id
      databaseId
      name
      email
      permissions
    }
  }
`;

type Me = SessionRefresherMeQuery$data['me'];

const fetchMe = (environment: Environment): Promise<Me> =>
  fetchQuery<SessionRefresherMeQuery>(environment, meQuery, {}, { fetchPolicy: 'network-only' })
    .toPromise()
    .then((data) => data?.me ?? null);

export async function refreshSessionUser(environment: Environment): Promise<void> {
  let me = await fetchMe(environment);
  // `me` is null when the server did not accept the access token: renew the tokens once and ask again.
  if (!me && (await appFetchGraphQL.refreshTokens())) me = await fetchMe(environment);
  if (!me) {
    sessionStore.clear();
    return;
  }
  const { id, databaseId, name, email, permissions } = me;
  sessionStore.setUser({ id, databaseId, name, email }, [...permissions]);
}

export function SessionRefresher({ userId }: { userId: string | null }) {
  const environment = useRelayEnvironment();
  useEffect(() => {
    if (!userId) return;
    // A network failure keeps the stored permissions; a refused session is cleared by the fetch function.
    refreshSessionUser(environment).catch(() => undefined);
  }, [environment, userId]);
  return null;
}
