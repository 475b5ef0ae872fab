// '/': sends a signed-in person to their first queue with work in it (see landing.ts), a signed-out one to sign-in.
// One small query asks each list the person may open for its total under the filters it will open with; if it fails,
// the person still lands on their first list.
import { useEffect, useMemo, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { Navigate } from 'react-router-dom';
import { sessionActor } from '../../features/tasks/personalListDefaults';
import { TASK_LISTS, type TaskListDefinition } from '../../features/tasks/taskListDefinitions';
import { allowedLists } from '../../features/tasks/taskListLogic';
import { rememberedFilters } from '../../features/tasks/taskListQueryString';
import { useSession } from '../session/useSession';
import { PageSpinner } from '../shell/PageSpinner';
import type { LandingRouteQuery, LandingRouteQuery$data, LandingRouteQuery$variables } from './__generated__/LandingRouteQuery.graphql';
import { landingCandidates, landingPath, type LandingCandidate } from './landing';
import { NoAccessPage } from './NoAccessPage';
import { fallbackPath } from './RequirePermission';

const landingQuery = graphql`
  query LandingRouteQuery(
    $withBrandGateway: Boolean!
    $brandGateway: BrandGatewayTaskFilters
    $withBrandDefinition: Boolean!
    $brandDefinition: BrandDefinitionTaskFilters
    $withMenuDefinition: Boolean!
    $menuDefinition: MenuDefinitionTaskFilters
    $withMenuScraping: Boolean!
    $menuScraping: MenuScrapingTaskFilters
    $withDishReview: Boolean!
    $dishReview: DishReviewTaskFilters
  ) {
    brandGateway: brandGatewayTasks(filters: $brandGateway, page: 1, pageSize: 1) @include(if: $withBrandGateway) {
      total
    }
    brandDefinition: brandDefinitionTasks(filters: $brandDefinition, page: 1, pageSize: 1) @include(if: $withBrandDefinition) {
      total
    }
    menuDefinition: menuDefinitionTasks(filters: $menuDefinition, page: 1, pageSize: 1) @include(if: $withMenuDefinition) {
      total
    }
    menuScraping: menuScrapingTasks(filters: $menuScraping, page: 1, pageSize: 1) @include(if: $withMenuScraping) {
      total
    }
    dishReview: dishReviewTasks(filters: $dishReview, page: 1, pageSize: 1) @include(if: $withDishReview) {
      total
    }
  }
`;

type CountField = TaskListDefinition['countField'];
const WITH: Record<CountField, keyof LandingRouteQuery$variables> = {
  brandGateway: 'withBrandGateway',
  brandDefinition: 'withBrandDefinition',
  menuDefinition: 'withMenuDefinition',
  menuScraping: 'withMenuScraping',
  dishReview: 'withDishReview',
};

function variablesOf(candidates: readonly LandingCandidate[]): LandingRouteQuery$variables {
  const variables: Record<string, unknown> = Object.fromEntries(Object.values(WITH).map((name) => [name, false]));
  for (const { list, filters } of candidates) {
    variables[WITH[list.countField]] = true;
    variables[list.countField] = filters;
  }
  return variables as unknown as LandingRouteQuery$variables;
}

function totalsOf(candidates: readonly LandingCandidate[], data: LandingRouteQuery$data): Map<TaskListDefinition, number> {
  return new Map(candidates.map(({ list }) => [list, data[list.countField]?.total ?? 0]));
}

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
    fetchQuery<LandingRouteQuery>(environment, landingQuery, variablesOf(candidates), { fetchPolicy: 'network-only' })
      .toPromise()
      .then(
        (data) => data && totalsOf(candidates, data),
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
