// A dialog or drawer that loads in its own chunk the first time it opens: pages show none of them at first, so their
// code (and Fluent's dialog and motion code) stays out of the page's first load. Once loaded it stays mounted, so it
// can animate closed and open again at once. preloadWhenIdle() fetches it after the page has settled, for pieces a
// person opens often (the palette).
import { Suspense, lazy, useState, type ComponentType } from 'react';

/** True from the first time `open` is true. */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

export type LazyWhenOpened<P> = ComponentType<P> & { preloadWhenIdle(): void };

/** `load` resolves to the component; the returned one takes the same props and renders nothing until first open. */
export function lazyWhenOpened<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>): LazyWhenOpened<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () => {
    loading ??= load().then((component) => ({ default: component }));
    loading.catch(() => (loading = undefined));
    return loading;
  };
  const Lazy = lazy(start);
  function LazyWhenOpened(props: P) {
    const opened = useOpenedOnce(props.open);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  const preloadWhenIdle = () => {
    const preload = () => void start().catch(() => undefined);
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(preload, { timeout: 5_000 });
    else window.setTimeout(preload, 1_000);
  };
  return Object.assign(LazyWhenOpened, { preloadWhenIdle });
}
