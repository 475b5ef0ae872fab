// The sticky task header (spec 2, section 2.2): the task's title and state, the brand's lock, and the action bar:
// 'Assign to me', Save, Done (with a secondary option on menu scraping), Mark or Unmark as awaiting, Reopen, History and
// Go back. Each control is enabled exactly when the API would accept it; a disabled one explains why in its tooltip.
import {
  Badge,
  Button,
  Caption1,
  Checkbox,
  Title3,
  Tooltip,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowLeftRegular, ArrowUndoRegular, CheckmarkRegular, ClockDismissRegular, ClockRegular, HistoryRegular, SaveRegular } from '@fluentui/react-icons';
import { Suspense, lazy, type JSX, type ReactNode } from 'react';
import type { ActionAvailability } from '../tasks/taskFacts';
import { humanize } from './taskPageLogic';

const ResolveSplitButton = lazy(() => import('./ResolveSplitButton').then((m) => ({ default: m.ResolveSplitButton })));

const useStyles = makeStyles({
  bar: {
    position: 'sticky',
    // Below the app's top navigation (48px, also sticky).
    top: '48px',
    zIndex: 3,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    marginInline: `calc(-1 * ${tokens.spacingHorizontalXXL})`,
    paddingInline: tokens.spacingHorizontalXXL,
    paddingBlock: tokens.spacingVerticalS,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    boxShadow: tokens.shadow2,
  },
  identity: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: 0 },
  titles: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  titleRow: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  subtitle: { color: tokens.colorNeutralForeground3, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  actions: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  assign: {
    paddingInlineEnd: tokens.spacingHorizontalS,
    borderRight: `1px solid ${tokens.colorNeutralStroke2}`,
  },
});

const STATUS_COLOR: Record<string, 'success' | 'warning' | 'brand' | 'informative'> = {
  RESOLVED: 'success',
  REOPENED: 'warning',
  STARTED: 'brand',
  NOT_STARTED: 'informative',
};

export interface TaskActionBarProps {
  title: string;
  subtitle: string;
  status: string;
  isAwaiting: boolean;
  lock?: ReactNode;
  busy: boolean;
  assign: { checked: boolean; state: ActionAvailability; onToggle(): void };
  save: { state: ActionAvailability; onClick(): void };
  resolve: { state: ActionAvailability; onClick(): void; debugOption?: { onClick(): void } };
  awaiting: { state: ActionAvailability; onClick(): void };
  reopen: { state: ActionAvailability; onClick(): void };
  onHistory(): void;
  onBack(): void;
}

function ActionButton({ label, state, busy, icon, primary = false, onClick, shortcut }: { label: string; state: ActionAvailability; busy: boolean; icon: JSX.Element; primary?: boolean; onClick(): void; shortcut?: string }) {
  return (
    <Tooltip content={state.reason ?? (shortcut ? `${label} (${shortcut})` : label)} relationship="description">
      <Button appearance={primary ? 'primary' : 'secondary'} icon={icon} disabledFocusable={!state.enabled || busy} onClick={onClick}>
        {label}
      </Button>
    </Tooltip>
  );
}

export function TaskActionBar(props: TaskActionBarProps) {
  const styles = useStyles();
  const { busy } = props;
  const disabledResolve = !props.resolve.state.enabled || busy;
  const doneButton = <ActionButton label="Done" state={props.resolve.state} busy={busy} icon={<CheckmarkRegular />} onClick={props.resolve.onClick} primary shortcut="Ctrl+Enter" />;
  return (
    <header className={styles.bar}>
      <div className={styles.identity}>
        <Tooltip content="Go back to the list (B)" relationship="label">
          <Button appearance="subtle" size="large" icon={<ArrowLeftRegular />} onClick={props.onBack} />
        </Tooltip>
        <div className={styles.titles}>
          <div className={styles.titleRow}>
            <Title3 as="h1">{props.title}</Title3>
            <Badge appearance="tint" color={STATUS_COLOR[props.status] ?? 'informative'}>
              {humanize(props.status).toLowerCase()}
            </Badge>
            {props.isAwaiting && (
              <Badge appearance="filled" color="warning" icon={<ClockRegular />}>
                awaiting
              </Badge>
            )}
            {props.lock}
          </div>
          <Caption1 className={styles.subtitle}>{props.subtitle}</Caption1>
        </div>
      </div>
      <div className={styles.actions} role="toolbar" aria-label="Task actions">
        <Tooltip content={props.assign.state.reason ?? (props.assign.checked ? 'Unassign yourself (A)' : 'Assign the task to yourself (A)')} relationship="description">
          <Checkbox
            className={styles.assign}
            label="Assign to me"
            checked={props.assign.checked}
            disabled={!props.assign.state.enabled || busy}
            onChange={props.assign.onToggle}
          />
        </Tooltip>
        <ActionButton label="Save" state={props.save.state} busy={busy} icon={<SaveRegular />} onClick={props.save.onClick} shortcut="Ctrl+Shift+S" />
        {props.resolve.debugOption ? (
          // Fluent's menu is only needed here (menu scraping pages): it loads with the split button, and a plain Done
          // stands in for the moment it takes.
          <Suspense fallback={doneButton}>
            <ResolveSplitButton
              reason={props.resolve.state.reason}
              disabled={disabledResolve}
              onResolve={props.resolve.onClick}
              onResolveInDebugMode={props.resolve.debugOption.onClick}
            />
          </Suspense>
        ) : (
          doneButton
        )}
        <ActionButton
          label={props.isAwaiting ? 'Unmark as awaiting' : 'Mark as awaiting'}
          state={props.awaiting.state}
          busy={busy}
          icon={props.isAwaiting ? <ClockDismissRegular /> : <ClockRegular />}
          onClick={props.awaiting.onClick}
          shortcut="W"
        />
        <ActionButton label="Reopen" state={props.reopen.state} busy={busy} icon={<ArrowUndoRegular />} onClick={props.reopen.onClick} />
        <Tooltip content="The task’s history (H)" relationship="description">
          <Button appearance="subtle" icon={<HistoryRegular />} onClick={props.onHistory}>
            History
          </Button>
        </Tooltip>
        <Tooltip content="Go back to the list (B)" relationship="description">
          <Button appearance="subtle" onClick={props.onBack}>
            Go back
          </Button>
        </Tooltip>
      </div>
    </header>
  );
}
