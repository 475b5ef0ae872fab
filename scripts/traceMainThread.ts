// The renderer's main thread in a Chromium performance trace, as thread CPU time (the events' tdur) rather than wall time:
// on a shared, loaded machine the wall time of a frame grows with the other processes, its CPU time much less. Split
// into script, style and layout, and paint (pre-paint, paint, layerize, commit), the rest counted as other. Used by
// scripts/benchDishTableScroll.ts; a trace is what CDP's Tracing.dataCollected hands out (ReportEvents).
import type { CDPSession } from 'playwright-core';

export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

export interface MainThreadCpu {
  totalMs: number;
  scriptMs: number;
  styleLayoutMs: number;
  paintMs: number;
  otherMs: number;
}

/** Low overhead: the timeline's events only, no sampling profiler. */
export const TIMELINE_CATEGORIES = 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute';

const STYLE_LAYOUT = new Set(['UpdateLayoutTree', 'Layout', 'RecalculateStyles']);
const PAINT = new Set(['PrePaint', 'Paint', 'Layerize', 'Commit', 'UpdateLayer', 'PaintImage', 'RasterTask']);
const SCRIPT = new Set(['FunctionCall', 'EventDispatch', 'RunMicrotasks', 'FireAnimationFrame', 'TimerFire', 'EvaluateScript', 'V8.Execute', 'MinorGC', 'MajorGC']);

/** Starts tracing the page's session; the returned function stops it and hands back the events. */
export async function startTrace(cdp: CDPSession, categories = TIMELINE_CATEGORIES): Promise<() => Promise<TraceEvent[]>> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (event) => events.push(...(event.value as unknown as TraceEvent[])));
  await cdp.send('Tracing.start', { categories, transferMode: 'ReportEvents' });
  return async () => {
    const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.end');
    await done;
    return events;
  };
}

/** Thread CPU time of the busiest renderer main thread, split by kind of work (each event's self time). */
export function mainThreadCpu(events: TraceEvent[]): MainThreadCpu {
  const mains = new Set(events.filter((event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain').map((event) => `${event.pid}:${event.tid}`));
  const byThread = new Map<string, TraceEvent[]>();
  for (const event of events) {
    const key = `${event.pid}:${event.tid}`;
    if (event.ph !== 'X' || event.tdur === undefined || event.dur === undefined || !mains.has(key)) continue;
    byThread.set(key, [...(byThread.get(key) ?? []), event]);
  }
  const busiest = [...byThread.values()].sort((a, b) => total(b) - total(a))[0] ?? [];
  const split: MainThreadCpu = { totalMs: total(busiest) / 1000, scriptMs: 0, styleLayoutMs: 0, paintMs: 0, otherMs: 0 };
  // Self thread time: an event's tdur less its children's, children found by nesting of wall-clock spans.
  const sorted = [...busiest].sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const stack: { event: TraceEvent; children: number; kind: keyof MainThreadCpu }[] = [];
  const close = (entry: (typeof stack)[number]) => (split[entry.kind] += Math.max(0, entry.event.tdur! - entry.children) / 1000);
  for (const event of sorted) {
    while (stack.length && stack.at(-1)!.event.ts + stack.at(-1)!.event.dur! <= event.ts) close(stack.pop()!);
    const parent = stack.at(-1);
    if (parent) parent.children += event.tdur!;
    const kind = STYLE_LAYOUT.has(event.name) ? 'styleLayoutMs' : PAINT.has(event.name) ? 'paintMs' : SCRIPT.has(event.name) || event.name.startsWith('V8.') ? 'scriptMs' : parent && parent.kind !== 'otherMs' ? parent.kind : 'otherMs';
    stack.push({ event, children: 0, kind });
  }
  while (stack.length) close(stack.pop()!);
  return split;
}

/** Top-level events' thread time: nested events are inside their parent's. */
function total(events: TraceEvent[]): number {
  let sum = 0;
  let end = -Infinity;
  for (const event of [...events].sort((a, b) => a.ts - b.ts)) {
    if (event.ts >= end) {
      sum += event.tdur!;
      end = event.ts + event.dur!;
    }
  }
  return sum;
}
