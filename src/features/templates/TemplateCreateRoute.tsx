// /menu-scraping-templates/templates/create (spec 3, section 2): a name and a scraping instructions file (.json only,
// checked at once), a preview of the file taken in, Back and Save. Saved, the template opens at version 1.
import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular, SaveRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { TEMPLATE_MESSAGES, TEMPLATE_NOTICES } from '../../../domain/menuScrapingTemplates';
import { useNotify } from '../../app/notifications/useNotify';
import { useDocumentTitle } from '../../app/shell/useDocumentTitle';
import { PageHeader } from '../../components/PageHeader';
import { errorMessage } from '../../relay/errorMessage';
import { instructionsRefusalMessages } from '../menuScraping/instructions/instructionsMessages';
import { InstructionsPreview } from './InstructionsPreview';
import { InstructionsUploadField } from './InstructionsUploadField';
import { TEMPLATES_PATH, templatePath, useTemplatePageStyles } from './templatePageStyles';
import type { TemplateUpload } from './templateUpload';
import { useCreateTemplateMutation } from './useCreateTemplateMutation';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '960px' },
  buttons: { display: 'flex', gap: tokens.spacingHorizontalS },
});

export function TemplateCreateRoute() {
  const pageStyles = useTemplatePageStyles();
  const styles = useStyles();
  useDocumentTitle('Add template');
  const navigate = useNavigate();
  const notify = useNotify();
  const { run, isInFlight } = useCreateTemplateMutation();
  const [name, setName] = useState('');
  const [upload, setUpload] = useState<TemplateUpload | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [refusals, setRefusals] = useState<string[]>([]);

  const nameMessage = submitted && !name.trim() ? TEMPLATE_MESSAGES.nameRequired : null;
  const fileMessage = submitted && !upload ? TEMPLATE_MESSAGES.instructionsRequired : refusals.length ? refusals.join('\n') : null;

  const save = async () => {
    setSubmitted(true);
    if (!name.trim() || !upload) return;
    try {
      const { createMenuScrapingTemplate: created } = await run({
        data: { name: name.trim(), scrapingInstructionsFileName: upload.fileName, scrapingInstructions: upload.value, versionComment: `Uploaded ${upload.fileName}` },
      });
      notify.success(TEMPLATE_NOTICES.created, `${created.name} is at version 1.`);
      void navigate(templatePath(created.databaseId));
    } catch (error) {
      setRefusals(instructionsRefusalMessages(error));
      notify.error(TEMPLATE_NOTICES.createFailed, errorMessage(error));
    }
  };

  return (
    <div className={pageStyles.page}>
      <PageHeader title="Add template" subtitle="A name and the scraping instructions every menu of one layout is scraped with." back={{ to: TEMPLATES_PATH, label: 'Templates' }} />
      <form
        className={styles.form}
        aria-label="New template"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Field label="Name" required validationState={nameMessage ? 'error' : 'none'} validationMessage={nameMessage}>
          <Input value={name} onChange={(_event, data) => setName(data.value)} maxLength={100} />
        </Field>
        <InstructionsUploadField
          label="Scraping instructions"
          required
          status={upload ? upload.fileName : 'No file chosen'}
          validationMessage={fileMessage}
          onUpload={(next) => {
            setUpload(next);
            setRefusals([]);
          }}
        />
        {upload ? <InstructionsPreview text={upload.text} label={`Preview of ${upload.fileName}`} /> : null}
        <div className={styles.buttons}>
          <Button icon={<ArrowLeftRegular />} onClick={() => void navigate(TEMPLATES_PATH)}>
            Back
          </Button>
          <Button appearance="primary" type="submit" icon={<SaveRegular />} disabled={isInFlight}>
            Save
          </Button>
        </div>
      </form>
    </div>
  );
}
