// Define -> QC -> QQA with who completed each step and when, and the view the task is in.
import { Badge, Tooltip, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { CheckmarkCircleFilled, CircleRegular, WarningFilled } from '@fluentui/react-icons';
import { formatDateTime } from '../../../domain/dates';

const useStyles = makeStyles({
  steps: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  step: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, color: tokens.colorNeutralForeground3 },
  current: { color: tokens.colorBrandForeground1, fontWeight: tokens.fontWeightSemibold },
  done: { color: tokens.colorPaletteGreenForeground1 },
  review: { color: tokens.colorPaletteDarkOrangeForeground1 },
  line: { width: '32px', height: '2px', backgroundColor: tokens.colorNeutralStroke2 },
});

const NAMES: Record<string, string> = { DEFINE: 'Define', QC: 'QC', QQA: 'QQA' };

export interface StepperView {
  readonly type: string;
  readonly status: string;
  readonly resolvedBy?: { readonly name: string } | null;
  readonly resolvedDate?: unknown;
}

export function ViewStepper({ views, current }: { views: ReadonlyArray<StepperView>; current: string | null | undefined }) {
  const styles = useStyles();
  return (
    <div className={styles.steps} aria-label="Views">
      {views.map((view, index) => {
        const done = view.status === 'DONE';
        const review = view.status === 'NEEDS_REVIEW';
        const tip = view.resolvedBy
          ? `${NAMES[view.type]} completed by ${view.resolvedBy.name} at ${formatDateTime(String(view.resolvedDate))}${review ? ' — needs review' : ''}`
          : view.resolvedDate
            ? `${NAMES[view.type]} resolved automatically at ${formatDateTime(String(view.resolvedDate))}`
            : `${NAMES[view.type]} not completed yet`;
        return (
          <span key={view.type} className={styles.steps}>
            {index > 0 && <span className={styles.line} aria-hidden="true" />}
            <Tooltip content={tip} relationship="description">
              <span className={mergeClasses(styles.step, done && styles.done, review && styles.review, view.type === current && styles.current)} tabIndex={0}>
                {review ? <WarningFilled /> : done ? <CheckmarkCircleFilled /> : <CircleRegular />}
                {NAMES[view.type]}
                {view.type === current && (
                  <Badge size="small" appearance="tint" color="brand">
                    current
                  </Badge>
                )}
              </span>
            </Tooltip>
          </span>
        );
      })}
    </div>
  );
}
