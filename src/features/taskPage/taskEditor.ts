// How a kind's editor plugs into the task frame (DESIGN.md, "Growing the house"): the frame owns the actions, the editor
// owns its form. The editor renders <TaskFrame editor={binding}> around its panels; the frame sends
// { id, expectedModifiedDate, ...binding.payload(purpose) } on save and done, so the frame never grows a case per kind.
import type { ComponentType, ReactNode } from 'react';
import type { taskDocumentsBrandGatewayQuery } from './__generated__/taskDocumentsBrandGatewayQuery.graphql';
import type { TaskDocuments } from './taskDocuments';
import type { TaskPageKind } from './taskKindBySlug';

export type EditorPurpose = 'save' | 'resolve';

export interface TaskEditorBinding {
  /** Changes that are not saved: leaving the page asks first. */
  isDirty: boolean;
  /** The unsaved-changes question, when the editor has a more precise one (e.g. about locations). */
  unsavedChangesText?: string;
  /**
   * The mutation's variables beyond id and expectedModifiedDate, checked for the purpose (done runs the stricter
   * check); null when the form refused, in which case the editor has shown why and nothing is sent.
   */
  payload(purpose: EditorPurpose): Record<string, unknown> | null;
  /** The save or resolve went through: the editor forgets its changes. */
  onSaved(purpose: EditorPurpose): void;
  /** A failed save or resolve: answers true when the editor showed it itself (a conflict, a duplicate location). */
  onFailed?(purpose: EditorPurpose, title: string, error: unknown): boolean;
  /** The editable Brand panel, in place of the frame's read-only one. */
  brandPanel?: ReactNode;
  /** The editor's own banners (a refused stale save), shown with the frame's banners at the top of the page. */
  banners?: ReactNode;
  /** The page's title in place of '<kind> task' when the kind names its pages by more (e.g. 'HTML Menu Scraping Task'). */
  title?: string;
  /** Why Save is off although the task allows it (e.g. nothing changed), shown as its tooltip; null or absent: on. */
  saveRefusal?: string | null;
}

/** The task as the kind's query answers it (the five kinds share the gateway's shape). */
export type TaskQueryTask = NonNullable<taskDocumentsBrandGatewayQuery['response']['task']>;

export type TaskEditorComponent = ComponentType<{ kind: TaskPageKind; task: TaskQueryTask }>;

/** What a kind's chunk brings: its documents and, once written, its editor. */
export interface TaskKindModule {
  documents: TaskDocuments;
  Editor?: TaskEditorComponent;
}
