// The brand menu's facts on the brand page (spec 2, section 2.10): menu id (a link to the menu), url, format, dish count,
// the brand's menu scraping and dish review task lists (spec 2, section 2.1's links), and the scraping instructions as a
// JSON download ('No scraping instructions set' when there are none).
import { Button, Caption1, Card, CardHeader, Link, Subtitle2, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular, DocumentDismissRegular } from '@fluentui/react-icons';
import { graphql, useFragment } from 'react-relay';
import { EMPTY_VALUE } from '../../../domain/dates';
import { EmptyState } from '../../components/EmptyState';
import { BrandTaskListLinks, useSeesBrandTaskLists } from '../tasks/BrandTaskListLinks';
import type { BrandMenuCard_brand$key } from './__generated__/BrandMenuCard_brand.graphql';
import { enumLabel } from './brandLabels';
import { FactList } from './FactList';
import { RouterLink } from './RouterLink';
import { downloadJson, hasScrapingInstructions, scrapingInstructionsFileName, scrapingInstructionsText } from './scrapingInstructionsFile';

const useStyles = makeStyles({
  card: { padding: tokens.spacingHorizontalXL, gap: tokens.spacingVerticalM },
  url: { wordBreak: 'break-all' },
  instructions: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  muted: { color: tokens.colorNeutralForeground3 },
  number: { fontVariantNumeric: 'tabular-nums' },
  empty: { paddingBlock: tokens.spacingVerticalL },
});

export function BrandMenuCard({ brand: brandKey }: { brand: BrandMenuCard_brand$key }) {
  const styles = useStyles();
  const brand = useFragment(
    graphql`
      fragment BrandMenuCard_brand on Brand {
        databaseId
        hasMenu
        menu {
          databaseId
          url
          format
          dishCount
          scrapingInstructions
          scrapingInstructionsVersion
        }
      }
    `,
    brandKey,
  );
  const menu = brand.menu;
  const seesTaskLists = useSeesBrandTaskLists();
  return (
    <Card className={styles.card} aria-labelledby="brand-menu-title">
      <CardHeader header={<Subtitle2 id="brand-menu-title">Menu</Subtitle2>} description={<Caption1>{brand.hasMenu ? 'The brand menu its locations share.' : 'This brand has no menu.'}</Caption1>} />
      {menu ? (
        <>
          <FactList
            facts={[
              { label: 'Menu ID', value: <RouterLink to={`/menus/${menu.databaseId}`}>{menu.databaseId}</RouterLink> },
              {
                label: 'URL',
                value: menu.url ? (
                  <Link className={styles.url} href={menu.url} target="_blank" rel="noreferrer">
                    {menu.url}
                  </Link>
                ) : (
                  EMPTY_VALUE
                ),
              },
              { label: 'Format', value: menu.format ? enumLabel(menu.format) : EMPTY_VALUE },
              { label: 'Dish count', value: <span className={styles.number}>{menu.dishCount}</span> },
              ...(seesTaskLists ? [{ label: 'Tasks of the brand', value: <BrandTaskListLinks brandId={brand.databaseId} /> }] : []),
            ]}
          />
          <div className={styles.instructions}>
            {hasScrapingInstructions(menu.scrapingInstructions) ? (
              <>
                <Text>Scraping instructions, version {menu.scrapingInstructionsVersion}</Text>
                <Button
                  icon={<ArrowDownloadRegular />}
                  onClick={() =>
                    downloadJson(scrapingInstructionsFileName(menu.databaseId, menu.scrapingInstructionsVersion), scrapingInstructionsText(menu.scrapingInstructions))
                  }
                >
                  Download JSON
                </Button>
              </>
            ) : (
              <Text className={styles.muted}>No scraping instructions set</Text>
            )}
          </div>
        </>
      ) : (
        <EmptyState className={styles.empty} icon={<DocumentDismissRegular />} title="No menu" description="The brand menu appears here once the menu definition task sets it." />
      )}
    </Card>
  );
}
