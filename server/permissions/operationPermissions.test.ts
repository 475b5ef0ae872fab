// Deny by default: every operation of the contract must be named in the permission table, and nothing else.
import { describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS } from '../../domain/permissions';
import { rootOperationNames } from '../graphql/schema';
import { OPERATION_PERMISSIONS } from './operationPermissions';

describe('OPERATION_PERMISSIONS', () => {
  const operations = Object.entries(rootOperationNames()).flatMap(([type, fields]) => fields.map((field) => `${type}.${field}`));

  it('declares every Query and Mutation of schema.graphql', () => {
    expect(operations.filter((name) => !OPERATION_PERMISSIONS[name])).toEqual([]);
  });

  it('names no operation the schema lacks, and only known permissions', () => {
    expect(Object.keys(OPERATION_PERMISSIONS).filter((name) => !operations.includes(name))).toEqual([]);
    const known = new Set<string>(ALL_PERMISSIONS);
    const used = Object.values(OPERATION_PERMISSIONS).flatMap((requirement) => (requirement.kind === 'anyOf' ? requirement.permissions : []));
    expect(used.filter((permission) => !known.has(permission))).toEqual([]);
  });

  it('keeps public only the sign-in operations and the public config', () => {
    const publicOnes = Object.entries(OPERATION_PERMISSIONS).filter(([, requirement]) => requirement.kind === 'public').map(([name]) => name);
    expect(publicOnes.sort()).toEqual(
      [
        'Mutation.loginWithEmail',
        'Mutation.loginWithGoogleIdToken',
        'Mutation.logout',
        'Mutation.refreshAccessToken',
        'Mutation.requestLoginCode',
        'Query.authConfig',
        'Query.me',
      ].sort(),
    );
  });
});
