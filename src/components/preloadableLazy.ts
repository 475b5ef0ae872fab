// React.lazy, plus preload() to fetch the module before React asks for it, and no suspension once it has arrived.
// React.lazy suspends the first render even when the module is already here: the page behind it then shows its
// fallback, and its content waits out React's reveal throttle. A page whose module arrived with the page (start-up
// preloads it: src/app/routing/startRouteData.ts) renders at once instead.
import { createElement, lazy, useState, type ComponentType } from 'react';

export type PreloadableLazy<P> = ComponentType<P> & { preload(): Promise<unknown> };

export function preloadableLazy<P extends object>(load: () => Promise<ComponentType<P>>): PreloadableLazy<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => {
    loading ??= load().then((component) => {
      loaded = component;
      return { default: component };
    });
    loading.catch(() => (loading = undefined));
    return loading;
  };
  const Lazy = lazy(preload);
  function Preloadable(props: P) {
    // Decided once per mount: switching between the two later would remount the page.
    const [component] = useState<ComponentType<P>>(() => loaded ?? (Lazy as unknown as ComponentType<P>));
    return createElement(component, props);
  }
  return Object.assign(Preloadable, { preload });
}
