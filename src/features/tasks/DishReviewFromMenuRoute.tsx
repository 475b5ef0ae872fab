// /tasks/dish-review/from-menu-id/{menuId}: finds the menu's dish review task and goes to it.
import { DocumentSearchRegular } from '@fluentui/react-icons';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Navigate, useParams } from 'react-router-dom';
import { EmptyState } from '../../app/shell/EmptyState';
import type { DishReviewFromMenuRouteQuery } from './__generated__/DishReviewFromMenuRouteQuery.graphql';

export function DishReviewFromMenuRoute() {
  const { menuId = '' } = useParams();
  const data = useLazyLoadQuery<DishReviewFromMenuRouteQuery>(
    graphql`
      query DishReviewFromMenuRouteQuery($menuId: Int!) {
        dishReviewTaskByMenuId(menuId: $menuId) {
          databaseId
        }
      }
    `,
    { menuId: Number(menuId) || 0 },
    { fetchPolicy: 'network-only' },
  );
  const task = data.dishReviewTaskByMenuId;
  if (task) return <Navigate to={`/tasks/dish-review/${task.databaseId}`} replace />;
  return <EmptyState icon={<DocumentSearchRegular />} title="No dish review task" description={`Menu ${menuId} has no dish review task yet.`} />;
}
