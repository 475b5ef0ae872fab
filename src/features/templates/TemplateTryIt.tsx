// Try it on a menu (issue 25): the instructions on screen (a new file before it is saved, or the current version) run on
// any menu, by its number, and the titles and dishes found shown with the menu scraping task's result view.
import { Button, Field, Input, Text, makeStyles, tokens } from '@fluentui/react-components';
import { PlayRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useNotify } from '../../app/notifications/useNotify';
import { formatDateTime } from '../../../domain/dates';
import { errorMessage } from '../../relay/errorMessage';
import { TrialResultView } from '../menuScraping/instructions/TrialResultView';
import type { ScrapingTrialResult } from '../menuScraping/useTryMenuScrapingInstructionsMutation';
import { useTryTemplateInstructionsMutation } from './useTryTemplateInstructionsMutation';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'flex-end', flexWrap: 'wrap' },
});

export function TemplateTryIt({ instructionsText }: { instructionsText: string }) {
  const styles = useStyles();
  const notify = useNotify();
  const tryIt = useTryTemplateInstructionsMutation();
  const [menuId, setMenuId] = useState('');
  const [trial, setTrial] = useState<{ result: ScrapingTrialResult; at: string } | null>(null);
  const menuNumber = Number(menuId);
  const validMenu = Number.isInteger(menuNumber) && menuNumber > 0;

  const run = async () => {
    if (!validMenu) return;
    try {
      const response = await tryIt.run({ menuId: menuNumber, scrapingInstructions: JSON.parse(instructionsText) as unknown });
      setTrial({ result: response.trial, at: formatDateTime(new Date().toISOString()) });
    } catch (error) {
      notify.error('Try scraping instructions failed.', errorMessage(error));
    }
  };

  return (
    <section className={styles.root} aria-label="Try it on a menu">
      <Text weight="semibold">Try it on a menu</Text>
      <form
        className={styles.row}
        aria-label="Try the instructions"
        onSubmit={(event) => {
          event.preventDefault();
          void run();
        }}
      >
        <Field label="Menu ID" hint="The instructions on screen run on this menu's pages; nothing is saved.">
          <Input value={menuId} onChange={(_event, data) => setMenuId(data.value.replace(/\D/g, ''))} inputMode="numeric" />
        </Field>
        <Button type="submit" icon={<PlayRegular />} disabled={!validMenu || tryIt.isInFlight}>
          {tryIt.isInFlight ? 'Trying…' : 'Try it'}
        </Button>
      </form>
      {trial ? <TrialResultView trial={trial.result} triedAt={trial.at} onClose={() => setTrial(null)} /> : null}
    </section>
  );
}
