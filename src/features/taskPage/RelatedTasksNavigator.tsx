// The brand's pipeline: Brand Gateway -> Brand Definition -> Menu Definition -> Menu Scraping -> Dish Review, each step
// with links to its tasks (status, auto-resolved), open or done; a step with no task yet says what it waits for
// (taskPageLogic.ts relatedTaskGroups). The links are also palette commands.
import { Badge, Caption1, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ChevronRightRegular } from '@fluentui/react-icons';
import { useMemo } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import { useRegisterCommands, type Command } from '../../app/commands/useRegisterCommands';
import type { TaskType } from '../../../machines/taskTypes';
import type { RelatedTasksNavigator_task$key } from './__generated__/RelatedTasksNavigator_task.graphql';
import { AppLink } from './AppLink';
import { TASK_TYPE_TITLE, relatedTaskGroups, taskStatusLabel } from './taskPageLogic';

const useStyles = makeStyles({
  nav: { display: 'flex', alignItems: 'stretch', gap: tokens.spacingHorizontalXS, overflowX: 'auto' },
  step: {
    flex: '1 1 0',
    minWidth: '150px',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  currentStep: { border: `1px solid ${tokens.colorBrandStroke1}`, boxShadow: `inset 3px 0 0 ${tokens.colorBrandBackground}` },
  waitingStep: { backgroundColor: tokens.colorNeutralBackground3, color: tokens.colorNeutralForeground4 },
  arrow: { alignSelf: 'center', color: tokens.colorNeutralForeground4, flexShrink: 0 },
  title: { fontWeight: tokens.fontWeightSemibold },
  task: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap' },
  muted: { color: tokens.colorNeutralForeground3 },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, maxHeight: '96px', overflowY: 'auto' },
});

const STATUS_COLOR: Record<string, 'success' | 'warning' | 'brand' | 'informative'> = {
  RESOLVED: 'success',
  REOPENED: 'warning',
  STARTED: 'brand',
  NOT_STARTED: 'informative',
};

export function RelatedTasksNavigator({ task: taskKey }: { task: RelatedTasksNavigator_task$key }) {
  const styles = useStyles();
  const navigate = useNavigate();
  const task = useFragment(
    graphql`
      fragment RelatedTasksNavigator_task on Task {
        databaseId
        type
        relatedTasks {
          id
          databaseId
          type
          status
          isAutoResolved
          menuId
        }
      }
    `,
    taskKey,
  );
  const groups = useMemo(() => relatedTaskGroups({ type: task.type as TaskType, databaseId: task.databaseId }, task.relatedTasks), [task]);

  const commands = useMemo<Command[]>(
    () =>
      groups.flatMap((group) =>
        group.tasks
          .filter((related) => !related.isCurrent)
          .map((related) => ({
            id: `task.related.${related.databaseId}`,
            title: `Open related ${group.title} task ${related.databaseId}`,
            group: 'Related tasks',
            keywords: [group.title, taskStatusLabel(related.status)],
            run: () => void navigate(related.path),
          })),
      ),
    [groups, navigate],
  );
  useRegisterCommands(commands);

  return (
    <nav className={styles.nav} aria-label="Related tasks">
      {groups.map((group, index) => {
        const holdsCurrent = group.tasks.some((related) => related.isCurrent);
        return (
          <div key={group.type} className={styles.nav}>
            {index > 0 && <ChevronRightRegular className={styles.arrow} aria-hidden="true" />}
            <div className={mergeClasses(styles.step, holdsCurrent && styles.currentStep, !group.reached && styles.waitingStep)}>
              <Text className={styles.title}>{group.title}</Text>
              {!group.reached ? (
                <Caption1>{group.waitingFor ? `After ${TASK_TYPE_TITLE[group.waitingFor]}` : 'No task yet'}</Caption1>
              ) : (
                <div className={styles.list}>
                  {group.tasks.map((related) => (
                    <div key={related.databaseId} className={styles.task}>
                      {related.isCurrent ? (
                        <Text weight="semibold">#{related.databaseId} (this task)</Text>
                      ) : (
                        <AppLink to={related.path}>#{related.databaseId}</AppLink>
                      )}
                      <Badge size="small" appearance="tint" color={STATUS_COLOR[related.status] ?? 'informative'}>
                        {taskStatusLabel(related.status)}
                      </Badge>
                      {related.isAutoResolved && (
                        <Badge size="small" appearance="outline" color="informative">
                          auto-resolved
                        </Badge>
                      )}
                      {related.menuId !== null && <Caption1 className={styles.muted}>menu {related.menuId}</Caption1>}
                    </div>
                  ))}
                </div>
              )}
            </div>
          </div>
        );
      })}
    </nav>
  );
}
