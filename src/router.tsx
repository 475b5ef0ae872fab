// Every route of the SPA (spec 1, section 2), as a react-router data router.
import { lazy, type ReactNode } from 'react';
import { Navigate, createBrowserRouter, type RouteObject } from 'react-router-dom';
import { RootErrorPage } from './app/errors/RootErrorPage';
import { areaByKey } from './app/navigation/areas';
import { RequireAnonymous } from './app/routing/RequireAnonymous';
import { RequireAuth } from './app/routing/RequireAuth';
import { RequirePermission } from './app/routing/RequirePermission';
import { RootLayout } from './app/RootLayout';
import { AppShell } from './app/shell/AppShell';
import { ComingSoonPage } from './app/shell/ComingSoonPage';
import { NotFoundPage } from './app/shell/NotFoundPage';
import { preloadableLazy } from './components/preloadableLazy';

const LoginRoute = lazy(() => import('./features/auth/LoginRoute').then((m) => ({ default: m.LoginRoute })));
const LoginEmailRoute = lazy(() => import('./features/auth/LoginEmailRoute').then((m) => ({ default: m.LoginEmailRoute })));
const LogoutRoute = lazy(() => import('./features/auth/LogoutRoute').then((m) => ({ default: m.LogoutRoute })));
const LandingRoute = lazy(() => import('./app/routing/LandingRoute').then((m) => ({ default: m.LandingRoute })));
// The two pages people open cold from links: start-up fetches them ahead (app/routing/startRouteData.ts).
export const TasksHubRoute = preloadableLazy(() => import('./features/tasks/TasksHubRoute').then((m) => m.TasksHubRoute));
const DishReviewFromMenuRoute = lazy(() =>
  import('./features/tasks/DishReviewFromMenuRoute').then((m) => ({ default: m.DishReviewFromMenuRoute })),
);
export const TaskRoute = preloadableLazy(() => import('./features/taskPage/TaskRoute').then((m) => m.TaskRoute));
const UsersListRoute = lazy(() => import('./features/users/UsersListRoute').then((m) => ({ default: m.UsersListRoute })));
const UserCreateRoute = lazy(() => import('./features/users/UserCreateRoute').then((m) => ({ default: m.UserCreateRoute })));
const UserEditRoute = lazy(() => import('./features/users/UserEditRoute').then((m) => ({ default: m.UserEditRoute })));
const BrandsListRoute = lazy(() => import('./features/brands/BrandsListRoute').then((m) => ({ default: m.BrandsListRoute })));
const BrandDetailRoute = lazy(() => import('./features/brands/BrandDetailRoute').then((m) => ({ default: m.BrandDetailRoute })));
const LocationDetailRoute = lazy(() => import('./features/locations/LocationDetailRoute').then((m) => ({ default: m.LocationDetailRoute })));
const MenusListRoute = lazy(() => import('./features/menus/MenusListRoute').then((m) => ({ default: m.MenusListRoute })));
const MenuDetailRoute = lazy(() => import('./features/menus/MenuDetailRoute').then((m) => ({ default: m.MenuDetailRoute })));
const TemplatesListRoute = lazy(() => import('./features/templates/TemplatesListRoute').then((m) => ({ default: m.TemplatesListRoute })));
const TemplateCreateRoute = lazy(() => import('./features/templates/TemplateCreateRoute').then((m) => ({ default: m.TemplateCreateRoute })));
const TemplateEditRoute = lazy(() => import('./features/templates/TemplateEditRoute').then((m) => ({ default: m.TemplateEditRoute })));
const ClustersListRoute = lazy(() => import('./features/clusters/ClustersListRoute').then((m) => ({ default: m.ClustersListRoute })));
const ClusterRoute = lazy(() => import('./features/clusters/ClusterRoute').then((m) => ({ default: m.ClusterRoute })));
const RerunsRoute = lazy(() => import('./features/reruns/RerunsRoute').then((m) => ({ default: m.RerunsRoute })));
const ReportsRoute = lazy(() => import('./features/reports/ReportsRoute').then((m) => ({ default: m.ReportsRoute })));
const SettingsLayout = lazy(() => import('./features/settings/SettingsLayout').then((m) => ({ default: m.SettingsLayout })));
const CommonWebsitesRoute = lazy(() => import('./features/settings/commonWebsites/CommonWebsitesRoute').then((m) => ({ default: m.CommonWebsitesRoute })));
const PlatformsListRoute = lazy(() => import('./features/settings/platforms/PlatformsListRoute').then((m) => ({ default: m.PlatformsListRoute })));
const PlatformCreateRoute = lazy(() => import('./features/settings/platforms/PlatformCreateRoute').then((m) => ({ default: m.PlatformCreateRoute })));
const PlatformEditRoute = lazy(() => import('./features/settings/platforms/PlatformEditRoute').then((m) => ({ default: m.PlatformEditRoute })));

