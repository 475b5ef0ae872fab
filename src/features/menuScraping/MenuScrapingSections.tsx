// The sections of the menu scraping task's editor (spec 2, sections 8 and 9), in order: Menu, Menu document files (PDF
// and image menus), Scraping instructions (HTML menus), Scraping service information, Crawling Service Information and
// Menu Specification, each an accordion item open by default. The editor (MenuScrapingEditor.tsx) owns their state.
import { Accordion, AccordionHeader, AccordionItem, AccordionPanel, makeStyles, tokens } from '@fluentui/react-components';
import { Suspense } from 'react';
import { EmptyState } from '../../components/EmptyState';
import { PanelFallback } from '../taskEditors/PanelFallback';
import { CrawlingServiceInformation } from './CrawlingServiceInformation';
import { DocumentFilesSection } from './documents/DocumentFilesSection';
import { DocumentScrapingSummary } from './documents/DocumentScrapingSummary';
import type { DocumentFilesForm } from './documents/useDocumentFilesForm';
import { InstructionsPanel } from './instructions/InstructionsPanel';
import { MenuPanel } from './MenuPanel';
import type { EditorMenu, EditorTask } from './MenuScrapingEditor';
import type { StoredScrapingMenu } from './menuScrapingForm';
import { MenuSpecificationPanel } from './MenuSpecificationPanel';
import { ScrapingServicePanel } from './ScrapingServicePanel';
import type { MenuScrapingActions } from './useMenuScrapingActions';
import type { MenuScrapingKeysRef } from './useMenuScrapingCommands';
import type { MenuScrapingForm } from './useMenuScrapingForm';

const useStyles = makeStyles({
  panels: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  item: {
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow2,
  },
  panel: { paddingInline: tokens.spacingHorizontalL, paddingBottom: tokens.spacingVerticalL, marginInline: 0 },
});

/** Every section's value: all open when the page opens. */
export const MENU_SCRAPING_SECTIONS = ['menu', 'instructions', 'documents', 'scraping', 'crawling', 'specification'];

export interface MenuScrapingSectionsProps {
  task: EditorTask;
  menu: EditorMenu;
  stored: StoredScrapingMenu;
  form: MenuScrapingForm;
  documents: DocumentFilesForm;
  readOnly: boolean;
  keys: MenuScrapingKeysRef;
  actions: MenuScrapingActions;
  openSections: string[];
  onOpenSectionsChange(openSections: string[]): void;
  showsDocuments: boolean;
  showsInstructions: boolean;
  storedIsDocument: boolean;
  /** Why Reject crawl and Recrawl are refused (null: allowed). */
  documentRefusals: { reject: string | null; recrawl: string | null };
  onDocumentsResolved(): void;
  /** The server's refusal of the saved instructions, listed under them. */
  savedRefusal: string[];
  onClearSavedRefusal(): void;
  historyFetchKey: number;
}

export function MenuScrapingSections({
  task,
  menu,
  stored,
  form,
  documents,
  readOnly,
  keys,
  actions,
  openSections,
  onOpenSectionsChange,
  showsDocuments,
  showsInstructions,
  storedIsDocument,
  documentRefusals,
  onDocumentsResolved,
  savedRefusal,
  onClearSavedRefusal,
  historyFetchKey,
}: MenuScrapingSectionsProps) {
  const styles = useStyles();
  return (
    <Accordion className={styles.panels} multiple collapsible openItems={openSections} onToggle={(_event, data) => onOpenSectionsChange(data.openItems.map(String))}>
      <AccordionItem value="menu" className={styles.item}>
        <AccordionHeader as="h2" size="large">
          Menu
        </AccordionHeader>
        <AccordionPanel className={styles.panel}>
          <MenuPanel
            menu={{
              databaseId: menu.databaseId,
              url: menu.url ?? null,
              status: menu.status,
              scrapingType: menu.scrapingType ?? null,
              scrapingIssueComment: menu.scrapingIssueComment ?? null,
              menuScrapingClusterId: menu.menuScrapingClusterId ?? null,
              isHtmlMenuScrapedInDebugMode: menu.isHtmlMenuScrapedInDebugMode,
              modifiedDate: menu.modifiedDate,
            }}
            form={form}
            readOnly={readOnly}
            rescrape={actions.rescrape}
            createTestCase={actions.createTestCase}
            sendForTesting={actions.sendForTesting}
            downloadReport={actions.downloadReport}
            editScrapingIssueComment={actions.editScrapingIssueComment}
            testResult={actions.testResult}
          />
        </AccordionPanel>
      </AccordionItem>
      {showsDocuments ? (
        <AccordionItem value="documents" className={styles.item}>
          <AccordionHeader as="h2" size="large">
            Menu document files
          </AccordionHeader>
          <AccordionPanel className={styles.panel}>
            <DocumentFilesSection
              menu={menu}
              form={documents}
              taskId={task.id}
              taskModifiedDate={task.modifiedDate}
              readOnly={readOnly}
              rejectRefusal={documentRefusals.reject}
              recrawlRefusal={documentRefusals.recrawl}
              onResolved={onDocumentsResolved}
            />
          </AccordionPanel>
        </AccordionItem>
      ) : null}
      {showsInstructions ? (
        <AccordionItem value="instructions" className={styles.item}>
          <AccordionHeader as="h2" size="large">
            Scraping instructions
          </AccordionHeader>
          <AccordionPanel className={styles.panel}>
            {form.values.format === 'HTML' ? (
              <InstructionsPanel
                menuId={menu.databaseId}
                storedVersion={menu.scrapingInstructionsVersion}
                storedInstructions={stored.scrapingInstructions}
                form={form}
                readOnly={readOnly}
                actor={actions.actor}
                keys={keys}
                savedRefusal={savedRefusal}
                onClearSavedRefusal={onClearSavedRefusal}
                historyFetchKey={historyFetchKey}
              />
            ) : (
              <EmptyState title="No instructions for this format" description="Scraping instructions are for HTML menus: saving this format clears the menu’s instructions." />
            )}
          </AccordionPanel>
        </AccordionItem>
      ) : null}
      <AccordionItem value="scraping" className={styles.item}>
        <AccordionHeader as="h2" size="large">
          Scraping service information
        </AccordionHeader>
        <AccordionPanel className={styles.panel}>
          {storedIsDocument ? <DocumentScrapingSummary menu={menu} /> : <ScrapingServicePanel menu={menu} />}
        </AccordionPanel>
      </AccordionItem>
      <AccordionItem value="crawling" className={styles.item}>
        <AccordionHeader as="h2" size="large">
          Crawling Service Information
        </AccordionHeader>
        <AccordionPanel className={styles.panel}>
          <CrawlingServiceInformation menu={menu} isDocument={storedIsDocument} />
        </AccordionPanel>
      </AccordionItem>
      <AccordionItem value="specification" className={styles.item}>
        <AccordionHeader as="h2" size="large">
          Menu Specification
        </AccordionHeader>
        <AccordionPanel className={styles.panel}>
          <Suspense fallback={<PanelFallback title="Menu Specification" rows={6} />}>
            <MenuSpecificationPanel menu={menu} />
          </Suspense>
        </AccordionPanel>
      </AccordionItem>
    </Accordion>
  );
}
