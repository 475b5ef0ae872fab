// The menu the location uses (spec 2, section 2.11): id (a link to the menu), url, dishes, last update and its scraping
// instructions as a JSON download, the brand page's file (src/features/brands/scrapingInstructionsFile.ts).
import {
  Button,
  Caption1,
  Card,
  CardHeader,
  Link,
  Subtitle2,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Tooltip,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownloadRegular, DocumentDismissRegular } from '@fluentui/react-icons';
import { graphql, useFragment } from 'react-relay';
import { EMPTY_VALUE } from '../../../domain/dates';
import { DateTimeText } from '../../components/DateTimeText';
import { EmptyState } from '../../components/EmptyState';
import { RouterLink } from '../brands/RouterLink';
import { downloadJson, hasScrapingInstructions, scrapingInstructionsFileName, scrapingInstructionsText } from '../brands/scrapingInstructionsFile';
import type { LocationMenuCard_location$key } from './__generated__/LocationMenuCard_location.graphql';
import { useLocationPageStyles } from './locationPageStyles';

const useStyles = makeStyles({
  scroll: { overflowX: 'auto' },
  // Columns as wide as their content: the URL takes the room the short columns leave.
  table: { tableLayout: 'auto' },
  header: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForeground2, whiteSpace: 'nowrap' },
  url: { overflowWrap: 'anywhere' },
  nowrap: { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
});

const MENU_SOURCE: Record<string, string> = {
  OWN_MENU: "The location's own menu.",
  SAME_AS_BRAND: 'The brand menu, which this location shares.',
};

export function LocationMenuCard({ location: locationKey }: { location: LocationMenuCard_location$key }) {
  const styles = useStyles();
  const pageStyles = useLocationPageStyles();
  const location = useFragment(
    graphql`
      fragment LocationMenuCard_location on Location {
        menuStatus
        menu {
          databaseId
          url
          dishCount
          modifiedDate
          scrapingInstructions
          scrapingInstructionsVersion
        }
      }
    `,
    locationKey,
  );
  const menu = location.menu;
  return (
    <Card className={pageStyles.card} aria-labelledby="location-menu-title">
      <CardHeader
        header={<Subtitle2 id="location-menu-title">Menu</Subtitle2>}
        description={<Caption1>{(location.menuStatus && MENU_SOURCE[location.menuStatus]) ?? 'The menu this location uses.'}</Caption1>}
      />
      {menu ? (
        <div className={styles.scroll}>
          <Table className={styles.table} size="small" aria-labelledby="location-menu-title">
            <TableHeader>
              <TableRow>
                <TableHeaderCell className={styles.header}>Menu ID</TableHeaderCell>
                <TableHeaderCell className={styles.header}>URL</TableHeaderCell>
                <TableHeaderCell className={styles.header}>Dishes</TableHeaderCell>
                <TableHeaderCell className={styles.header}>Last update</TableHeaderCell>
                <TableHeaderCell className={styles.header}>JSON</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              <TableRow>
                <TableCell>
                  <RouterLink to={`/menus/${menu.databaseId}`}>{menu.databaseId}</RouterLink>
                </TableCell>
                <TableCell>
                  {menu.url ? (
                    <Link className={styles.url} href={menu.url} target="_blank" rel="noreferrer">
                      {menu.url}
                    </Link>
                  ) : (
                    EMPTY_VALUE
                  )}
                </TableCell>
                <TableCell className={styles.nowrap}>{menu.dishCount}</TableCell>
                <TableCell className={styles.nowrap}>
                  <DateTimeText value={menu.modifiedDate} />
                </TableCell>
                <TableCell>
                  {hasScrapingInstructions(menu.scrapingInstructions) ? (
                    <Tooltip content={`Scraping instructions, version ${menu.scrapingInstructionsVersion}`} relationship="description">
                      <Button
                        size="small"
                        icon={<ArrowDownloadRegular />}
                        onClick={() =>
                          downloadJson(scrapingInstructionsFileName(menu.databaseId, menu.scrapingInstructionsVersion), scrapingInstructionsText(menu.scrapingInstructions))
                        }
                      >
                        Download
                      </Button>
                    </Tooltip>
                  ) : (
                    <Caption1 className={pageStyles.muted}>No scraping instructions set</Caption1>
                  )}
                </TableCell>
              </TableRow>
            </TableBody>
          </Table>
        </div>
      ) : (
        <EmptyState
          icon={<DocumentDismissRegular />}
          title="No menu"
          description={location.menuStatus === 'NO_MENU' ? 'This location has no menu.' : 'The menu appears here once the menu definition task sets it.'}
        />
      )}
    </Card>
  );
}
