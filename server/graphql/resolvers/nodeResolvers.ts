// Relay's node(id): refetches any object by its global id, checking the permission of the type it resolves to.
import { findUserById } from '../../db/userRows';
import { TASK_KINDS } from '../../tasks/taskKinds';
import { findTask } from '../../tasks/taskRows';
import type { NodeResolvers, QueryResolvers } from '../__generated__/resolvers';
import { forbidden } from '../errors';
import { fromGlobalId } from '../globalIds';
import type { GraphQLContext } from '../context';

type Loader = { permission: string | null; load: (context: GraphQLContext, id: number) => Promise<object | null> };

const LOADERS: Record<string, Loader> = {
  User: {
    permission: 'user.get',
    load: async ({ db }, id) => {
      const user = await findUserById(db, id);
      return user && !user.is_deleted ? user : null;
    },
  },
  Role: {
    permission: null,
    load: async ({ db }, id) => (await db.query('SELECT id, name FROM roles WHERE id = $1', [id]))[0] ?? null,
  },
  Brand: { permission: 'brand.get', load: ({ loaders }, id) => loaders.brand.load(id) },
  Menu: { permission: 'menu.get', load: ({ loaders }, id) => loaders.menu.load(id) },
  ...Object.fromEntries(
    TASK_KINDS.map((kind): [string, Loader] => [
      `${kind.graphqlName}Task`,
      {
        permission: `${kind.permissionPrefix}.get`,
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
    if (!parsed || !loader) return null;
    if (loader.permission && !context.viewer?.permissions.includes(loader.permission)) throw forbidden();
    const row = await loader.load(context, parsed.id);
    return row ? ({ ...row, __typename: parsed.type } as never) : null;
  },
};

export const nodeTypeResolvers: { Node: NodeResolvers } = {
  Node: {
    __resolveType: (object) => (object as { __typename?: string }).__typename as never,
  },
};
