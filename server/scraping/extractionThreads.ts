// Extraction off the event loop, with a time budget (issue 22): a page's instructions run scrapers' own patterns and
// selectors, whose cost grows with the page times the pattern. On the event loop a slow one would hold every request,
// the health check and SIGTERM. Here each page is extracted in a worker thread; a page that takes longer than its budget
// has its thread terminated (the only way to stop synchronous code) and a new thread takes its place, so the process
// goes on and the run records the page's error. A thread's heap is capped too, so no page can exhaust the process.
// A small pool of our own rather than a pooling library: the budget must count from when a thread starts the page, not
// from when the page joined the queue, which the pools on npm do not tell.
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PageRule, ScrapingInstructions } from '../../domain/scrapingInstructions';
import { ExtractionBudgetError } from './extractionBudget';
import { THREAD_READY, type ExtractionReply, type ExtractionRequest } from './extractionMessages';
import type { ExtractedPage } from './types';

/** Heap of one extraction thread: a 5 MB page's tree and its items fit many times over. */
const THREAD_HEAP_MB = 512;

export interface PageExtraction {
  html: string;
  pageUrl: string;
  instructions: ScrapingInstructions;
  /** One of instructions.pages (the rule the page is read under); omitted: the rule whose url is pageUrl. */
  pageRule?: PageRule;
  positionOffset: number;
  titleKeyPrefix?: string;
  /** The run's occurrence counters: updated with this page's keys, as extractPage does. */
  keyOccurrences: Map<string, number>;
  /** Answer the page's fingerprint too (ExtractedPage.fingerprint), taken from the same parse. */
  fingerprint?: boolean;
}

interface Pending {
  request: ExtractionRequest;
  budgetMs: number;
  keyOccurrences: Map<string, number>;
  signal: AbortSignal | undefined;
  onAbort: () => void;
  resolve(page: ExtractedPage): void;
  reject(error: unknown): void;
}

interface Thread {
  worker: Worker;
  /** Its modules are loaded: a page's budget starts when a ready thread takes it, so start-up is not counted. */
  ready: boolean;
  running: Pending | null;
  timer: NodeJS.Timeout | null;
}

// The thread reads our TypeScript through tsx's require hook, whether the process was started by tsx or by Vitest.
// Not tsx's ESM loader: on Node 20 a worker registers its own loader thread, which costs about 1.4 s per thread start
// (the require hook: about 0.1 s, then the modules themselves).
const THREAD_SOURCE = `require('tsx/cjs/api').register(); require(${JSON.stringify(fileURLToPath(new URL('./extractionThread.ts', import.meta.url)))});`;

export interface ExtractionThreads {
  extract(page: PageExtraction, options: { budgetMs: number; signal?: AbortSignal }): Promise<ExtractedPage>;
  close(): Promise<void>;
}

