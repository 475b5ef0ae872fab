// '/': sends a signed-in person to their first queue with work in it (see landing.ts), a signed-out one to sign-in.
// One small query (queueTotals.ts) asks each list the person may open for its total under the filters it will open
// with; if it fails, the person still lands on their first list.
import { useEffect, useMemo, useState } from 'react';
import { fetchQuery, useRelayEnvironment } from 'react-relay';
import { Navigate } from 'react-router-dom';
import { sessionActor } from '../../features/tasks/personalListDefaults';
import { TASK_LISTS } from '../../features/tasks/taskListDefinitions';
import { allowedLists } from '../../features/tasks/taskListLogic';
import { rememberedFilters } from '../../features/tasks/taskListQueryString';
import { useSession } from '../session/useSession';
import { PageSpinner } from '../shell/PageSpinner';
import { queueTotals, queueTotalsOf, queueTotalsVariables, type QueueTotalsQuery } from '../../features/tasks/queueTotals';
import { landingCandidates, landingPath } from './landing';
import { NoAccessPage } from './NoAccessPage';
import { fallbackPath } from './RequirePermission';

export function LandingRoute() {
  const { user, permissions, can } = useSession();
  const environment = useRelayEnvironment();
  const candidates = useMemo(
    () => landingCandidates(allowedLists(TASK_LISTS, can), sessionActor(user, permissions), (list) => rememberedFilters(list)),
    [can, user, permissions],
  );
  const [target, setTarget] = useState<string | null | undefined>(undefined);

  useEffect(() => {
    if (!user) return;
    const fallback = fallbackPath(permissions);
    if (candidates.length === 0) {
      setTarget(fallback);
      return;
    }
    let current = true;
    fetchQuery<QueueTotalsQuery>(environment, queueTotals, queueTotalsVariables(candidates), { fetchPolicy: 'network-only' })
      .toPromise()
      .then(
        (data) => data && queueTotalsOf(candidates, data),
        () => null,
      )
      .then((totals) => {
        if (current) setTarget(landingPath(candidates, totals ?? null, fallback));
      });
    return () => {
      current = false;
    };
  }, [user, permissions, candidates, environment]);

  if (!user) return <Navigate to="/account/login" replace />;
  if (target === undefined) return <PageSpinner fullScreen label="Finding your work…" />;
  if (target === null) return <NoAccessPage />;
  return <Navigate to={target} replace />;
}
