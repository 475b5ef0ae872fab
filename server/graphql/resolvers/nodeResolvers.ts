// Relay's node(id): refetches any object by its global id, with the same permission as the type's own query (a type
// without one of its own, such as Menu today, needs its get permission; a GoogleLocation needs location's). A type missing
// here is not found.
import { OPERATION_PERMISSIONS } from '../../permissions/operationPermissions';
import { findUserById } from '../../db/userRows';
import { findReadableEvent, readableEventEntityTypes } from '../../history/eventRows';
import { TASK_KINDS } from '../../tasks/taskKinds';
import { findTask } from '../../tasks/taskRows';
import { findDish, findMenuTitle } from '../../menus/menuItemQueries';
import { findHtmlScrapingJob, htmlJobView } from '../../scraping/jobQueries';
import { documentJobView, findDocumentJob, findMenuDocumentFile, menuDocumentFileView } from '../../scraping/documentJobQueries';
import type { NodeResolvers, QueryResolvers } from '../__generated__/resolvers';
import { forbidden } from '../errors';
import { fromGlobalId } from '../globalIds';
import type { GraphQLContext } from '../context';

/** Any one of these permissions lets a reader refetch the type. */
type Loader = { anyOf: readonly string[]; load: (context: GraphQLContext, id: number) => Promise<object | null> };

/** The permissions of a query in the operation table, which must name them (a public or signed-in query would be a bug). */
function permissionsOfQuery(operation: string): readonly string[] {
  const requirement = OPERATION_PERMISSIONS[operation];
  if (requirement?.kind !== 'anyOf') throw new Error(`node(id) needs ${operation} to require permissions.`);
  return requirement.permissions;
}

const LOADERS: Record<string, Loader> = {
  User: {
    anyOf: permissionsOfQuery('Query.user'),
    load: async ({ db }, id) => {
      const user = await findUserById(db, id);
      return user && !user.is_deleted ? user : null;
    },
  },
  Role: {
    anyOf: permissionsOfQuery('Query.roles'),
    load: async ({ db }, id) => (await db.query('SELECT id, name FROM roles WHERE id = $1', [id]))[0] ?? null,
  },
  // Events also need the reader to be allowed their entity, as in events(filters).
  Event: {
    anyOf: permissionsOfQuery('Query.events'),
    load: ({ db, viewer }, id) => findReadableEvent(db, readableEventEntityTypes(viewer?.permissions ?? []), id),
  },
  Brand: { anyOf: ['brand.get'], load: ({ loaders }, id) => loaders.brand.load(id) },
  Menu: { anyOf: ['menu.get'], load: ({ loaders }, id) => loaders.menu.load(id) },
  Location: { anyOf: permissionsOfQuery('Query.location'), load: ({ loaders }, id) => loaders.location.load(id) },
  // A map place is part of a location's data: whoever may read locations may read it.
  GoogleLocation: { anyOf: permissionsOfQuery('Query.location'), load: ({ loaders }, id) => loaders.googleLocation.load(id) },
  // A scraping job as its own query answers it; a menu's titles and dishes are read as the menu is.
  HtmlMenuScrapingJob: {
    anyOf: permissionsOfQuery('Query.htmlMenuScrapingJob'),
    load: async ({ db }, id) => {
      const job = await findHtmlScrapingJob(db, id);
      return job ? htmlJobView(job) : null;
    },
  },
  DocumentMenuScrapingJob: {
    anyOf: permissionsOfQuery('Query.documentMenuScrapingJob'),
    load: async ({ db }, id) => {
      const job = await findDocumentJob(db, 'DOCUMENT_SCRAPING', id);
      return job ? documentJobView(job) : null;
    },
  },
  // A menu's files are read as the menu's document jobs are (the task page's reads).
  MenuDocumentFile: {
    anyOf: permissionsOfQuery('Query.documentMenuScrapingJob'),
    load: async ({ db }, id) => {
      const file = await findMenuDocumentFile(db, id);
      return file ? menuDocumentFileView(file) : null;
    },
  },
  MenuTitle: { anyOf: ['menu.get'], load: ({ db }, id) => findMenuTitle(db, id) },
  Dish: { anyOf: ['menu.get'], load: ({ db }, id) => findDish(db, id) },
  ...Object.fromEntries(
    TASK_KINDS.map((kind): [string, Loader] => [
      `${kind.graphqlName}Task`,
      {
        anyOf: permissionsOfQuery(`Query.${kind.permissionPrefix}`),
        load: async ({ db }, id) => {
          const row = await findTask(db, id);
          return row && row.type === kind.type ? row : null;
        },
      },
    ]),
  ),
};

export const nodeQueryResolvers: Pick<QueryResolvers, 'node'> = {
  async node(_parent, { id }, context) {
    const parsed = fromGlobalId(id);
    const loader = parsed ? LOADERS[parsed.type] : undefined;
    // An id beyond PostgreSQL's integer is no object of ours.
    if (!parsed || !loader || parsed.id < 1 || parsed.id > 2_147_483_647) return null;
    if (!loader.anyOf.some((permission) => context.viewer?.permissions.includes(permission))) throw forbidden();
    const row = await loader.load(context, parsed.id);
    return row ? ({ ...row, __typename: parsed.type } as never) : null;
  },
};

export const nodeTypeResolvers: { Node: NodeResolvers } = {
  Node: {
    __resolveType: (object) => (object as { __typename?: string }).__typename as never,
  },
};
