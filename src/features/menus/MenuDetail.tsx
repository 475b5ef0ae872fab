// The menu page (spec 2, section 2.13): Go back, History and the JSON download above the menu's facts; URL and notes
// edited in place; the two checkboxes; the format editor; the scraping comments; the scraping instructions; Scraping
// service information with the 'Scraping details' eye button that opens the HTML or document debug viewer (spec 2,
// section 2.14, loaded in its own chunk when first opened); and, across the page, the titles and dishes with their
// Full Menu and Changes tabs (MenuItemsCard).
import { Badge, Button, Caption1, Card, CardHeader, Checkbox, Link, Subtitle2, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular, HistoryRegular, OpenRegular } from '@fluentui/react-icons';
import { useCallback, useMemo, useState } from 'react';
import { graphql, useFragment, useRelayEnvironment } from 'react-relay';
import { useLocation, useNavigate } from 'react-router-dom';
import { EMPTY_VALUE } from '../../../domain/dates';
import { MAX_MENU_NOTES_LENGTH, menuNotesSchema, menuUrlSchema } from '../../../domain/menuSchemas';
import { ShortcutKeys } from '../../app/commands/ShortcutKeys';
import { useRegisterCommands, type Command } from '../../app/commands/useRegisterCommands';
import { useShortcut } from '../../app/commands/useShortcut';
import { useNotify } from '../../app/notifications/useNotify';
import { useSession } from '../../app/session/useSession';
import { useDocumentTitle } from '../../app/shell/useDocumentTitle';
import { DateTimeText } from '../../components/DateTimeText';
import { lazyWhenOpened } from '../../components/lazyWhenOpened';
import { PageHeader } from '../../components/PageHeader';
import { errorMessage } from '../../relay/errorMessage';
import { brandPath, enumLabel, locationPath } from '../brands/brandLabels';
import { useBrandPageStyles } from '../brands/brandPageStyles';
import { FactList } from '../brands/FactList';
import { RouterLink } from '../brands/RouterLink';
import { BrandTaskListLinks, useSeesBrandTaskLists } from '../tasks/BrandTaskListLinks';
import type { MenuDetail_menu$key } from './__generated__/MenuDetail_menu.graphql';
import { InlineTextField } from './InlineTextField';
import { MenuCommentsCard } from './MenuCommentsCard';
import { downloadMenuData } from './menuDataFile';
import { MenuFormatEditor, type MenuFormatValues } from './MenuFormatEditor';
import { MenuInstructionsCard } from './MenuInstructionsCard';
import { MenuItemsCard } from './MenuItemsCard';
import { MenuScrapingServiceCard } from './MenuScrapingServiceCard';
import { scrapingDetailsAvailability } from '../debugViewer/scrapingDetailsAvailability';
import { useSetMenuClusterAssignableMutation } from './useSetMenuClusterAssignableMutation';
import { useSetMenuExcludeFromCurationMutation } from './useSetMenuExcludeFromCurationMutation';
import { useUpdateClusterMenuMutation } from './useUpdateClusterMenuMutation';
import { useUpdateMenuFormatMutation } from './useUpdateMenuFormatMutation';

const HistoryDrawer = lazyWhenOpened(() => import('../history/HistoryDrawer').then((m) => m.HistoryDrawer));
const HtmlDebugViewerDialog = lazyWhenOpened(() => import('../debugViewer/DebugViewerDialog').then((m) => m.HtmlDebugViewerDialog));
const DocumentDebugViewerDialog = lazyWhenOpened(() => import('../debugViewer/DebugViewerDialog').then((m) => m.DocumentDebugViewerDialog));

const HISTORY_SHORTCUT = 'h';
const SCRAPING_DETAILS_SHORTCUT = 'd';

const useStyles = makeStyles({
  columns: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 3fr) minmax(320px, 2fr)',
    gap: tokens.spacingHorizontalXL,
    alignItems: 'start',
    '@media (max-width: 1023px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  card: { padding: tokens.spacingHorizontalXL, gap: tokens.spacingVerticalM },
  edits: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  checkboxes: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, marginLeft: `calc(-1 * ${tokens.spacingHorizontalS})` },
  locations: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  url: { wordBreak: 'break-all', display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXXS },
  muted: { color: tokens.colorNeutralForeground3 },
});

