// Who may read each kind of entity: node(id) and every field that reaches the kind from another object apply this one
// table (server/permissions/guardNestedReads.ts). Each kind takes the permission of its own query in the operation
// table; a kind without a query of its own (Menu, Brand, a menu's titles and dishes) takes its get permission.
import { TASK_KINDS } from '../tasks/taskKinds';
import { OPERATION_PERMISSIONS } from './operationPermissions';

/** The permissions of a query in the operation table, which must name them (a public or signed-in query would be a bug). */
function permissionsOfQuery(operation: string): readonly string[] {
  const requirement = OPERATION_PERMISSIONS[operation];
  if (requirement?.kind !== 'anyOf') throw new Error(`Reading needs ${operation} to require permissions.`);
  return requirement.permissions;
}

/** Any one of a kind's permissions lets a reader read it. */
export const READ_PERMISSIONS: Readonly<Record<string, readonly string[]>> = {
  User: permissionsOfQuery('Query.user'),
  Role: permissionsOfQuery('Query.roles'),
  // Events also need the reader to be allowed their entity, as in events(filters) (node's loader filters them).
  Event: permissionsOfQuery('Query.events'),
  Brand: ['brand.get'],
  Menu: ['menu.get'],
  Location: permissionsOfQuery('Query.location'),
  // A map place is part of a location's data: whoever may read locations may read it.
  GoogleLocation: permissionsOfQuery('Query.location'),
  // A scraping job as its own query answers it; a menu's files as its document jobs; its titles and dishes as the menu.
  HtmlMenuScrapingJob: permissionsOfQuery('Query.htmlMenuScrapingJob'),
  DocumentMenuScrapingJob: permissionsOfQuery('Query.documentMenuScrapingJob'),
  MenuDocumentFile: permissionsOfQuery('Query.documentMenuScrapingJob'),
  MenuTitle: ['menu.get'],
  Dish: ['menu.get'],
  ...Object.fromEntries(TASK_KINDS.map((kind) => [`${kind.graphqlName}Task`, permissionsOfQuery(`Query.${kind.permissionPrefix}`)])),
};

export function mayRead(typeName: string, permissions: readonly string[] | undefined): boolean {
  return (READ_PERMISSIONS[typeName] ?? []).some((permission) => permissions?.includes(permission));
}
