// Relay's node(id): refetches any object by its global id, with the permission that reads its type
// (server/permissions/readPermissions.ts). A type missing here is not found.
import { mayRead } from '../../permissions/readPermissions';
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

type Loader = (context: GraphQLContext, id: number) => Promise<object | null>;

const LOADERS: Record<string, Loader> = {
  User: async ({ db }, id) => {
    const user = await findUserById(db, id);
    return user && !user.is_deleted ? user : null;
  },
  Role: async ({ db }, id) => (await db.query('SELECT id, name FROM roles WHERE id = $1', [id]))[0] ?? null,
  // Events also need the reader to be allowed their entity, as in events(filters).
  Event: ({ db, viewer }, id) => findReadableEvent(db, readableEventEntityTypes(viewer?.permissions ?? []), id),
  Brand: ({ loaders }, id) => loaders.brand.load(id),
  Menu: ({ loaders }, id) => loaders.menu.load(id),
  Location: ({ loaders }, id) => loaders.location.load(id),
  GoogleLocation: ({ loaders }, id) => loaders.googleLocation.load(id),
  HtmlMenuScrapingJob: async ({ db }, id) => {
    const job = await findHtmlScrapingJob(db, id);
    return job ? htmlJobView(job) : null;
  },
  DocumentMenuScrapingJob: async ({ db }, id) => {
    const job = await findDocumentJob(db, 'DOCUMENT_SCRAPING', id);
    return job ? documentJobView(job) : null;
  },
  MenuDocumentFile: async ({ db }, id) => {
    const file = await findMenuDocumentFile(db, id);
    return file ? menuDocumentFileView(file) : null;
  },
  MenuTitle: ({ db }, id) => findMenuTitle(db, id),
  Dish: ({ db }, id) => findDish(db, id),
  ...Object.fromEntries(
    TASK_KINDS.map((kind): [string, Loader] => [
      `${kind.graphqlName}Task`,
      async ({ db }, id) => {
        const row = await findTask(db, id);
        return row && row.type === kind.type ? row : null;
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
    if (!mayRead(parsed.type, context.viewer?.permissions)) throw forbidden();
    const row = await loader(context, parsed.id);
    return row ? ({ ...row, __typename: parsed.type } as never) : null;
  },
};

export const nodeTypeResolvers: { Node: NodeResolvers } = {
  Node: {
    __resolveType: (object) => (object as { __typename?: string }).__typename as never,
  },
};
