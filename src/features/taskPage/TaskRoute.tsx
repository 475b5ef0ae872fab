// /tasks/{kind}/{id}: the task page. The frame is common to all kinds; each kind's editor comes with its own page.
import { Card, Text, makeStyles, tokens } from '@fluentui/react-components';
import { DocumentSearchRegular } from '@fluentui/react-icons';
import { useLazyLoadQuery } from 'react-relay';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { Navigate, useParams } from 'react-router-dom';
import { usePageRetryKey } from '../../app/errors/pageRetryKey';
import { useSession } from '../../app/session/useSession';
import { EmptyState } from '../../app/shell/EmptyState';
import { useDocumentTitle } from '../../app/shell/useDocumentTitle';
import { taskListByType } from '../tasks/taskListDefinitions';
import type { TaskFrame_task$key } from './__generated__/TaskFrame_task.graphql';
import { TaskFrame } from './TaskFrame';
import { taskPageKind, type TaskPageKind } from './taskKindBySlug';

const useStyles = makeStyles({ note: { padding: tokens.spacingHorizontalL, color: tokens.colorNeutralForeground3 } });

interface TaskQuery extends OperationType {
  response: { task: TaskFrame_task$key | null };
}

export function TaskRoute() {
  const { kind: slug, taskId = '' } = useParams();
  const kind = taskPageKind(slug);
  const { can } = useSession();
  if (!kind) return <Navigate to="/tasks" replace />;
  if (!can(`${taskListByType(kind.type).permissionPrefix}.get`)) return <Navigate to="/tasks" replace />;
  return <TaskPage key={`${kind.slug}:${taskId}`} kind={kind} taskId={taskId} />;
}

function TaskPage({ kind, taskId }: { kind: TaskPageKind; taskId: string }) {
  const styles = useStyles();
  useDocumentTitle(`${kind.label} task ${taskId}`);
  const data = useLazyLoadQuery<TaskQuery>(kind.documents.query as GraphQLTaggedNode, { id: taskId }, { fetchPolicy: 'store-and-network', fetchKey: usePageRetryKey() });
  if (!data.task) {
    return <EmptyState icon={<DocumentSearchRegular />} title="Task not found" description={`There is no ${kind.label.toLowerCase()} task ${taskId}.`} />;
  }
  return (
    <TaskFrame kind={kind} task={data.task}>
      <Card className={styles.note}>
        <Text>The {kind.label.toLowerCase()} editor is not part of this page yet; the task's actions above work in full.</Text>
      </Card>
    </TaskFrame>
  );
}
