// The template edit screen (spec 3, section 2): id, name, status, the instructions upload ('New version (not uploaded)'
// until saved), comment and scraping issue dialogs, copy and download, created and modified by, Try it on a menu, the
// clusters that use the template, and the version history drawer above version 1. A save refused as stale (CONFLICT)
// keeps what the person changed on screen; leaving with changes asks first.
import { Button, Caption1, Field, Input, Select, Text, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular, CopyRegular, HistoryRegular, SaveRegular } from '@fluentui/react-icons';
import { useMemo, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import {
  TEMPLATE_MESSAGES,
  TEMPLATE_NOTICES,
  TEMPLATE_STATUS_LABELS,
  TEMPLATE_STATUSES,
  templateInstructionsFileName,
  type TemplateStatus,
} from '../../../domain/menuScrapingTemplates';
import { useRegisterCommands, type Command } from '../../app/commands/useRegisterCommands';
import { useNotify } from '../../app/notifications/useNotify';
import { useDocumentTitle } from '../../app/shell/useDocumentTitle';
import { DateTimeText } from '../../components/DateTimeText';
import { PageHeader } from '../../components/PageHeader';
import { UnsavedChangesPrompt } from '../../components/UnsavedChangesPrompt';
import { errorMessage } from '../../relay/errorMessage';
import { downloadJson } from '../brands/scrapingInstructionsFile';
import { instructionsRefusalMessages } from '../menuScraping/instructions/instructionsMessages';
import type { TemplateEditor_template$key } from './__generated__/TemplateEditor_template.graphql';
import { InstructionsPreview } from './InstructionsPreview';
import { InstructionsUploadField } from './InstructionsUploadField';
import { TemplateClustersTable } from './TemplateClustersTable';
import { TemplateCommentButtons } from './TemplateCommentButtons';
import { TEMPLATES_PATH, useTemplatePageStyles } from './templatePageStyles';
import { TemplateTryIt } from './TemplateTryIt';
import type { TemplateUpload } from './templateUpload';
import { TemplateVersionsDrawer } from './TemplateVersionsDrawer';
import { useUpdateTemplateMutation } from './useUpdateTemplateMutation';

const useStyles = makeStyles({
  facts: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))', gap: tokens.spacingHorizontalL },
  fact: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '960px' },
  row: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap', alignItems: 'flex-end' },
  buttons: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  headerActions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

