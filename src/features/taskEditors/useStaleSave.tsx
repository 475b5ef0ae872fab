// A task editor's refused stale save (CONFLICT), shared by the five editors: the state, the notification, the banner
// and its reload, which reads the task page's query again from the server and keeps the person's changes on the page.
// A failed reload says so: the banner stays, so the person can try again.
import { useCallback, useState, type ReactElement } from 'react';
import { fetchQuery, useRelayEnvironment } from 'react-relay';
import { useNotify } from '../../app/notifications/useNotify';
import { errorMessage, errorType } from '../../relay/errorMessage';
import type { TaskPageKind } from '../taskPage/taskKindBySlug';
import { StaleSaveBanner } from './StaleSaveBanner';
import { staleSaveNotice } from './staleSaveNotice';

export interface StaleSave {
  /** The banner while the last save was refused as stale, else null: goes in the editor's banners. */
  banner: ReactElement | null;
  /** Bumped after a reload, a save (saved) or refresh: the panels that page their own records read them again. */
  refreshKey: number;
  refresh(): void;
  /** A save went through: no longer stale, and the panels read again. */
  saved(): void;
  /** For refusals and saves the editor sees itself (the dish review's upload). */
  setConflict(conflict: boolean): void;
  /** For the frame's onFailed: true when the failure was a stale save, which it has shown. */
  onFailed(title: string, error: unknown): boolean;
  /** The task page's query read again from the server (also the menu scraping's polling). */
  fetchTask(): Promise<unknown>;
}

/** editCount: the edited items the notification counts, for an editor that counts them. */
export function useStaleSave(kind: TaskPageKind, taskId: number, editCount?: number): StaleSave {
  const environment = useRelayEnvironment();
  const notify = useNotify();
  const [conflict, setConflict] = useState(false);
  const [reloading, setReloading] = useState(false);
  const [refreshKey, setRefreshKey] = useState(0);
  const refresh = useCallback(() => setRefreshKey((key) => key + 1), []);
  const query = kind.documents.query;
  const fetchTask = useCallback(() => fetchQuery(environment, query, { id: String(taskId) }, { fetchPolicy: 'network-only' }).toPromise(), [environment, query, taskId]);

  const reload = () => {
    setReloading(true);
    fetchTask()
      .then(() => {
        setConflict(false);
        refresh();
      })
      .catch((error: unknown) => notify.error('Reload failed.', errorMessage(error)))
      .finally(() => setReloading(false));
  };

  return {
    banner: conflict ? <StaleSaveBanner onReload={reload} reloading={reloading} /> : null,
    refreshKey,
    refresh,
    saved: () => {
      setConflict(false);
      refresh();
    },
    setConflict,
    onFailed: (title, error) => {
      if (errorType(error) !== 'CONFLICT') return false;
      setConflict(true);
      notify.error(title, staleSaveNotice(errorMessage(error), editCount));
      return true;
    },
    fetchTask,
  };
}
