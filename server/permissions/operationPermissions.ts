// What each GraphQL operation requires. Deny is the default: an operation missing here is refused (FORBIDDEN), and a
// test fails when the schema has an operation this table does not name.
import type { Permission } from '../../domain/permissions';

export type Requirement =
  | { kind: 'public' }
  | { kind: 'signedIn' }
  | { kind: 'anyOf'; permissions: Permission[] };

const publicOperation: Requirement = { kind: 'public' };
const signedIn: Requirement = { kind: 'signedIn' };
const anyOf = (...permissions: Permission[]): Requirement => ({ kind: 'anyOf', permissions });

export const OPERATION_PERMISSIONS: Record<string, Requirement> = {
  'Query.me': publicOperation,
  'Query.authConfig': publicOperation,
  // node checks the permission of the type it resolves to.
  'Query.node': signedIn,
  'Query.roles': anyOf('user.list', 'user.get', 'user.create', 'user.update'),
  'Query.users': anyOf('user.list'),
  'Query.user': anyOf('user.get'),
  'Query.events': anyOf('event.list'),

  'Mutation.loginWithGoogleIdToken': publicOperation,
  'Mutation.loginWithEmail': publicOperation,
  'Mutation.requestLoginCode': publicOperation,
  'Mutation.refreshAccessToken': publicOperation,
  'Mutation.logout': publicOperation,
  'Mutation.createUser': anyOf('user.create'),
  'Mutation.updateUser': anyOf('user.update'),
  'Mutation.deleteUser': anyOf('user.delete'),
};
