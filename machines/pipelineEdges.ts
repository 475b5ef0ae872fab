// The pipeline between task kinds (DESIGN.md section 4): what resolving one task does to the next, with the reopen
// reason each edge sets. Pure: the API reads the facts, asks here, and carries the answer out.
import type { ReopenReason, TaskType, ViewType } from './taskTypes';

export interface ResolvedStep {
  type: TaskType;
  /** The view that was just resolved (brand tasks), or null for menu tasks. */
  resolvedViewType: ViewType | null;
  brand: { rank: 'MASTER' | 'SLAVE' | null; status: 'NEW' | 'INCLUDED' | 'EXCLUDED' };
  /** Every included location already has a place matched at HIGHEST or MANUAL rank (and there is at least one). */
  everyIncludedLocationWellMatched: boolean;
}

export type PipelineEdge =
  /** Make the next brand task workable: create it, make it assignable, or reopen it with the reason when it was done. */
  | { kind: 'openNext'; taskType: TaskType; reopenReason: ReopenReason }
  /** Resolve the next brand task automatically (its work is already done). */
  | { kind: 'autoResolve'; taskType: TaskType; reopenReason: ReopenReason };

export function edgesAfterResolve(step: ResolvedStep): PipelineEdge[] {
  if (step.resolvedViewType !== 'DEFINE') return [];
  if (step.type === 'BRAND_GATEWAY') {
    if (step.brand.rank !== 'MASTER' || step.brand.status !== 'INCLUDED') return [];
    if (step.everyIncludedLocationWellMatched) {
      return [
        { kind: 'autoResolve', taskType: 'BRAND_DEFINITION', reopenReason: 'RESOLVE_BRAND_GATEWAY_TASK' },
        { kind: 'openNext', taskType: 'MENU_DEFINITION', reopenReason: 'RESOLVE_BRAND_DEFINITION_TASK' },
      ];
    }
    return [{ kind: 'openNext', taskType: 'BRAND_DEFINITION', reopenReason: 'RESOLVE_BRAND_GATEWAY_TASK' }];
  }
  if (step.type === 'BRAND_DEFINITION') {
    return [{ kind: 'openNext', taskType: 'MENU_DEFINITION', reopenReason: 'RESOLVE_BRAND_DEFINITION_TASK' }];
  }
  return [];
}

/** The task a person is taken to after resolving: the last task the edges opened, if any. */
export function nextTaskTypeAfter(edges: PipelineEdge[]): TaskType | null {
  const opened = edges.filter((edge) => edge.kind === 'openNext');
  return opened.length ? opened[opened.length - 1].taskType : null;
}
