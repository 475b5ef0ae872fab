// The menu page's titles and dishes (spec 2, section 2.13): the scraping run selector (newest by default, the approved
// run marked) with its counts per change kind, the colour legend, and the tabs Full Menu (title tree, nine filters,
// dishes coloured by the run) and Changes (the run's item changes field by field). Tab, run, title, filters and page
// live in the query string (menuItemsQueryString.ts) so a reload keeps them; a new page loads in a transition, so
// what is shown stays until it is ready. Keys: f Full Menu, c Changes (also in the palette).
import { Caption1, Card, CardHeader, ProgressBar, Spinner, Subtitle2, Tab, TabList, makeStyles, tokens } from '@fluentui/react-components';
import { TextBulletListTreeRegular } from '@fluentui/react-icons';
import { Suspense, useCallback, useMemo, useTransition } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useLocation, useNavigate } from 'react-router-dom';
import { ShortcutKeys } from '../../app/commands/ShortcutKeys';
import { useRegisterCommands, type Command } from '../../app/commands/useRegisterCommands';
import { useShortcut } from '../../app/commands/useShortcut';
import { EmptyState } from '../../components/EmptyState';
import { ChangeLegend } from '../menuItems/ChangeLegend';
import { MenuTitleTree } from '../menuItems/MenuTitleTree';
import type { MenuItemsCard_menu$key } from './__generated__/MenuItemsCard_menu.graphql';
import { MenuChangesTab } from './MenuChangesTab';
import { MenuFullMenuTab } from './MenuFullMenuTab';
import { changeMenuItemsState, readMenuItemsState, writeMenuItemsState, type MenuItemsState, type MenuItemsTab } from './menuItemsQueryString';
import { ScrapingRunPicker } from './ScrapingRunPicker';

export const FULL_MENU_SHORTCUT = 'f';
export const CHANGES_SHORTCUT = 'c';

const useStyles = makeStyles({
  card: { padding: tokens.spacingHorizontalXL, gap: tokens.spacingVerticalM },
  muted: { color: tokens.colorNeutralForeground3 },
  tabs: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM, borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}` },
  tabLabel: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  full: { display: 'grid', gridTemplateColumns: 'minmax(240px, 320px) minmax(0, 1fr)', gap: tokens.spacingHorizontalL, alignItems: 'start', '@media (max-width: 1023px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
  pending: { height: '2px' },
  loading: { paddingBlock: tokens.spacingVerticalXXL },
});

export function MenuItemsCard({ menu: menuKey }: { menu: MenuItemsCard_menu$key }) {
  const styles = useStyles();
  const menu = useFragment(
    graphql`
      fragment MenuItemsCard_menu on Menu {
        id
        dishCount
        menuTitleCount
        scrapingRuns {
          jobId
          kind
          reason
          isDebugMode
          isApproved
          finishedDate
          scrapingStatus
          menuTitleChangeCounts {
            created
            updated
            significantlyUpdated
            deleted
            restored
          }
          dishChangeCounts {
            created
            updated
            significantlyUpdated
            deleted
            restored
          }
        }
        ...MenuTitleTree_menu
      }
    `,
    menuKey,
  );
  const location = useLocation();
  const navigate = useNavigate();
  const [pending, startTransition] = useTransition();
  const state = useMemo(() => readMenuItemsState(new URLSearchParams(location.search)), [location.search]);
  const runs = menu.scrapingRuns;
  // A runId not among the runs (a stale link) falls back to the newest.
  const selectedRun = (state.runId !== null ? runs.find((run) => run.jobId === state.runId) : undefined) ?? runs[0] ?? null;
  const jobId = selectedRun?.jobId ?? null;

  const change = useCallback(
    (next: Partial<MenuItemsState>) => {
      const search = writeMenuItemsState(changeMenuItemsState(state, next), new URLSearchParams(location.search)).toString();
      // Replace, not push: filters typed one key at a time should not fill the history; location.state keeps Go back's list.
      startTransition(() => void navigate({ search: search ? `?${search}` : '' }, { replace: true, state: location.state }));
    },
    [state, location.search, location.state, navigate],
  );
  const showTab = useCallback((tab: MenuItemsTab) => change({ tab }), [change]);

  useShortcut(FULL_MENU_SHORTCUT, () => showTab('full'), { description: 'Show the Full Menu tab', group: 'Menu' });
  useShortcut(CHANGES_SHORTCUT, () => showTab('changes'), { description: 'Show the Changes tab', group: 'Menu' });
  const commands = useMemo<Command[]>(
    () => [
      { id: 'menu.items.full', title: 'Show full menu (titles and dishes)', group: 'Menu', shortcut: FULL_MENU_SHORTCUT, keywords: ['dishes', 'titles', 'tab'], run: () => showTab('full') },
      { id: 'menu.items.changes', title: 'Show changes of a scraping run', group: 'Menu', shortcut: CHANGES_SHORTCUT, keywords: ['diff', 'run', 'updated', 'tab'], run: () => showTab('changes') },
    ],
    [showTab],
  );
  useRegisterCommands(commands);

  const empty = runs.length === 0 && menu.dishCount === 0 && menu.menuTitleCount === 0;
  return (
    <Card className={styles.card} aria-labelledby="menu-items-title">
      <CardHeader
        header={<Subtitle2 id="menu-items-title">Menu titles and dishes</Subtitle2>}
        description={
          <Caption1 className={styles.muted}>
            {`${menu.menuTitleCount} ${menu.menuTitleCount === 1 ? 'title' : 'titles'} · ${menu.dishCount} ${menu.dishCount === 1 ? 'dish' : 'dishes'} · ${runs.length} ${runs.length === 1 ? 'run' : 'runs'}`}
          </Caption1>
        }
      />
      {empty ? (
        <EmptyState icon={<TextBulletListTreeRegular />} title="No menu titles and dishes yet" description="They appear here once a scrape of this menu has completed." />
      ) : (
        <>
          <ScrapingRunPicker runs={runs} selected={selectedRun} onSelect={(runId) => change({ runId })} />
          <ChangeLegend />
          <div className={styles.tabs}>
            <TabList selectedValue={state.tab} onTabSelect={(_event, data) => showTab(data.value as MenuItemsTab)} aria-label="Menu titles and dishes">
              <Tab value="full">
                <span className={styles.tabLabel}>
                  Full Menu <ShortcutKeys keys={FULL_MENU_SHORTCUT} />
                </span>
              </Tab>
              <Tab value="changes">
                <span className={styles.tabLabel}>
                  Changes <ShortcutKeys keys={CHANGES_SHORTCUT} />
                </span>
              </Tab>
            </TabList>
          </div>
          <div className={styles.pending}>{pending ? <ProgressBar thickness="medium" aria-label="Loading" /> : null}</div>
          <Suspense fallback={<Spinner className={styles.loading} label="Loading dishes…" />}>
            {state.tab === 'full' ? (
              <div className={styles.full}>
                <MenuTitleTree menu={menu} selectedTitleId={state.titleId} onSelect={(titleId) => change({ titleId })} />
                <MenuFullMenuTab menuId={menu.id} state={state} jobId={jobId} onChange={change} />
              </div>
            ) : runs.length === 0 ? (
              <EmptyState icon={<TextBulletListTreeRegular />} title="No scraping runs yet" description="A run's changes show here once a scrape of this menu has completed." />
            ) : (
              <MenuChangesTab menuId={menu.id} state={state} jobId={jobId} onChange={change} />
            )}
          </Suspense>
        </>
      )}
    </Card>
  );
}
