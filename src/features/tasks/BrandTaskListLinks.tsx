// Links to the brand's menu scraping and dish review tasks (spec 2, section 2.1), each shown to people who may list
// those tasks; nothing when they may list neither.
import { makeStyles, tokens } from '@fluentui/react-components';
import { useSession } from '../../app/session/useSession';
import { RouterLink } from '../brands/RouterLink';
import { dishReviewTasksOfBrandPath, menuScrapingTasksOfBrandPath } from './brandTaskListLinks';

const useStyles = makeStyles({ links: { display: 'inline-flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalXXS } });

export function BrandTaskListLinks({ brandId }: { brandId: number }) {
  const styles = useStyles();
  const { can } = useSession();
  const scraping = can('menuScrapingTask.list');
  const review = can('dishReviewTask.list');
  if (!scraping && !review) return null;
  return (
    <span className={styles.links}>
      {scraping && <RouterLink to={menuScrapingTasksOfBrandPath(brandId)}>Menu scraping tasks</RouterLink>}
      {review && <RouterLink to={dishReviewTasksOfBrandPath(brandId)}>Dish review tasks</RouterLink>}
    </span>
  );
}

/** Whether the person sees any of the links (a fact row is left out otherwise). */
export function useSeesBrandTaskLists(): boolean {
  const { can } = useSession();
  return can('menuScrapingTask.list') || can('dishReviewTask.list');
}
