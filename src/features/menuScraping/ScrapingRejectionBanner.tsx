// The rejection an open scraping task was reopened (or handed over, or created) for: the reviewer's comment, who and
// when, above the page, so the scraper reads what to fix without opening the menu's page. The rescraping comments list
// every rejection of the menu.
import { MessageBar, MessageBarBody, MessageBarTitle, makeStyles, tokens } from '@fluentui/react-components';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { DateTimeText } from '../../components/DateTimeText';
import { PanelErrorBoundary } from '../brandDefinition/PanelErrorBoundary';
import { AppLink } from '../taskPage/AppLink';
import type { ScrapingRejectionBannerQuery } from './__generated__/ScrapingRejectionBannerQuery.graphql';
import { rejectionOfOpenTask, rejectionSource } from './scrapingRejections';

const useStyles = makeStyles({
  comment: { display: 'block', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', marginBlock: tokens.spacingVerticalXS },
  meta: { color: tokens.colorNeutralForeground2 },
});

export interface ScrapingRejectionBannerProps {
  menuId: number;
  task: { status: string; createdDate: unknown };
  fetchKey: number;
}

export function ScrapingRejectionBanner(props: ScrapingRejectionBannerProps) {
  if (props.task.status === 'RESOLVED') return null;
  return (
    <PanelErrorBoundary title="The menu's scraping rejections could not be loaded">
      <Suspense fallback={null}>
        <LoadedScrapingRejectionBanner {...props} />
      </Suspense>
    </PanelErrorBoundary>
  );
}

function LoadedScrapingRejectionBanner({ menuId, task, fetchKey }: ScrapingRejectionBannerProps) {
  const styles = useStyles();
  const data = useLazyLoadQuery<ScrapingRejectionBannerQuery>(
    graphql`
      query ScrapingRejectionBannerQuery($menuId: Int!) {
        menuScrapingRejections(menuId: $menuId) {
          comment
          rejectedDate
          source
          menuStatus
          dishReviewTaskId
          rejectedBy {
            name
          }
        }
      }
    `,
    { menuId },
    { fetchPolicy: 'store-and-network', fetchKey },
  );
  const rejection = rejectionOfOpenTask(data.menuScrapingRejections, task);
  if (!rejection) return null;
  return (
    <MessageBar intent="warning" layout="multiline" aria-label="Scraping rejection">
      <MessageBarBody>
        <MessageBarTitle>{rejectionSource(rejection)}</MessageBarTitle>
        <q className={styles.comment}>{rejection.comment}</q>
        <span className={styles.meta}>
          {rejection.rejectedBy?.name ?? 'Someone'}, <DateTimeText value={rejection.rejectedDate} />
          {rejection.dishReviewTaskId ? (
            <>
              {' · '}
              <AppLink to={`/tasks/dish-review/${rejection.dishReviewTaskId}`}>Open the dish review task</AppLink>
            </>
          ) : null}
        </span>
      </MessageBarBody>
    </MessageBar>
  );
}
