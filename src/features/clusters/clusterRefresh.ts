// The cluster page's panels refetch together after a write (a menu moves between the menus table, the removed and
// excluded menus and the similar menus): one number they all read into their fetch key, raised in a transition so
// the panels keep showing their rows while the new ones load.
import { createContext, useContext } from 'react';

export interface ClusterRefresh {
  key: number;
  refresh(): void;
}

export const ClusterRefreshContext = createContext<ClusterRefresh>({ key: 0, refresh: () => undefined });
export const useClusterRefresh = () => useContext(ClusterRefreshContext);
