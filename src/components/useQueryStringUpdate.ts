// The query string as a list's state, changed by functions of the current one. react-router's setSearchParams hands
// its updater the query string the last render read, so two changes before the next render (a filter, then the sort;
// two quick clicks in a multi-select) would keep only the second: here each change builds on the one before it, until
// a render shows it. A handler a component kept from an earlier render calls the same `update`.
import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

export function useQueryStringUpdate(): [URLSearchParams, (build: (current: URLSearchParams) => URLSearchParams) => void] {
  const [params, setParams] = useSearchParams();
  const rendered = useRef(params);
  rendered.current = params;
  const setter = useRef(setParams);
  setter.current = setParams;
  // The query strings sent and not yet rendered, oldest first (URLSearchParams serialise canonically, so a render of one
  // reads back the same text).
  const pending = useRef<URLSearchParams[]>([]);
  useEffect(() => {
    const shown = pending.current.findIndex((sent) => sent.toString() === params.toString());
    // A render of one of ours drops it and those before it; any other query string (the back button) drops them all.
    pending.current = shown === -1 ? [] : pending.current.slice(shown + 1);
  }, [params]);
  const update = useCallback((build: (current: URLSearchParams) => URLSearchParams) => {
    const next = build(pending.current.at(-1) ?? rendered.current);
    pending.current.push(next);
    setter.current(next);
  }, []);
  return [params, update];
}
