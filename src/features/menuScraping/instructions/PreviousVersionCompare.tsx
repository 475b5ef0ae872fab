// Compare with the previous version (spec 2, sections 2.6 and 9: offered above version 1): a stored version (the one
// before the current by default) on the left, the instructions as they are now on the page on the right.
import { Caption1, Dropdown, Field, Option, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { formatDateTime } from '../../../../domain/dates';
import type { PreviousVersionCompareQuery } from './__generated__/PreviousVersionCompareQuery.graphql';
import { instructionsTextOf } from '../menuScrapingForm';
import { InstructionsDiffView } from './InstructionsDiffView';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  choice: { minWidth: '280px' },
  muted: { color: tokens.colorNeutralForeground3 },
});

export interface PreviousVersionCompareProps {
  menuId: number;
  storedVersion: number;
  /** The instructions text on the page now (the stored version, or the person's edit). */
  currentText: string;
  edited: boolean;
  fetchKey: number;
}

export function PreviousVersionCompare({ menuId, storedVersion, currentText, edited, fetchKey }: PreviousVersionCompareProps) {
  const styles = useStyles();
  const data = useLazyLoadQuery<PreviousVersionCompareQuery>(
    graphql`
      query PreviousVersionCompareQuery($menuId: Int!) {
        menuScrapingInstructionsVersions(menuId: $menuId) {
          version
          scrapingInstructions
          comment
          createdDate
          createdBy {
            name
          }
        }
      }
    `,
    { menuId },
    { fetchPolicy: 'store-and-network', fetchKey },
  );
  // Edited instructions compare with the stored version; unedited ones with the version before it.
  const older = data.menuScrapingInstructionsVersions.filter((row) => (edited ? row.version <= storedVersion : row.version < storedVersion));
  const [chosen, setChosen] = useState<number | null>(null);
  const shown = older.find((row) => row.version === chosen) ?? older[0];
  if (!shown) return <Caption1 className={styles.muted}>No earlier version is stored for this menu.</Caption1>;
  return (
    <div className={styles.root}>
      <Field label="Compare with">
        <Dropdown
          className={styles.choice}
          value={`Version ${shown.version}`}
          selectedOptions={[String(shown.version)]}
          onOptionSelect={(_event, option) => setChosen(Number(option.optionValue))}
        >
          {older.map((row) => (
            <Option key={row.version} value={String(row.version)} text={`Version ${row.version}`}>
              Version {row.version} · {formatDateTime(String(row.createdDate))}
              {row.createdBy ? ` · ${row.createdBy.name}` : ''}
            </Option>
          ))}
        </Dropdown>
      </Field>
      {shown.comment ? <Caption1 className={styles.muted}>Version {shown.version}: {shown.comment}</Caption1> : null}
      <InstructionsDiffView
        beforeLabel={`Version ${shown.version}`}
        afterLabel={edited ? 'Being edited' : `Version ${storedVersion}`}
        before={instructionsTextOf(shown.scrapingInstructions)}
        after={currentText}
      />
    </div>
  );
}
