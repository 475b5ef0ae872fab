// Crawling Service Information (spec 2, section 2.6): the document crawling job of a PDF or image menu. Document
// crawling comes with the document variant of the page, so this shows the spec's dash for the job and says why.
import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { Fact, FactGrid } from '../taskPage/Facts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  muted: { color: tokens.colorNeutralForeground3 },
});

export function CrawlingServiceInformation({ isHtml }: { isHtml: boolean }) {
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <FactGrid label="Latest crawling job">
        <Fact label="Crawling job" />
        <Fact label="Status" />
        <Fact label="Duration" />
        <Fact label="Files found" />
      </FactGrid>
      <Caption1 className={styles.muted}>
        {isHtml ? 'HTML menus are not crawled: document crawling finds the PDF and image menus on a site.' : 'No crawling job has run for this menu yet.'}
      </Caption1>
    </div>
  );
}
