// The menu detail's scraping instructions (spec 2, sections 2.13 and 9): the JSON with its version and a Download;
// above version 1, the stored versions to compare ('No scraping instructions set' when there are none).
import { Button, Caption1, Card, CardHeader, Dropdown, Field, Option, Spinner, Subtitle2, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular, HistoryRegular } from '@fluentui/react-icons';
import { Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { DateTimeText } from '../../components/DateTimeText';
import { JsonViewer } from '../../components/JsonViewer';
import { downloadJson, hasScrapingInstructions, scrapingInstructionsFileName, scrapingInstructionsText } from '../brands/scrapingInstructionsFile';
import type { MenuInstructionsCardVersionsQuery } from './__generated__/MenuInstructionsCardVersionsQuery.graphql';

const useStyles = makeStyles({
  card: { padding: tokens.spacingHorizontalXL, gap: tokens.spacingVerticalM },
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground3 },
  versions: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  choice: { minWidth: '260px' },
});

export interface MenuInstructionsCardProps {
  menuNumber: number;
  instructions: unknown;
  version: number;
}

export function MenuInstructionsCard({ menuNumber, instructions, version }: MenuInstructionsCardProps) {
  const styles = useStyles();
  const [showVersions, setShowVersions] = useState(false);
  const present = hasScrapingInstructions(instructions);
  return (
    <Card className={styles.card} aria-labelledby="menu-instructions-title">
      <CardHeader
        header={<Subtitle2 id="menu-instructions-title">Scraping instructions</Subtitle2>}
        description={<Caption1>{present ? `Version ${version}` : 'How the scraper reads this menu.'}</Caption1>}
      />
      {present ? (
        <>
          <JsonViewer value={instructions} label="Scraping instructions" />
          <div className={styles.actions}>
            <Button icon={<ArrowDownloadRegular />} onClick={() => downloadJson(scrapingInstructionsFileName(menuNumber, version), scrapingInstructionsText(instructions))}>
              Download
            </Button>
            {version > 1 && (
              <Button icon={<HistoryRegular />} aria-expanded={showVersions} onClick={() => setShowVersions(!showVersions)}>
                {showVersions ? 'Hide version history' : 'Version history'}
              </Button>
            )}
          </div>
          {showVersions && (
            <Suspense fallback={<Spinner size="tiny" label="Loading versions" />}>
              <InstructionVersions menuNumber={menuNumber} current={version} />
            </Suspense>
          )}
        </>
      ) : (
        <Text className={styles.muted}>No scraping instructions set</Text>
      )}
    </Card>
  );
}

function InstructionVersions({ menuNumber, current }: { menuNumber: number; current: number }) {
  const styles = useStyles();
  const data = useLazyLoadQuery<MenuInstructionsCardVersionsQuery>(
    graphql`
      query MenuInstructionsCardVersionsQuery($menuId: Int!) {
        menuScrapingInstructionsVersions(menuId: $menuId) {
          version
          scrapingInstructions
          createdDate
          createdBy {
            name
          }
        }
      }
    `,
    { menuId: menuNumber },
    { fetchPolicy: 'network-only' },
  );
  const older = data.menuScrapingInstructionsVersions.filter((row) => row.version !== current);
  const [chosen, setChosen] = useState<number | null>(older[0]?.version ?? null);
  const shown = older.find((row) => row.version === chosen);
  if (older.length === 0) return <Text className={styles.muted}>Only the current version is stored: earlier versions were written before versions were kept.</Text>;
  return (
    <div className={styles.versions}>
      <Field label="Earlier version">
        <Dropdown
          className={styles.choice}
          value={shown ? `Version ${shown.version}` : ''}
          selectedOptions={chosen === null ? [] : [String(chosen)]}
          onOptionSelect={(_event, option) => setChosen(Number(option.optionValue))}
        >
          {older.map((row) => (
            <Option key={row.version} value={String(row.version)} text={`Version ${row.version}`}>
              Version {row.version}
            </Option>
          ))}
        </Dropdown>
      </Field>
      {shown && (
        <>
          <Caption1 className={styles.muted}>
            Stored <DateTimeText value={shown.createdDate} />
            {shown.createdBy ? ` by ${shown.createdBy.name}` : ''}
          </Caption1>
          <JsonViewer value={shown.scrapingInstructions} label={`Version ${shown.version}`} />
          <div className={styles.actions}>
            <Button icon={<ArrowDownloadRegular />} onClick={() => downloadJson(scrapingInstructionsFileName(menuNumber, shown.version), scrapingInstructionsText(shown.scrapingInstructions))}>
              Download version {shown.version}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