export function TemplateEditor({ template: templateKey }: { template: TemplateEditor_template$key }) {
  const styles = useStyles();
  const pageStyles = useTemplatePageStyles();
  const notify = useNotify();
  const template = useFragment(
    graphql`
      fragment TemplateEditor_template on MenuScrapingTemplate {
        id
        databaseId
        name
        status
        comment
        scrapingIssueComment
        scrapingInstructions
        scrapingInstructionsVersionNumber
        menuCount
        createdDate
        createdBy {
          name
        }
        modifiedDate
        modifiedBy {
          name
        }
      }
    `,
    templateKey,
  );
  useDocumentTitle(`Template ${template.name}`);
  const update = useUpdateTemplateMutation();
  const [name, setName] = useState(template.name);
  const [status, setStatus] = useState<TemplateStatus>(template.status as TemplateStatus);
  const [upload, setUpload] = useState<TemplateUpload | null>(null);
  const [versionComment, setVersionComment] = useState('');
  const [refusals, setRefusals] = useState<string[]>([]);
  const [historyOpen, setHistoryOpen] = useState(false);

  const changed = name.trim() !== template.name || status !== template.status || upload !== null;
  const nameMessage = !name.trim() ? TEMPLATE_MESSAGES.nameRequired : null;
  const shownText = upload?.text ?? template.scrapingInstructions;

  const save = async () => {
    if (nameMessage) return;
    try {
      const response = await update.run({
        id: template.id,
        expectedModifiedDate: template.modifiedDate,
        data: {
          name: name.trim(),
          status,
          scrapingInstructionsFileName: upload?.fileName ?? null,
          scrapingInstructions: upload?.value ?? null,
          versionComment: upload ? versionComment.trim() || null : null,
        },
      });
      setUpload(null);
      setVersionComment('');
      setRefusals([]);
      if (response.updateMenuScrapingTemplate) notify.success(TEMPLATE_NOTICES.updated);
    } catch (error) {
      setRefusals(instructionsRefusalMessages(error));
      notify.error(TEMPLATE_NOTICES.updateFailed, errorMessage(error));
    }
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(shownText);
      notify.success('Copied to clipboard');
    } catch (error) {
      notify.error('Copy to clipboard failed.', errorMessage(error));
    }
  };
  const download = () => downloadJson(templateInstructionsFileName(template.databaseId, 'current'), `${shownText}\n`);

  const commands = useMemo<Command[]>(
    () => [
      { id: 'template.download', title: 'Download template instructions', group: 'Template', run: download },
      ...(template.scrapingInstructionsVersionNumber > 1
        ? [{ id: 'template.history', title: 'Open version history', group: 'Template', keywords: ['compare', 'versions'], run: () => setHistoryOpen(true) }]
        : []),
    ],
    // download reads the text shown: re-register when it changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [template.scrapingInstructionsVersionNumber, shownText],
  );
  useRegisterCommands(commands);

  return (
    <>
      <PageHeader
        title={template.name}
        subtitle="Menu scraping template"
        back={{ to: TEMPLATES_PATH, label: 'Templates' }}
        actions={
          <span className={styles.headerActions}>
            <TemplateCommentButtons templateId={template.id} comment={template.comment ?? null} scrapingIssueComment={template.scrapingIssueComment ?? null} />
            {template.scrapingInstructionsVersionNumber > 1 ? (
              <Button icon={<HistoryRegular />} onClick={() => setHistoryOpen(true)}>
                Version history
              </Button>
            ) : null}
          </span>
        }
      />
      <section className={styles.facts} aria-label="Template facts">
        <Fact label="Id">{template.databaseId}</Fact>
        <Fact label="Menu count">{template.menuCount}</Fact>
        <Fact label="Created">
          <DateTimeText value={template.createdDate} /> by {template.createdBy?.name ?? '-'}
        </Fact>
        <Fact label="Modified">
          <DateTimeText value={template.modifiedDate} /> by {template.modifiedBy?.name ?? '-'}
        </Fact>
      </section>
      <form
        className={styles.form}
        aria-label="Template"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <div className={styles.row}>
          <Field label="Name" required validationState={nameMessage ? 'error' : 'none'} validationMessage={nameMessage}>
            <Input value={name} onChange={(_event, data) => setName(data.value)} maxLength={100} />
          </Field>
          <Field label="Status" required>
            <Select value={status} onChange={(_event, data) => setStatus(data.value as TemplateStatus)}>
              {TEMPLATE_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {TEMPLATE_STATUS_LABELS[value]}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        <InstructionsUploadField
          label="Scraping instructions"
          status={upload ? `New version (not uploaded): ${upload.fileName}` : `Version ${template.scrapingInstructionsVersionNumber}`}
          validationMessage={refusals.length ? refusals.join('\n') : null}
          onUpload={(next) => {
            setUpload(next);
            setRefusals([]);
            setVersionComment((comment) => comment || `Uploaded ${next.fileName}`);
          }}
        />
        {upload ? (
          <Field label="Version comment">
            <Textarea value={versionComment} onChange={(_event, data) => setVersionComment(data.value)} maxLength={2000} />
          </Field>
        ) : null}
        <div className={styles.buttons}>
          <Button icon={<CopyRegular />} onClick={() => void copy()}>
            Copy
          </Button>
          <Button icon={<ArrowDownloadRegular />} onClick={download}>
            Download
          </Button>
        </div>
        <InstructionsPreview text={shownText} label={upload ? 'New version (not uploaded)' : `Instructions, version ${template.scrapingInstructionsVersionNumber}`} />
        <div className={styles.buttons}>
          <Button appearance="primary" type="submit" icon={<SaveRegular />} disabled={!changed || update.isInFlight}>
            Save
          </Button>
        </div>
      </form>
      <TemplateTryIt instructionsText={shownText} />
      <section className={styles.section} aria-label="Clusters using this template">
        <Text weight="semibold">Clusters using this template</Text>
        <TemplateClustersTable templateId={template.id} />
      </section>
      <Caption1 className={pageStyles.muted}>Page URLs in a template are resolved against each menu&apos;s own URL.</Caption1>
      <UnsavedChangesPrompt when={changed && !update.isInFlight} />
      {historyOpen ? <TemplateVersionsDrawer templateId={template.id} templateDatabaseId={template.databaseId} onClose={() => setHistoryOpen(false)} /> : null}
    </>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  const styles = useStyles();
  const pageStyles = useTemplatePageStyles();
  return (
    <div className={styles.fact}>
      <Caption1 className={pageStyles.muted}>{label}</Caption1>
      <Text>{children}</Text>
    </div>
  );
}