export function createExtractionThreads(size: number): ExtractionThreads {
  const threads: Thread[] = [];
  const queue: Pending[] = [];
  let nextId = 1;
  let closed = false;

  function startThread(): Thread {
    const worker = new Worker(THREAD_SOURCE, { eval: true, resourceLimits: { maxOldGenerationSizeMb: THREAD_HEAP_MB } });
    const thread: Thread = { worker, ready: false, running: null, timer: null };
    worker.on('message', (reply: ExtractionReply | typeof THREAD_READY) => {
      if (reply === THREAD_READY) {
        thread.ready = true;
        worker.unref();
        dispatch();
      } else finish(thread, reply);
    });
    worker.on('error', (error) => {
      const failure = new Error(`The extraction thread failed: ${error.message}`);
      // A thread that cannot start would fail the same way again: the pages waiting for it fail now.
      if (!thread.ready) for (const pending of queue.splice(0)) pending.reject(failure);
      fail(thread, failure);
    });
    worker.on('exit', () => {
      remove(thread);
      fail(thread, new Error('The extraction thread stopped before it finished this page.'));
    });
    threads.push(thread);
    return thread;
  }

  function remove(thread: Thread) {
    const index = threads.indexOf(thread);
    if (index >= 0) threads.splice(index, 1);
  }

  function settle(thread: Thread): Pending | null {
    const pending = thread.running;
    thread.running = null;
    if (thread.timer) clearTimeout(thread.timer);
    thread.timer = null;
    thread.worker.unref();
    pending?.signal?.removeEventListener('abort', pending.onAbort);
    return pending;
  }

  function finish(thread: Thread, reply: ExtractionReply) {
    const pending = settle(thread);
    if (!pending || pending.request.id !== reply.id) return;
    if (reply.ok) {
      pending.keyOccurrences.clear();
      for (const [key, count] of reply.keyOccurrences) pending.keyOccurrences.set(key, count);
      pending.resolve(reply.page);
    } else {
      const error = new Error(reply.message);
      error.name = reply.name;
      pending.reject(error);
    }
    dispatch();
  }

  function fail(thread: Thread, error: unknown) {
    settle(thread)?.reject(error);
    dispatch();
  }

  /** Ends a thread that is running a page (the budget ran out, or the caller gave up) and rejects the page. */
  function stop(thread: Thread, error: unknown) {
    const pending = settle(thread);
    remove(thread);
    thread.worker.removeAllListeners('exit');
    thread.worker.on('error', () => {});
    void thread.worker.terminate();
    pending?.reject(error);
    dispatch();
  }

  function dispatch() {
    while (!closed && queue.length > 0) {
      const idle = threads.find((candidate) => candidate.ready && candidate.running === null);
      if (!idle) {
        // Start a thread for the waiting pages unless one is starting already or the pool is full.
        if (threads.length < size && threads.every((candidate) => candidate.ready)) startThread();
        return;
      }
      const thread = idle;
      const pending = queue.shift() as Pending;
      thread.running = pending;
      thread.worker.ref();
      thread.timer = setTimeout(() => stop(thread, new ExtractionBudgetError(pending.budgetMs)), pending.budgetMs);
      thread.worker.postMessage(pending.request);
    }
  }

  return {
    extract(page, { budgetMs, signal }) {
      if (closed) return Promise.reject(new Error('The extraction threads are closed.'));
      signal?.throwIfAborted();
      return new Promise<ExtractedPage>((resolve, reject) => {
        const ruleIndex = page.pageRule ? page.instructions.pages.indexOf(page.pageRule) : -1;
        const pending: Pending = {
          request: {
            id: nextId++,
            html: page.html,
            pageUrl: page.pageUrl,
            instructionsJson: JSON.stringify(page.instructions),
            pageRuleIndex: ruleIndex >= 0 ? ruleIndex : null,
            positionOffset: page.positionOffset,
            titleKeyPrefix: page.titleKeyPrefix,
            keyOccurrences: [...page.keyOccurrences],
            fingerprint: page.fingerprint === true,
          },
          budgetMs,
          keyOccurrences: page.keyOccurrences,
          signal,
          onAbort: () => {
            const thread = threads.find((candidate) => candidate.running === pending);
            if (thread) return stop(thread, signal?.reason);
            const index = queue.indexOf(pending);
            if (index >= 0) queue.splice(index, 1);
            reject(signal?.reason);
          },
          resolve,
          reject,
        };
        signal?.addEventListener('abort', pending.onAbort, { once: true });
        queue.push(pending);
        dispatch();
      });
    },
    async close() {
      closed = true;
      for (const pending of queue.splice(0)) pending.reject(new Error('The extraction threads are closed.'));
      await Promise.all(threads.splice(0).map((thread) => {
        thread.worker.removeAllListeners('exit');
        settle(thread)?.reject(new Error('The extraction threads are closed.'));
        return thread.worker.terminate();
      }));
    },
  };
}

let shared: ExtractionThreads | null = null;

/** The process's extraction threads: up to two (the scraping jobs of one process share them), started when first used. */
export function sharedExtractionThreads(): ExtractionThreads {
  shared ??= createExtractionThreads(Math.max(1, Math.min(2, availableParallelism())));
  return shared;
}

/** Ends the shared threads (at shutdown); the next use starts new ones. */
export async function closeSharedExtractionThreads(): Promise<void> {
  const threads = shared;
  shared = null;
  await threads?.close();
}