/** A task page needs its kind's get permission; the page itself checks the kind it shows. */
const TASK_GET_PERMISSIONS = ['brandGatewayTask', 'brandDefinitionTask', 'menuDefinitionTask', 'menuScrapingTask', 'dishReviewTask'].map(
  (kind) => `${kind}.get`,
);

const guarded = (anyOf: readonly string[], element: ReactNode): ReactNode => <RequirePermission anyOf={anyOf}>{element}</RequirePermission>;

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RootErrorPage />,
    children: [
      // '/' lands on the person's first queue with work (not /users as the spec says: see docs/decisions.md).
      { index: true, element: <LandingRoute /> },
      {
        path: 'account',
        children: [
          { index: true, element: <Navigate to="/account/login" replace /> },
          { path: 'login', element: <RequireAnonymous><LoginRoute /></RequireAnonymous> },
          { path: 'login-email', element: <RequireAnonymous><LoginEmailRoute /></RequireAnonymous> },
          { path: 'logout', element: <RequireAuth><LogoutRoute /></RequireAuth> },
        ],
      },
      {
        element: <RequireAuth><AppShell /></RequireAuth>,
        children: [
          {
            path: 'tasks',
            children: [
              { index: true, element: guarded(areaByKey('tasks').anyOf, <TasksHubRoute />) },
              { path: 'dish-review/from-menu-id/:menuId', element: guarded(['dishReviewTask.get'], <DishReviewFromMenuRoute />) },
              { path: ':kind', element: guarded(areaByKey('tasks').anyOf, <TasksHubRoute />) },
              { path: ':kind/:taskId', element: guarded(TASK_GET_PERMISSIONS, <TaskRoute />) },
            ],
          },
          {
            path: 'brands',
            children: [
              { index: true, element: guarded(['brand.list'], <BrandsListRoute />) },
              // Locations are reached from their brand: the bare path is the brands list, not a brand numbered 'locations'.
              { path: 'locations', element: <Navigate to="/brands" replace /> },
              { path: 'locations/:locationId', element: guarded(['location.get'], <LocationDetailRoute />) },
              { path: ':brandId', element: guarded(['brand.get'], <BrandDetailRoute />) },
            ],
          },
          {
            path: 'menus',
            children: [
              { index: true, element: guarded(['menu.list'], <MenusListRoute />) },
              { path: ':menuId', element: guarded(['menu.get'], <MenuDetailRoute />) },
            ],
          },
          {
            path: 'users',
            children: [
              { index: true, element: guarded(['user.list'], <UsersListRoute />) },
              { path: 'create', element: guarded(['user.create'], <UserCreateRoute />) },
              { path: ':userId', element: guarded(['user.get'], <UserEditRoute />) },
            ],
          },
          {
            // Spec 3, section 2: a tab per report at /reports/{key}, each behind its own permission (the page picks the
            // tabs); the downloads are the API's, under /api/reports/ (DESIGN.md section 5).
            path: 'reports',
            children: [
              { index: true, element: guarded(areaByKey('reports').anyOf, <ReportsRoute />) },
              { path: ':key', element: guarded(areaByKey('reports').anyOf, <ReportsRoute />) },
            ],
          },
          // Spec 3, sections 2 and 6: the reruns page needs menuScrapingRerun.list (its writes need get).
          { path: 'menu-scraping-reruns', element: guarded(areaByKey('reruns').anyOf, <RerunsRoute />) },
          {
            // Templates -> Templates and Clusters (spec 3, section 2).
            path: 'menu-scraping-templates',
            children: [
              { index: true, element: <Navigate to="/menu-scraping-templates/templates" replace /> },
              { path: 'templates', element: guarded(areaByKey('templates').anyOf, <TemplatesListRoute />) },
              { path: 'templates/create', element: guarded(areaByKey('templates').anyOf, <TemplateCreateRoute />) },
              { path: 'templates/:templateId', element: guarded(areaByKey('templates').anyOf, <TemplateEditRoute />) },
              { path: 'clusters', element: guarded(areaByKey('templates').anyOf, <ClustersListRoute />) },
              { path: 'clusters/:clusterId', element: guarded(areaByKey('templates').anyOf, <ClusterRoute />) },
              { path: '*', element: guarded(areaByKey('templates').anyOf, <ComingSoonPage area="templates" />) },
            ],
          },
          {
            path: 'settings',
            element: guarded(areaByKey('settings').anyOf, <SettingsLayout />),
            children: [
              { path: 'common-websites', element: guarded(['commonWebsiteDomain.list'], <CommonWebsitesRoute />) },
              { path: 'platforms', element: guarded(['platform.list'], <PlatformsListRoute />) },
              // Spec 3, section 6: the create and edit routes need create and update.
              { path: 'platforms/create', element: guarded(['platform.create'], <PlatformCreateRoute />) },
              { path: 'platforms/:platformId', element: guarded(['platform.update'], <PlatformEditRoute />) },
              { path: '*', element: null },
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
