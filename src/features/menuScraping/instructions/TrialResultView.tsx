// What a "try it" run found with the instructions being edited, before anything is saved: its scraping status, the
// titles as a tree and the dishes, its messages and exceptions, and the run report.
import { Badge, Button, Caption1, Subtitle2, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useMemo } from 'react';
import { humanize } from '../../taskPage/taskPageLogic';
import { DishTableView } from '../DishTableView';
import { ScrapingRunReportView } from '../ScrapingRunReportView';
import { MessageList } from '../ScrapingServicePanel';
import { scrapingStatusColor } from '../scrapingStatusColors';
import { buildTitleTree } from '../titleTree';
import { TitleTreeView } from '../TitleTreeView';
import type { ScrapingTrialResult } from '../useTryMenuScrapingInstructionsMutation';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    border: `1px solid ${tokens.colorBrandStroke2}`,
    backgroundColor: tokens.colorBrandBackground2,
  },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  grow: { flexGrow: 1 },
  columns: { display: 'grid', gridTemplateColumns: 'minmax(240px, 1fr) minmax(0, 2.4fr)', gap: tokens.spacingHorizontalL, alignItems: 'start' },
  lists: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))', gap: tokens.spacingHorizontalL },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
});

export function TrialResultView({ trial, triedAt, onClose }: { trial: ScrapingTrialResult; triedAt: string; onClose(): void }) {
  const styles = useStyles();
  const tree = useMemo(
    () => buildTitleTree(trial.menuTitles, (title) => title.key, (title) => title.parentKey ?? null, trial.dishes.map((dish) => dish.menuTitleKey ?? null)),
    [trial],
  );
  return (
    <section className={styles.root} aria-label="Try it result">
      <div className={styles.head}>
        <Subtitle2 as="h3">Try it result</Subtitle2>
        <Badge appearance="filled" color={scrapingStatusColor(trial.scrapingStatus)}>
          {humanize(trial.scrapingStatus)}
        </Badge>
        <Badge appearance="tint" color="informative">
          {trial.menuTitles.length} {trial.menuTitles.length === 1 ? 'title' : 'titles'}
        </Badge>
        <Badge appearance="tint" color="informative">
          {trial.dishes.length} {trial.dishes.length === 1 ? 'dish' : 'dishes'}
        </Badge>
        <Caption1 className={mergeClasses(styles.muted, styles.grow)}>Tried at {triedAt} with the instructions on the page; nothing was saved.</Caption1>
        <Button appearance="subtle" size="small" icon={<DismissRegular />} onClick={onClose}>
          Close result
        </Button>
      </div>
      <div className={styles.columns}>
        <section className={styles.section} aria-label="Titles found">
          <Subtitle2 as="h4">Menu titles</Subtitle2>
          <TitleTreeView tree={tree} label="Titles found" />
        </section>
        <section className={styles.section} aria-label="Dishes found">
          <Subtitle2 as="h4">Dishes</Subtitle2>
          {trial.dishes.length ? (
            <DishTableView dishes={trial.dishes} label="Dishes found" />
          ) : (
            <Caption1 className={styles.muted}>No dish matched the instructions.</Caption1>
          )}
        </section>
      </div>
      <div className={styles.lists}>
        <MessageList title="Messages" items={trial.messages} empty="No messages." />
        <MessageList title="Exceptions" items={trial.exceptions} empty="No exceptions." exceptions />
      </div>
      <section className={styles.section} aria-label="Try it run report">
        <Subtitle2 as="h4">Run report</Subtitle2>
        <ScrapingRunReportView report={trial.report} label="Try it run report" />
      </section>
    </section>
  );
}
