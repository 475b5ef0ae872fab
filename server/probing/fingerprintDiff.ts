// What changed between two fingerprints of a menu's pages (spec 3 section 3, Probing job: added and removed ids, classes
// and XPath signatures, updated hash codes, hasChanges), and whether the template is at risk (docs/probing.md).
//
// The sets say what moved on the page; they move with any redesign, a harmless one too. hasChanges answers a narrower
// question: does the structure the template's selectors rely on still hold? It compares the template's rules as they
// matched on each page (TemplateMatch): a rule that found something and now finds nothing, a count that fell by more
// than half (the engine's own rule for a broken run), a field the items no longer have at a rate that content edits do
// not explain (a binomial test against the earlier rate), menu titles left without dishes, dishes left outside any
// title, and matches in a shape, in the template's own words, that the earlier page never had or the loss of a shape
// most matches had. A new price, a renamed dish, added or removed dishes, reordered sections, a banner or a footer move
// none of these.
import type { MenuFingerprint, RuleMatch, TemplateMatch } from './fingerprint';

export interface TemplateRisk {
  /** The rule at risk ('dishes', 'dishes.fields.price', 'menuTitles'). */
  rule: string;
  reason: string;
}

export interface FingerprintDiff {
  addedIds: string[];
  removedIds: string[];
  addedClasses: string[];
  removedClasses: string[];
  addedXPathSignatures: string[];
  removedXPathSignatures: string[];
  /** Text blocks read on both pages whose hash changed. */
  updatedHashCodes: string[];
  /** The template is at risk: `risks` says where and why. */
  hasChanges: boolean;
  risks: TemplateRisk[];
}

/**
 * A field's rate is tested at this level: a drop this unlikely if the new page's items had the field as often as the
 * earlier page's is not content churn.
 */
export const FIELD_DROP_SIGNIFICANCE = 0.001;

/** A shape is one the template relied on when at least this share of a rule's matches had it. */
export const RELIED_SHAPE_SHARE = 0.5;

function added(before: readonly string[], after: readonly string[]): string[] {
  const known = new Set(before);
  return after.filter((value) => !known.has(value));
}

/** Items still on the page that all lost a field: at least this many for the loss to be the markup's. */
export const MIN_ITEMS_LOSING_FIELD = 2;

/** Of the items on both pages (by key) that had the field, how many lost it and how many kept it. */
function lostByStayingItems(before: TemplateMatch, after: TemplateMatch, path: string): { lost: number; kept: number } {
  const kind = path.startsWith('dishes.') ? 'dish' : 'title';
  const name = path.slice(path.lastIndexOf('.') + 1);
  const bitBefore = 1 << before.fieldsOfItems[kind].indexOf(name);
  const bitAfter = 1 << after.fieldsOfItems[kind].indexOf(name);
  const prefix = `${kind}:`;
  let lost = 0;
  let kept = 0;
  for (const [key, fields] of Object.entries(before.itemFields)) {
    if (!key.startsWith(prefix) || (fields & bitBefore) === 0) continue;
    const now = after.itemFields[key];
    if (now === undefined) continue;
    if ((now & bitAfter) === 0) lost += 1;
    else kept += 1;
  }
  return { lost, kept };
}

/** P(X <= k) for X ~ Binomial(n, p), in log space (n can be thousands of dishes). */
export function binomialLowerTail(k: number, n: number, p: number): number {
  if (k >= n) return 1;
  if (p <= 0) return 1;
  if (p >= 1) return 0;
  const logP = Math.log(p);
  const logQ = Math.log1p(-p);
  let logTerm = n * logQ; // i = 0
  let total = Math.exp(logTerm);
  for (let i = 1; i <= k; i += 1) {
    logTerm += Math.log((n - i + 1) / i) + logP - logQ;
    total += Math.exp(logTerm);
  }
  return Math.min(1, total);
}

function isFieldRule(path: string): boolean {
  return path.includes('.fields.');
}

function shareOf(rule: RuleMatch, shape: string): number {
  const total = Object.values(rule.shapes).reduce((sum, count) => sum + count, 0);
  return total === 0 ? 0 : (rule.shapes[shape] ?? 0) / total;
}

