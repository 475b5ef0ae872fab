// Brand tasks: the view the person works in ('You are in the Define view') and the Define -> QC -> QQA stepper, each
// step with a tooltip of who completed it and when; a view that needs review is shown in the warning colour.
import { Badge, Text, Tooltip, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { CheckmarkFilled, EyeRegular, WarningFilled } from '@fluentui/react-icons';
import { graphql, useFragment } from 'react-relay';
import type { TaskViewBanner_task$key } from './__generated__/TaskViewBanner_task.graphql';
import { VIEW_LABEL, isViewType, stepState, stepTooltip, viewBannerText, type StepState } from './taskPageLogic';

const useStyles = makeStyles({
  banner: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalL,
    paddingBlock: tokens.spacingVerticalS,
    paddingInline: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorBrandBackground2,
    border: `1px solid ${tokens.colorBrandStroke2}`,
  },
  where: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, color: tokens.colorBrandForeground2 },
  whereIcon: { fontSize: '20px' },
  steps: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, listStyleType: 'none', margin: 0, padding: 0 },
  stepItem: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  step: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    paddingBlock: tokens.spacingVerticalXXS,
    paddingInline: tokens.spacingHorizontalXS,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground3,
    cursor: 'default',
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  dot: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '22px',
    height: '22px',
    borderRadius: tokens.borderRadiusCircular,
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightSemibold,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  done: { color: tokens.colorNeutralForeground1 },
  doneDot: { backgroundColor: tokens.colorPaletteGreenBackground3, border: `1px solid ${tokens.colorPaletteGreenBorder2}`, color: tokens.colorNeutralForegroundOnBrand },
  current: { color: tokens.colorBrandForeground1, fontWeight: tokens.fontWeightSemibold },
  currentDot: { backgroundColor: tokens.colorBrandBackground, border: `1px solid ${tokens.colorBrandStroke1}`, color: tokens.colorNeutralForegroundOnBrand },
  review: { color: tokens.colorPaletteDarkOrangeForeground1, fontWeight: tokens.fontWeightSemibold },
  reviewDot: { backgroundColor: tokens.colorPaletteDarkOrangeBackground1, border: `1px solid ${tokens.colorPaletteDarkOrangeBorder1}` },
  line: { width: '28px', height: '2px', backgroundColor: tokens.colorNeutralStroke1 },
  lineDone: { backgroundColor: tokens.colorPaletteGreenBorder2 },
});

const STATE_TEXT: Record<StepState, string> = { done: 'done', needsReview: 'needs review', current: 'current', todo: 'to do' };

export function TaskViewBanner({ task: taskKey }: { task: TaskViewBanner_task$key }) {
  const styles = useStyles();
  const task = useFragment(
    graphql`
      fragment TaskViewBanner_task on Task {
        status
        currentViewType
        views {
          type
          status
          resolvedDate
          resolvedBy {
            name
          }
        }
      }
    `,
    taskKey,
  );
  if (!isViewType(task.currentViewType) || task.views.length === 0) return null;
  return (
    <section className={styles.banner} aria-label="Task views">
      <div className={styles.where}>
        <EyeRegular className={styles.whereIcon} />
        <Text weight="semibold">{viewBannerText(task.currentViewType)}</Text>
        {task.status === 'RESOLVED' && (
          <Badge appearance="tint" color="success">
            all views done
          </Badge>
        )}
      </div>
      <ol className={styles.steps} aria-label="View progress">
        {task.views.map((view, index) => {
          const state = stepState(view, task.currentViewType, task.status);
          const previousDone = index > 0 && task.views[index - 1].status !== 'NOT_DONE';
          const label = isViewType(view.type) ? VIEW_LABEL[view.type] : view.type;
          return (
            <li key={view.type} className={styles.stepItem}>
              {index > 0 && <span className={mergeClasses(styles.line, previousDone && styles.lineDone)} aria-hidden="true" />}
              <Tooltip content={stepTooltip(view)} relationship="description" withArrow>
                <span
                  className={mergeClasses(styles.step, state === 'done' && styles.done, state === 'current' && styles.current, state === 'needsReview' && styles.review)}
                  tabIndex={0}
                  aria-label={`${label}: ${STATE_TEXT[state]}`}
                  aria-current={state === 'current' ? 'step' : undefined}
                  data-step-state={state}
                >
                  <span
                    className={mergeClasses(styles.dot, state === 'done' && styles.doneDot, state === 'current' && styles.currentDot, state === 'needsReview' && styles.reviewDot)}
                    aria-hidden="true"
                  >
                    {state === 'done' ? <CheckmarkFilled /> : state === 'needsReview' ? <WarningFilled /> : index + 1}
                  </span>
                  {label}
                  {state === 'needsReview' && (
                    <Badge size="small" appearance="tint" color="warning">
                      Needs review
                    </Badge>
                  )}
                </span>
              </Tooltip>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
