// The query string as a list's state, changed by functions of the current one. react-router's setSearchParams hands
// its updater the query string the last render read, so two changes before the next render (a filter, then the sort)
// would keep only the second: here each change builds on the one before it.
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

export function useQueryStringUpdate(): [URLSearchParams, (build: (current: URLSearchParams) => URLSearchParams) => void] {
  const [params, setParams] = useSearchParams();
  const latest = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    latest.current = null;
  }, [params]);
  const update = (build: (current: URLSearchParams) => URLSearchParams) => {
    const next = build(latest.current ?? params);
    latest.current = next;
    setParams(next);
  };
  return [params, update];
}