export function MenuDetail({ menu: menuKey }: { menu: MenuDetail_menu$key }) {
  const pageStyles = useBrandPageStyles();
  const styles = useStyles();
  const menu = useFragment(
    graphql`
      fragment MenuDetail_menu on Menu {
        id
        databaseId
        url
        format
        status
        isExample
        notScrapeableReason
        notScrapeableComment
        notes
        availabilityComment
        additionalUrls
        isExcludedFromCuration
        isClusterAssignable
        isAwaitingScraping
        scrapingType
        scrapingIssueComment
        scrapingRejectedComment
        scrapedDate
        scrapedBy {
          name
        }
        dishCount
        menuScrapingClusterId
        scrapingInstructions
        scrapingInstructionsVersion
        modifiedDate
        createdDate
        brand {
          databaseId
          name
        }
        locations {
          databaseId
          name
        }
        menuScrapingTask {
          databaseId
        }
        dishReviewTask {
          databaseId
        }
        isHtmlMenuScrapedInDebugMode
        documentMenuScrapingJob {
          status
        }
        ...MenuScrapingServiceCard_menu
        ...MenuItemsCard_menu
      }
    `,
    menuKey,
  );
  useDocumentTitle(`Menu ${menu.databaseId}`);
  const { can } = useSession();
  const canEdit = can('menu.update');
  const seesTaskLists = useSeesBrandTaskLists();
  const notify = useNotify();
  const navigate = useNavigate();
  const environment = useRelayEnvironment();
  const [updateMenu] = useUpdateClusterMenuMutation();
  const [updateFormat] = useUpdateMenuFormatMutation();
  const [setExcluded, settingExcluded] = useSetMenuExcludeFromCurationMutation();
  const [setAssignable, settingAssignable] = useSetMenuClusterAssignableMutation();
  const [historyOpen, setHistoryOpen] = useState(false);
  const [scrapingDetailsOpen, setScrapingDetailsOpen] = useState(false);
  const scrapingDetails = scrapingDetailsAvailability({
    format: menu.format,
    isHtmlMenuScrapedInDebugMode: menu.isHtmlMenuScrapedInDebugMode,
    documentJobStatus: menu.documentMenuScrapingJob?.status,
  });
  const listSearch = (useLocation().state as { menusSearch?: string } | null)?.menusSearch ?? '';
  const listPath = `/menus${listSearch}`;
  const id = menu.databaseId;

  const saveField = (field: 'url' | 'notes') => async (value: string) => {
    try {
      await updateMenu({ id: menu.id, data: { [field]: field === 'notes' && !value ? null : value, expectedModifiedDate: String(menu.modifiedDate) } });
      notify.success(`Successfully updated URL, notes or the format for menu ${id}.`);
    } catch (error) {
      notify.error(field === 'url' ? `Failed to update URL for menu ${id}.` : `Failed to update notes for menu ${id}.`, errorMessage(error));
      throw new Error(errorMessage(error));
    }
  };
  const saveFormat = async (values: MenuFormatValues) => {
    try {
      await updateFormat({
        id: menu.id,
        data: { format: values.format as never, notScrapeableReason: values.notScrapeableReason as never, notScrapeableComment: values.notScrapeableComment.trim() || null },
      });
      notify.success(`Successfully updated URL, notes or the format for menu ${id}.`);
    } catch (error) {
      notify.error(`Failed to update the menu format for menu ${id}.`, errorMessage(error));
    }
  };
  const setFlag = async (run: () => Promise<void>) => {
    try {
      await run();
      notify.success('Menu has been successfully updated');
    } catch (error) {
      notify.error('Menu update failed', errorMessage(error));
    }
  };
  const download = useCallback(async () => {
    try {
      await downloadMenuData(environment, id);
    } catch (error) {
      notify.error('Failed to download menu data', errorMessage(error));
    }
  }, [environment, id, notify]);

  const storedFormat = useMemo<MenuFormatValues>(
    () => ({ format: menu.format ?? null, notScrapeableReason: menu.notScrapeableReason ?? null, notScrapeableComment: menu.notScrapeableComment ?? '' }),
    [menu.format, menu.notScrapeableReason, menu.notScrapeableComment],
  );

  const openHistory = useCallback(() => setHistoryOpen(true), []);
  const openScrapingDetails = useCallback(() => setScrapingDetailsOpen(true), []);
  const goBack = useCallback(() => void navigate(listPath), [navigate, listPath]);
  useShortcut(HISTORY_SHORTCUT, openHistory, { description: 'Open the history', group: 'Menu' });
  useShortcut(SCRAPING_DETAILS_SHORTCUT, openScrapingDetails, { description: 'Open the scraping details (debug viewer)', group: 'Menu', enabled: scrapingDetails.enabled });
  const commands = useMemo<Command[]>(
    () => [
      { id: 'menu.history', title: 'Open menu history', group: 'Menu', shortcut: HISTORY_SHORTCUT, keywords: ['events', 'changes'], run: openHistory },
      { id: 'menu.download', title: 'Download menu JSON', group: 'Menu', keywords: ['json', 'export'], run: () => void download() },
      { id: 'menu.back', title: 'Go back to menus', group: 'Menu', keywords: ['list', 'return'], run: goBack },
      {
        id: 'menu.scrapingDetails',
        title: 'Open scraping details (debug viewer)',
        group: 'Menu',
        shortcut: SCRAPING_DETAILS_SHORTCUT,
        keywords: ['screenshots', 'debug', 'eye'],
        disabled: !scrapingDetails.enabled,
        run: openScrapingDetails,
      },
    ],
    [openHistory, download, goBack, scrapingDetails.enabled, openScrapingDetails],
  );
  useRegisterCommands(commands);

  const link = (to: string | null, text: string) => (to ? <RouterLink to={to}>{text}</RouterLink> : <span className={styles.muted}>{EMPTY_VALUE}</span>);

  return (
    <div className={pageStyles.page}>
      <PageHeader
        title={`Menu ${id}`}
        subtitle={
          <>
            {'Menu of '}
            <RouterLink to={brandPath(menu.brand.databaseId)}>{menu.brand.name}</RouterLink>
            {` · ${enumLabel(menu.status)}`}
          </>
        }
        back={{ to: listPath, label: 'Go back' }}
        actions={
          <>
            <Tooltip content={<>History <ShortcutKeys keys={HISTORY_SHORTCUT} /></>} relationship="description" withArrow>
              <Button icon={<HistoryRegular />} onClick={openHistory}>
                History
              </Button>
            </Tooltip>
            <Button icon={<ArrowDownloadRegular />} onClick={() => void download()}>
              Menu JSON
            </Button>
          </>
        }
      />
      <div className={styles.columns}>
        <div className={styles.column}>
          <Card className={styles.card} aria-labelledby="menu-facts-title">
            <CardHeader header={<Subtitle2 id="menu-facts-title">Menu</Subtitle2>} description={<Caption1>Created <DateTimeText value={menu.createdDate} /></Caption1>} />
            <FactList
              facts={[
                { label: 'Menu ID', value: id },
                { label: 'Brand', value: <RouterLink to={brandPath(menu.brand.databaseId)}>{`${menu.brand.name} (${menu.brand.databaseId})`}</RouterLink> },
                {
                  label: menu.locations.length === 1 ? 'Location' : 'Locations',
                  value: menu.locations.length ? (
                    <span className={styles.locations}>
                      {menu.locations.map((location) => (
                        <RouterLink key={location.databaseId} to={locationPath(location.databaseId)}>{`${location.name} (${location.databaseId})`}</RouterLink>
                      ))}
                    </span>
                  ) : (
                    EMPTY_VALUE
                  ),
                },
                {
                  label: 'Menu website',
                  value: menu.url ? (
                    <Link className={styles.url} href={menu.url} target="_blank" rel="noreferrer">
                      {menu.url}
                      <OpenRegular aria-hidden />
                    </Link>
                  ) : (
                    EMPTY_VALUE
                  ),
                },
                { label: 'Is example', value: menu.isExample === true ? 'Yes' : menu.isExample === false ? 'No' : EMPTY_VALUE },
                { label: 'Status', value: <Badge appearance="tint" shape="rounded">{enumLabel(menu.status)}</Badge> },
                { label: 'Updated at', value: <DateTimeText value={menu.modifiedDate} /> },
                {
                  label: 'Scraping cluster ID',
                  value: link(menu.menuScrapingClusterId ? `/menu-scraping-templates/clusters/${menu.menuScrapingClusterId}` : null, String(menu.menuScrapingClusterId)),
                },
                { label: 'Menu scraping task ID', value: link(menu.menuScrapingTask ? `/tasks/menu-scraping/${menu.menuScrapingTask.databaseId}` : null, String(menu.menuScrapingTask?.databaseId)) },
                { label: 'Dish review task ID', value: link(menu.dishReviewTask ? `/tasks/dish-review/${menu.dishReviewTask.databaseId}` : null, String(menu.dishReviewTask?.databaseId)) },
                ...(seesTaskLists ? [{ label: 'Tasks of the brand', value: <BrandTaskListLinks brandId={menu.brand.databaseId} /> }] : []),
                { label: 'Scraping availability', value: menu.availabilityComment || (menu.isAwaitingScraping ? 'Awaiting scraping' : EMPTY_VALUE) },
                { label: 'Scraping type', value: menu.scrapingType ? enumLabel(menu.scrapingType) : EMPTY_VALUE },
                { label: 'Scraped', value: menu.scrapedDate ? <>{menu.scrapedBy ? `${menu.scrapedBy.name}, ` : ''}<DateTimeText value={menu.scrapedDate} /></> : EMPTY_VALUE },
                { label: 'Dishes', value: menu.dishCount },
                { label: 'Additional links', value: menu.additionalUrls?.length ? menu.additionalUrls.join(', ') : EMPTY_VALUE },
              ]}
            />
            <div className={styles.checkboxes}>
              <Checkbox
                label="Cluster assignable"
                checked={menu.isClusterAssignable}
                disabled={!canEdit || settingAssignable}
                onChange={(_event, data) => void setFlag(() => setAssignable({ id: menu.id, isClusterAssignable: data.checked === true }))}
              />
              <Checkbox
                label="Exclude from curation"
                checked={menu.isExcludedFromCuration}
                disabled={!canEdit || settingExcluded}
                onChange={(_event, data) => void setFlag(() => setExcluded({ id: menu.id, isExcludedFromCuration: data.checked === true }))}
              />
            </div>
          </Card>
          <Card className={styles.card} aria-labelledby="menu-edit-title">
            <CardHeader header={<Subtitle2 id="menu-edit-title">Website, notes and format</Subtitle2>} description={<Caption1>The URL and notes save when you leave the field or press Enter.</Caption1>} />
            <div className={styles.edits}>
              <InlineTextField label="Menu URL" value={menu.url ?? ''} schema={menuUrlSchema} disabled={!canEdit} placeholder="https://" onSave={saveField('url')} />
              <InlineTextField label="Notes" value={menu.notes ?? ''} schema={menuNotesSchema} multiline maxLength={MAX_MENU_NOTES_LENGTH} disabled={!canEdit} onSave={saveField('notes')} />
              <MenuFormatEditor stored={storedFormat} disabled={!canEdit} onSave={saveFormat} />
            </div>
          </Card>
        </div>
        <div className={styles.column}>
          <MenuInstructionsCard menuNumber={id} instructions={menu.scrapingInstructions} version={menu.scrapingInstructionsVersion} />
          <MenuCommentsCard
            menuId={menu.id}
            menuNumber={id}
            scrapingIssueComment={menu.scrapingIssueComment ?? null}
            scrapingRejectedComment={menu.scrapingRejectedComment ?? null}
            canEdit={canEdit}
          />
          <MenuScrapingServiceCard menu={menu} onOpenScrapingDetails={openScrapingDetails} />
        </div>
      </div>
      <MenuItemsCard menu={menu} />
      {scrapingDetails.variant === 'DOCUMENT' ? (
        <DocumentDebugViewerDialog open={scrapingDetailsOpen} onClose={() => setScrapingDetailsOpen(false)} menuId={menu.id} menuNumber={id} />
      ) : (
        <HtmlDebugViewerDialog open={scrapingDetailsOpen} onClose={() => setScrapingDetailsOpen(false)} menuId={menu.id} menuNumber={id} />
      )}
      <HistoryDrawer entityType="MENU" entityIds={[id]} open={historyOpen} onClose={() => setHistoryOpen(false)} title={`History of menu ${id}`} />
    </div>
  );
}