/** Why the template is at risk on the later page, rule by rule (empty: it is not). */
export function templateRisks(before: TemplateMatch, after: TemplateMatch): TemplateRisk[] {
  const risks: TemplateRisk[] = [];
  for (const [path, old] of Object.entries(before.rules)) {
    const now = after.rules[path] ?? { items: 0, matched: 0, shapes: {} };
    if (old.matched === 0) continue;
    if (isFieldRule(path)) {
      // Its items are gone: the item's own rule says so.
      if (now.items === 0) continue;
      // The engine fails a run whose required field matches nothing: the template is broken already.
      if (old.required && now.matched === 0) {
        risks.push({ rule: path, reason: `required, matched ${old.matched} of ${old.items} items, now none of ${now.items}` });
        continue;
      }
      // Laplace's rule: a field every earlier item had is not taken as certain on the next one. A rare field gone from
      // a page (one section note of four, its section removed) is not significant: content does that.
      const rate = (old.matched + 1) / (old.items + 2);
      if (binomialLowerTail(now.matched, now.items, rate) < FIELD_DROP_SIGNIFICANCE) {
        risks.push({ rule: path, reason: `matched ${old.matched} of ${old.items} items, now ${now.matched === 0 ? 'none' : now.matched} of ${now.items}` });
        continue;
      }
      // A rare field: the items that had it and are still on the page (by key) lost it, every one of them, and more
      // than one (one item can lose a field by a content edit; several at once, with none keeping it, is the markup).
      const lost = lostByStayingItems(before, after, path);
      if (lost.kept === 0 && lost.lost >= MIN_ITEMS_LOSING_FIELD) {
        risks.push({ rule: path, reason: `${lost.lost} items still on the page lost it, none kept it` });
        continue;
      }
    } else if (now.matched === 0) {
      risks.push({ rule: path, reason: `matched ${old.matched}, now nothing` });
      continue;
    } else if (now.matched * 2 < old.matched) {
      risks.push({ rule: path, reason: `matched ${old.matched}, now ${now.matched} (less than half)` });
      continue;
    }
    // Shapes: a match in a shape never seen before, or, while the rule still matches, the loss of the shape most
    // matches had (a rule that found nothing here was judged by its rate above).
    if (now.matched === 0) continue;
    for (const shape of Object.keys(now.shapes)) {
      if (old.shapes[shape] === undefined) risks.push({ rule: path, reason: `matches in a new shape ${shape}` });
    }
    for (const shape of Object.keys(old.shapes)) {
      if (now.shapes[shape] === undefined && shareOf(old, shape) >= RELIED_SHAPE_SHARE) risks.push({ rule: path, reason: `no match in the shape ${shape} any more` });
    }
  }
  if (after.emptyMenuTitles > before.emptyMenuTitles) {
    risks.push({ rule: 'menuTitles', reason: `${after.emptyMenuTitles - before.emptyMenuTitles} more menu title(s) without dishes` });
  }
  if (after.outsideMenuTitles > before.outsideMenuTitles) {
    risks.push({ rule: 'dishes', reason: `${after.outsideMenuTitles - before.outsideMenuTitles} more dish(es) outside any menu title` });
  }
  return risks;
}

export function diffFingerprints(before: MenuFingerprint, after: MenuFingerprint): FingerprintDiff {
  const updatedHashCodes = Object.keys(after.hashCodes).filter((key) => before.hashCodes[key] !== undefined && before.hashCodes[key] !== after.hashCodes[key]);
  const risks = templateRisks(before.templateMatch, after.templateMatch);
  return {
    addedIds: added(before.ids, after.ids),
    removedIds: added(after.ids, before.ids),
    addedClasses: added(before.classes, after.classes),
    removedClasses: added(after.classes, before.classes),
    addedXPathSignatures: added(before.xPathSignatures, after.xPathSignatures),
    removedXPathSignatures: added(after.xPathSignatures, before.xPathSignatures),
    updatedHashCodes: updatedHashCodes.sort(),
    hasChanges: risks.length > 0,
    risks,
  };
}
