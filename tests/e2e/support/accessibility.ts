// axe-core on a screen the browser tests visit: any serious or critical violation fails the test, with what and where.
// The script goes in through the DevTools protocol (page.evaluate), which the page's Content-Security-Policy does not
// govern, so the product runs under its real policy while it is audited.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; html: string; failureSummary?: string }[];
}

const FAILING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Fluent UI's focus manager (tabster) puts `<i data-tabster-dummy tabindex="0" aria-hidden="true">` around arrow-key
 * groups such as the task lists' tabs: they are focusable on purpose and hand focus on at once, and aria-hidden keeps
 * screen readers from announcing them. Tabster's maintainers call axe's aria-hidden-focus finding on them by design
 * (microsoft/tabster#288) and Accessibility Insights suppresses exactly these nodes; so do we, and only these.
 */
function isTabsterDummy(violation: AxeViolation, node: AxeViolation['nodes'][number]): boolean {
  return violation.id === 'aria-hidden-focus' && /^<i [^>]*data-tabster-dummy/.test(node.html);
}

/** Runs axe over the whole page and answers its serious and critical violations. */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  // A toast or dialog fading in is measured at its final colours, not half transparent: wait for finite animations.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity))
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]),
  );
  const hasAxe = await page.evaluate(() => 'axe' in window);
  if (!hasAxe) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.map((node) => ({ target: node.target, html: node.html.slice(0, 200), failureSummary: node.failureSummary })),
    }));
  });
  return violations
    .map((violation) => ({ ...violation, nodes: violation.nodes.filter((node) => !isTabsterDummy(violation, node)) }))
    .filter((violation) => violation.nodes.length > 0 && FAILING_IMPACTS.has(violation.impact ?? ''));
}

/** Readable lines for a failure message: rule, impact, help and each offending element. */
export function describeViolations(violations: AxeViolation[]): string {
  return violations
    .map((violation) => [`${violation.id} (${violation.impact}): ${violation.help}`, ...violation.nodes.map((node) => `  ${node.target.join(' ')}  ${node.html}`)].join('\n'))
    .join('\n');
}

const nodeKeys = (violations: AxeViolation[]) => new Set(violations.flatMap((violation) => violation.nodes.map((node) => `${violation.id} ${node.target.join(' ')}`)));

/**
 * Fails when the screen has a serious or critical accessibility violation. A finding is confirmed by a second audit a
 * moment later, so a toast caught mid-fade (axe measures its colours half transparent) does not count; one that stays does.
 */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  const first = await seriousViolations(page);
  if (first.length === 0) return;
  await page.waitForTimeout(700);
  const firstKeys = nodeKeys(first);
  const confirmed = (await seriousViolations(page))
    .map((violation) => ({ ...violation, nodes: violation.nodes.filter((node) => firstKeys.has(`${violation.id} ${node.target.join(' ')}`)) }))
    .filter((violation) => violation.nodes.length > 0);
  if (confirmed.length > 0) throw new Error(`Accessibility violations on ${screen}:\n${describeViolations(confirmed)}`);
}

/**
 * Presses Tab `presses` times from where focus is and fails when focus lands on something a person cannot see: inside
 * aria-hidden or inert content, hidden by CSS, or with no size on the screen.
 */
export async function expectFocusStaysVisible(page: Page, screen: string, presses = 25): Promise<void> {
  for (let press = 1; press <= presses; press += 1) {
    await page.keyboard.press('Tab');
    const problem = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      const where = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
      if (element.closest('[aria-hidden="true"]') && !element.hasAttribute('data-tabster-dummy')) return `${where} is inside aria-hidden content`;
      if (element.closest('[inert]')) return `${where} is inside inert content`;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none') return `${where} is hidden by CSS`;
      const box = element.getBoundingClientRect();
      if (!element.hasAttribute('data-tabster-dummy') && (box.width === 0 || box.height === 0)) return `${where} has no size on the screen`;
      return null;
    });
    if (problem) throw new Error(`Keyboard focus on ${screen}, Tab press ${press}: ${problem}`);
  }
}
