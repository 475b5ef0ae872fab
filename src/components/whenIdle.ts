// Runs `work` once the page is idle (within 5 s at the latest); for code a screen does not need to paint, fetched before
// anyone asks for it. Returns the cancel, for an effect's cleanup.
export function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = window.setTimeout(work, 1_000);
    return () => window.clearTimeout(timer);
  }
  const idle = window.requestIdleCallback(work, { timeout: 5_000 });
  return () => window.cancelIdleCallback(idle);
}
