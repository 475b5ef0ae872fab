// Verification of a done menu scraping task (spec 2, section 2.6): 'Not Verified', 'Verified - Default' and
// 'Verified - Debug', interactive only for the person who resolved the task (scrapingVerificationMachine decides);
// everyone else sees a badge with who verified it and when. V marks it 'Verified - Default' (what sends the menu to the
// reviewers' queue, verifyToReview.ts).
import { Badge, Button, Caption1, Tooltip, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useMemo } from 'react';
import { graphql, useFragment } from 'react-relay';
import { formatDateTime } from '../../../domain/dates';
import type { Actor, Verification } from '../../../machines/taskTypes';
import { useRegisterCommands, type Command } from '../../app/commands/useRegisterCommands';
import { useShortcut } from '../../app/commands/useShortcut';
import { useNotify } from '../../app/notifications/useNotify';
import { errorMessage } from '../../relay/errorMessage';
import { VERIFY_DEFAULT_SHORTCUT } from './verifyToReview';
import { taskFactsOf } from '../tasks/taskFacts';
import type { ScrapingVerification_task$key } from './__generated__/ScrapingVerification_task.graphql';
import { VERIFICATION_TITLES } from './taskKindBySlug';
import { VERIFICATION_LABEL, verificationOptions } from './taskPageLogic';
import { useMarkMenuScrapingTaskAsVerifiedMutation } from './useMarkMenuScrapingTaskAsVerifiedMutation';
import { useUnmarkMenuScrapingTaskAsVerifiedMutation } from './useUnmarkMenuScrapingTaskAsVerifiedMutation';

const useStyles = makeStyles({
  group: { display: 'inline-flex', borderRadius: tokens.borderRadiusMedium },
  segment: { borderRadius: 0, ':first-child': { borderStartStartRadius: tokens.borderRadiusMedium, borderEndStartRadius: tokens.borderRadiusMedium } },
  last: { borderStartEndRadius: tokens.borderRadiusMedium, borderEndEndRadius: tokens.borderRadiusMedium },
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  muted: { color: tokens.colorNeutralForeground3 },
});

const COLOR: Record<Verification, 'informative' | 'success' | 'brand'> = {
  NOT_VERIFIED: 'informative',
  VERIFIED_IN_DEFAULT_MODE: 'success',
  VERIFIED_IN_DEBUG_MODE: 'brand',
};

export function ScrapingVerification({ task: taskKey, actor }: { task: ScrapingVerification_task$key; actor: Actor | null }) {
  const styles = useStyles();
  const notify = useNotify();
  const task = useFragment(
    graphql`
      fragment ScrapingVerification_task on MenuScrapingTask {
        id
        type
        status
        isAssignable
        isAwaiting
        isInScrapingCluster
        currentViewType
        views {
          type
          status
        }
        assignedTo {
          databaseId
        }
        resolvedBy {
          databaseId
          name
        }
        verification
        verifiedBy {
          databaseId
          name
        }
        verifiedDate
        menu {
          status
        }
      }
    `,
    taskKey,
  );
  const verify = useMarkMenuScrapingTaskAsVerifiedMutation();
  const unverify = useUnmarkMenuScrapingTaskAsVerifiedMutation();
  const facts = taskFactsOf(task);
  const { visible, interactive, options } = verificationOptions(facts, task.menu.status, actor, new Date().toISOString());
  const busy = verify.isInFlight || unverify.isInFlight;

  const choose = async (value: Verification) => {
    const titles = value === 'NOT_VERIFIED' ? VERIFICATION_TITLES.unverify : VERIFICATION_TITLES.verify;
    try {
      if (value === 'NOT_VERIFIED') await unverify.run({ id: task.id });
      else await verify.run({ id: task.id, isVerifiedInDebugMode: value === 'VERIFIED_IN_DEBUG_MODE' });
      notify.success(titles.success);
    } catch (error) {
      notify.error(titles.failure, errorMessage(error));
    }
  };

  const enabledKey = options.map((option) => `${option.value}:${option.enabled}`).join('|');
  const commands = useMemo<Command[]>(
    () =>
      visible && interactive
        ? options.map((option) => ({ id: `task.verification.${option.value}`, title: `Verification: ${option.label}`, group: 'Task', disabled: !option.enabled, run: () => void choose(option.value) }))
        : [],
    // The options are recomputed every render; their enabled states are what matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [visible, interactive, enabledKey],
  );
  useRegisterCommands(commands);
  const verifyDefault = options.find((option) => option.value === 'VERIFIED_IN_DEFAULT_MODE');
  useShortcut(
    VERIFY_DEFAULT_SHORTCUT,
    (event) => {
      event.preventDefault();
      if (!busy) void choose('VERIFIED_IN_DEFAULT_MODE');
    },
    { description: 'Verify the task (Verified - Default): sends the menu to dish review', group: 'Task', enabled: visible && interactive && verifyDefault?.enabled === true },
  );

  if (!visible) return null;
  const who = task.verifiedBy ? ` by ${task.verifiedBy.name} at ${formatDateTime(String(task.verifiedDate))}` : '';
  if (!interactive) {
    return (
      <Tooltip content={`Only ${task.resolvedBy?.name ?? 'the person who resolved the task'} can change the verification.`} relationship="description">
        <Badge appearance="tint" color={COLOR[facts.verification]} tabIndex={0}>
          {`${VERIFICATION_LABEL[facts.verification]}${who}`}
        </Badge>
      </Tooltip>
    );
  }
  return (
    <div className={styles.column}>
      <div className={styles.group} role="group" aria-label="Verification">
        {options.map((option, index) => {
          const selected = option.value === task.verification;
          return (
            <Tooltip key={option.value} content={option.reason ?? `Mark the task ${option.label}${option.value === 'VERIFIED_IN_DEFAULT_MODE' ? ` (${VERIFY_DEFAULT_SHORTCUT.toUpperCase()})` : ''}`} relationship="description">
              <Button
                size="small"
                appearance={selected ? 'primary' : 'secondary'}
                aria-pressed={selected}
                className={mergeClasses(styles.segment, index === options.length - 1 && styles.last)}
                disabledFocusable={!selected && (!option.enabled || busy)}
                onClick={() => !selected && void choose(option.value)}
              >
                {option.label}
              </Button>
            </Tooltip>
          );
        })}
      </div>
      {who && <Caption1 className={styles.muted}>{`${VERIFICATION_LABEL[facts.verification]}${who}`}</Caption1>}
    </div>
  );
}
