// The menu detail's scraping comments (spec 2, sections 7 and 8): the scraping issue comment ('Scraping issue comment
// set' / 'removed') and the scraping rejection comment with whom the rejected menu goes to ('Comment saved' /
// 'Comment removed'). Saving an empty comment removes it.
import { Button, Caption1, Card, CardHeader, Dropdown, Field, Option, Subtitle2, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { DeleteRegular, SaveRegular } from '@fluentui/react-icons';
import { Suspense, useEffect, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { MAX_TEXT_LENGTH } from '../../../domain/inputLimits';
import { useNotify } from '../../app/notifications/useNotify';
import { useSession } from '../../app/session/useSession';
import { errorMessage } from '../../relay/errorMessage';
import type { MenuCommentsCardAssigneesQuery } from './__generated__/MenuCommentsCardAssigneesQuery.graphql';
import { useSetMenuScrapingIssueCommentMutation } from './useSetMenuScrapingIssueCommentMutation';
import { useSetMenuScrapingRejectedCommentMutation } from './useSetMenuScrapingRejectedCommentMutation';

const useStyles = makeStyles({
  card: { padding: tokens.spacingHorizontalXL, gap: tokens.spacingVerticalM },
  block: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalS },
  choice: { minWidth: '220px' },
});

export interface MenuCommentsCardProps {
  menuId: string;
  menuNumber: number;
  scrapingIssueComment: string | null;
  scrapingRejectedComment: string | null;
  canEdit: boolean;
}

export function MenuCommentsCard({ menuId, menuNumber, scrapingIssueComment, scrapingRejectedComment, canEdit }: MenuCommentsCardProps) {
  const styles = useStyles();
  const notify = useNotify();
  const { can } = useSession();
  const [setIssue, settingIssue] = useSetMenuScrapingIssueCommentMutation();
  const [setRejected, settingRejected] = useSetMenuScrapingRejectedCommentMutation();
  const [issue, setIssueText] = useState(scrapingIssueComment ?? '');
  const [rejected, setRejectedText] = useState(scrapingRejectedComment ?? '');
  const [assignee, setAssignee] = useState<string | null>(null);
  useEffect(() => setIssueText(scrapingIssueComment ?? ''), [scrapingIssueComment]);
  useEffect(() => setRejectedText(scrapingRejectedComment ?? ''), [scrapingRejectedComment]);

  const saveIssue = async (text: string) => {
    try {
      await setIssue({ id: menuId, scrapingIssueComment: text.trim() || null });
      notify.success(text.trim() ? 'Scraping issue comment set' : 'Scraping issue comment removed');
    } catch (error) {
      notify.error('Scraping issue', errorMessage(error));
    }
  };
  const saveRejected = async (text: string) => {
    try {
      await setRejected({ id: menuId, scrapingRejectedComment: text.trim() || null, assignedToUserId: text.trim() ? assignee : null });
      notify.success(text.trim() ? 'Comment saved' : 'Comment removed');
    } catch (error) {
      notify.error('Menu scraping rejection comment.', errorMessage(error));
    }
  };

  return (
    <Card className={styles.card} aria-labelledby="menu-comments-title">
      <CardHeader header={<Subtitle2 id="menu-comments-title">Scraping comments</Subtitle2>} description={<Caption1>Issues found while scraping menu {menuNumber}, and why its scraping was rejected.</Caption1>} />
      <div className={styles.block}>
        <Field label="Scraping issue comment">
          <Textarea value={issue} disabled={!canEdit || settingIssue} maxLength={MAX_TEXT_LENGTH.comment} resize="vertical" onChange={(_event, data) => setIssueText(data.value)} />
        </Field>
        {canEdit && (
          <div className={styles.actions}>
            <Button icon={<SaveRegular />} disabled={settingIssue || issue.trim() === (scrapingIssueComment ?? '') || !issue.trim()} onClick={() => void saveIssue(issue)}>
              Set issue comment
            </Button>
            <Button icon={<DeleteRegular />} appearance="subtle" disabled={settingIssue || !scrapingIssueComment} onClick={() => void saveIssue('')}>
              Remove
            </Button>
          </div>
        )}
      </div>
      <div className={styles.block}>
        <Field label="Scraping rejection comment">
          <Textarea value={rejected} disabled={!canEdit || settingRejected} maxLength={MAX_TEXT_LENGTH.comment} resize="vertical" onChange={(_event, data) => setRejectedText(data.value)} />
        </Field>
        {canEdit && (
          <div className={styles.actions}>
            {can('menuScrapingTask.list') && (
              <Field label="Assign the rejected menu to">
                <Suspense fallback={<Dropdown className={styles.choice} value="Nobody" disabled />}>
                  <RejectionAssignee value={assignee} onChange={setAssignee} className={styles.choice} />
                </Suspense>
              </Field>
            )}
            <Button icon={<SaveRegular />} disabled={settingRejected || !rejected.trim() || (rejected.trim() === (scrapingRejectedComment ?? '') && !assignee)} onClick={() => void saveRejected(rejected)}>
              Save comment
            </Button>
            <Button icon={<DeleteRegular />} appearance="subtle" disabled={settingRejected || !scrapingRejectedComment} onClick={() => void saveRejected('')}>
              Remove
            </Button>
          </div>
        )}
      </div>
    </Card>
  );
}

/** The people a rejected menu may go to: the menu scraping list's assignees (spec 2, section 6). */
function RejectionAssignee({ value, onChange, className }: { value: string | null; onChange(value: string | null): void; className?: string }) {
  const data = useLazyLoadQuery<MenuCommentsCardAssigneesQuery>(
    graphql`
      query MenuCommentsCardAssigneesQuery {
        assigneeOptions(taskType: MENU_SCRAPING) {
          id
          name
        }
      }
    `,
    {},
    { fetchPolicy: 'store-or-network' },
  );
  const people = [...data.assigneeOptions].sort((a, b) => a.name.localeCompare(b.name));
  return (
    <Dropdown
      className={className}
      aria-label="Assign the rejected menu to"
      value={people.find((person) => person.id === value)?.name ?? 'Nobody'}
      selectedOptions={[value ?? '']}
      onOptionSelect={(_event, data) => onChange(data.optionValue || null)}
    >
      <Option value="">Nobody</Option>
      {people.map((person) => (
        <Option key={person.id} value={person.id}>
          {person.name}
        </Option>
      ))}
    </Dropdown>
  );
}
