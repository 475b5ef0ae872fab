// The template's comment and scraping issue comment (spec 2, section 7), each edited in a dialog; saving an empty text
// removes it. Notices: 'Comment saved' / 'Comment removed', 'Scraping issue comment saved' / '... removed'.
import { Button, Field, Textarea } from '@fluentui/react-components';
import { CommentRegular, WarningRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { TEMPLATE_NOTICES } from '../../../domain/menuScrapingTemplates';
import { useNotify } from '../../app/notifications/useNotify';
import { FormDialog } from '../../components/FormDialog';
import { errorMessage } from '../../relay/errorMessage';
import { useSetTemplateCommentMutation } from './useSetTemplateCommentMutation';
import { useSetTemplateScrapingIssueMutation } from './useSetTemplateScrapingIssueMutation';

export interface TemplateCommentButtonsProps {
  templateId: string;
  comment: string | null;
  scrapingIssueComment: string | null;
}

type Editing = 'comment' | 'scrapingIssue' | null;

export function TemplateCommentButtons({ templateId, comment, scrapingIssueComment }: TemplateCommentButtonsProps) {
  const notify = useNotify();
  const setComment = useSetTemplateCommentMutation();
  const setIssue = useSetTemplateScrapingIssueMutation();
  const [editing, setEditing] = useState<Editing>(null);
  const [text, setText] = useState('');

  const open = (which: Exclude<Editing, null>) => {
    setText((which === 'comment' ? comment : scrapingIssueComment) ?? '');
    setEditing(which);
  };

  const save = async () => {
    const value = text.trim() || null;
    try {
      if (editing === 'comment') {
        await setComment.run({ id: templateId, comment: value });
        notify.success(TEMPLATE_NOTICES.comment(value));
      } else {
        await setIssue.run({ id: templateId, scrapingIssueComment: value });
        notify.success(TEMPLATE_NOTICES.scrapingIssue(value));
      }
      setEditing(null);
    } catch (error) {
      notify.error(TEMPLATE_NOTICES.updateFailed, errorMessage(error));
    }
  };

  return (
    <>
      <Button icon={<CommentRegular />} onClick={() => open('comment')}>
        {comment ? 'Comment' : 'Add comment'}
      </Button>
      <Button icon={<WarningRegular />} onClick={() => open('scrapingIssue')}>
        {scrapingIssueComment ? 'Scraping issue' : 'Add scraping issue'}
      </Button>
      <FormDialog
        open={editing !== null}
        title={editing === 'comment' ? 'Template comment' : 'Scraping issue'}
        submitLabel="Save"
        busy={setComment.isInFlight || setIssue.isInFlight}
        lockWhileBusy
        onSubmit={() => void save()}
        onCancel={() => setEditing(null)}
      >
        <Field label={editing === 'comment' ? 'Comment' : 'Scraping issue comment'} hint="Leave empty to remove it.">
          <Textarea value={text} onChange={(_event, data) => setText(data.value)} maxLength={2000} rows={5} />
        </Field>
      </FormDialog>
    </>
  );
}
