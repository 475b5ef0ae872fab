// Review by difference: in QC and QQA, a note that the highlighted fields and rows are what DEFINE changed, and for
// each view the server marked as needing review, what a later view changed in it.
import { MessageBar, MessageBarBody, MessageBarTitle, makeStyles, tokens } from '@fluentui/react-components';
import { VIEW_LABEL, isViewType } from '../taskPage/taskPageLogic';
import { describeChanges, type ReviewDifference } from './reviewDifference';

const useStyles = makeStyles({ root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS } });

export function ReviewNotice({ review }: { review: ReviewDifference }) {
  const styles = useStyles();
  const highlighted = review.fields.size > 0 || review.locationIds.size > 0;
  if (!highlighted && review.needsReview.length === 0) return null;
  return (
    <div className={styles.root}>
      {highlighted && (
        <MessageBar intent="info" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>Changed in the Define view</MessageBarTitle>
            Highlighted: {describeChanges([...review.fields], [...review.locationIds])}.
          </MessageBarBody>
        </MessageBar>
      )}
      {review.needsReview.map((view) => (
        <MessageBar key={view.type} intent="warning" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>The {isViewType(view.type) ? VIEW_LABEL[view.type] : view.type} view needs review</MessageBarTitle>
            A later view changed {describeChanges(view.fields, view.locationIds)}.
          </MessageBarBody>
        </MessageBar>
      ))}
    </div>
  );
}
