// /tasks/{kind}/{id}: the task page. Owns the kind's query (one static document per kind); the frame is common to all
// kinds. A kind with an editor (taskEditor.ts) renders it, and the editor wraps its panels in the frame; the other kinds
// show the task's data in the frame meanwhile. The kind's documents and editor load in their own chunk
// (loadTaskDocuments), so a page carries only its own kind's.
import { DocumentSearchRegular } from '@fluentui/react-icons';
import { use, useMemo } from 'react';
import { useLazyLoadQuery } from 'react-relay';
import { Navigate, useParams } from 'react-router-dom';
import { usePageRetryKey } from '../../app/errors/pageRetryKey';
import { useSession } from '../../app/session/useSession';
import { EmptyState } from '../../components/EmptyState';
import { useDocumentTitle } from '../../app/shell/useDocumentTitle';
import { ButtonLink } from '../../app/routing/ButtonLink';
import { taskListByType } from '../tasks/taskListDefinitions';
import type { taskDocumentsBrandGatewayQuery } from './__generated__/taskDocumentsBrandGatewayQuery.graphql';
import { TaskFrame } from './TaskFrame';
import { loadTaskDocuments } from './loadTaskDocuments';
import { taskPageKind, type TaskKindInfo, type TaskPageKind } from './taskKindBySlug';
import { TaskSummary } from './TaskSummary';

/** The five kinds' queries share one shape; the brand gateway's generated type stands for all of them. */
type TaskQuery = taskDocumentsBrandGatewayQuery;

export function TaskRoute() {
  const { kind: slug, taskId = '' } = useParams();
  const kind = taskPageKind(slug);
  const { can } = useSession();
  if (!kind) return <Navigate to="/tasks" replace />;
  if (!can(`${taskListByType(kind.type).permissionPrefix}.get`)) return <Navigate to="/tasks" replace />;
  return <TaskPage key={`${kind.slug}:${taskId}`} kind={kind} taskId={taskId} />;
}

function TaskPage({ kind: kindInfo, taskId }: { kind: TaskKindInfo; taskId: string }) {
  const { documents, Editor } = use(loadTaskDocuments(kindInfo.type));
  const kind: TaskPageKind = useMemo(() => ({ ...kindInfo, documents }), [kindInfo, documents]);
  useDocumentTitle(`${kind.label} task ${taskId}`);
  const data = useLazyLoadQuery<TaskQuery>(kind.documents.query, { id: taskId }, { fetchPolicy: 'store-and-network', fetchKey: usePageRetryKey() });
  if (!data.task) {
    return (
      <EmptyState
        size="page"
        icon={<DocumentSearchRegular />}
        title="Task not found"
        description={`There is no ${kind.label.toLowerCase()} task ${taskId}.`}
        actions={<ButtonLink to={`/tasks/${kind.slug}`}>Back to the {kind.label.toLowerCase()} tasks</ButtonLink>}
      />
    );
  }
  // A kind with an editor renders the frame around its own panels; the others show what the task holds.
  if (Editor) return <Editor kind={kind} task={data.task} />;
  return (
    <TaskFrame kind={kind} task={data.task}>
      <TaskSummary kind={kind} task={data.task} />
    </TaskFrame>
  );
}
