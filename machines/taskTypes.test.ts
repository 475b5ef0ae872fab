// The task vocabulary shared by machines, API and SPA must be the one the API contract (schema.graphql) and the spec's
// "Enumerations (values exact)" name, value for value and in order.
import { readFileSync } from 'node:fs';
import { Kind, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import {
  AWAITING_REASON_NEEDING_COMMENT,
  AWAITING_REASONS,
  BRAND_TASK_TYPES,
  DEFINITION_TASK_TYPES,
  PERMISSION_PREFIX,
  REOPEN_REASONS,
  TASK_STATUSES,
  TASK_TYPES,
  VERIFICATIONS,
  VIEW_STATUSES,
  VIEW_TYPES,
  isBrandTask,
} from './taskTypes';
import { TASK_KINDS } from '../domain/permissions';

const schemaEnums = new Map(
  parse(readFileSync(new URL('../schema.graphql', import.meta.url), 'utf8'))
    .definitions.flatMap((definition) => (definition.kind === Kind.ENUM_TYPE_DEFINITION ? [definition] : []))
    .map((definition) => [definition.name.value, (definition.values ?? []).map((value) => value.name.value)]),
);

describe('task enumerations', () => {
  it.each([
    ['TaskType', TASK_TYPES],
    ['TaskStatus', TASK_STATUSES],
    ['TaskViewType', VIEW_TYPES],
    ['TaskViewStatus', VIEW_STATUSES],
    ['AwaitingReason', AWAITING_REASONS],
    ['Verification', VERIFICATIONS],
    ['ReopenReason', REOPEN_REASONS],
  ] as const)('%s matches the API contract', (name, values) => {
    expect([...values]).toEqual(schemaEnums.get(name));
  });

  it('matches the spec where it lists the values', () => {
    expect([...TASK_STATUSES]).toEqual(['NOT_STARTED', 'STARTED', 'REOPENED', 'RESOLVED']);
    expect([...VIEW_TYPES]).toEqual(['DEFINE', 'QC', 'QQA']);
    expect([...VERIFICATIONS]).toEqual(['NOT_VERIFIED', 'VERIFIED_IN_DEFAULT_MODE', 'VERIFIED_IN_DEBUG_MODE']);
  });

  it("requires a comment for the 'other' awaiting reason, NEED_ASSISTANCE", () => {
    expect(AWAITING_REASON_NEEDING_COMMENT).toBe('NEED_ASSISTANCE');
  });
});

describe('task kinds', () => {
  it('counts brand gateway, brand definition and menu definition as brand (definition) tasks', () => {
    expect(TASK_TYPES.filter(isBrandTask)).toEqual(['BRAND_GATEWAY', 'BRAND_DEFINITION', 'MENU_DEFINITION']);
    expect(DEFINITION_TASK_TYPES).toEqual(BRAND_TASK_TYPES);
  });

  it('names each kind by the permission prefix of the role table', () => {
    expect(TASK_TYPES.map((type) => PERMISSION_PREFIX[type])).toEqual([...TASK_KINDS]);
  });
});
