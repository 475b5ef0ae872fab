// The GraphQL endpoint: graphql-yoga hardened with graphql-armor limits, masked errors, CSRF prevention, CORS for the
// configured origins only and, in production, no introspection, GraphiQL or suggestions. (The body cap, 1 MB or 8 MB
// for a signed-in session, is applied in server/app.ts, before yoga reads anything.)
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { useDisableIntrospection } from '@graphql-yoga/plugin-disable-introspection';
import type { IncomingMessage } from 'node:http';
import { createYoga, type Plugin } from 'graphql-yoga';
import { viewerFromAuthorization, type GraphQLContext, type Services } from './context';
import { maskRequestError, useValidationErrorAnswers } from './errors';
import { requestErrorLogger, useOperationNameInErrorLog } from './requestErrorLog';
import { useTextInputLimits } from './textInputLimits';
import { useNestingLimit } from './nestingLimit';
import { useListInputLimits } from './listInputLimits';
import { buildExecutableSchema } from './schema';
import { clientAddressOf } from '../auth/signInClientAddress';
import { createLoaders } from './loaders';
import { refreshCookieSetter, useResponseCookies } from './responseCookies';

export function createGraphQLHandler(services: Services) {
  // Only `npm run dev` answers with graphql-js's 'Did you mean …' suggestions; production and the test suites never do.
  const suggestions = { keepSuggestions: services.config.showsSuggestions && !services.config.isProduction };
  const plugins: Plugin[] = [
    // Before anything parses: a request nested thousands of levels deep would overflow graphql-js's recursion.
    useNestingLimit(),
    EnvelopArmorPlugin({
      maxDepth: { n: 12 },
      maxAliases: { n: 15 },
      costLimit: { maxCost: 20_000 },
      maxTokens: { n: 5000 },
      maxDirectives: { n: 20 },
      // 'Did you mean "…"?' after unknown fields, arguments and types would map the schema for a stranger.
      blockFieldSuggestion: { enabled: services.config.isProduction, mask: '' },
    }) as Plugin,
    useCSRFPrevention({ requestHeaders: ['x-graphql-yoga-csrf'] }) as Plugin,
  ];
  if (services.config.isProduction) plugins.push(useDisableIntrospection() as Plugin);
  return createYoga<object, GraphQLContext>({
    schema: buildExecutableSchema(),
    graphqlEndpoint: '/graphql',
    landingPage: false,
    graphiql: !services.config.isProduction,
    // Yoga's default reflects any Origin with credentials. Same origin needs no CORS; ALLOWED_ORIGINS adds others.
    cors: (request) => {
      const origin = request.headers.get('origin');
      if (!origin || !services.config.allowedOrigins.includes(origin)) return false;
      return { origin, credentials: true, methods: ['GET', 'POST'], allowedHeaders: ['content-type', 'authorization', 'x-graphql-yoga-csrf'] };
    },
    // After the plugins above: the operation's name for log lines, GraphQL's own refusals as VALIDATION, text and list limits.
    plugins: [...plugins, useOperationNameInErrorLog(), useValidationErrorAnswers(suggestions), useTextInputLimits(), useListInputLimits(), useResponseCookies()],
    context: async ({ request, ...server }) => {
      const { req } = server as { req?: IncomingMessage };
      return {
        ...services,
        clientAddress: clientAddressOf(services.config.trustProxyHops, request.headers.get('x-forwarded-for'), req?.socket.remoteAddress),
        viewer: await viewerFromAuthorization(services, request.headers.get('authorization')),
        loaders: createLoaders(services.db),
        setRefreshCookie: refreshCookieSetter(services.config, request, req),
      };
    },
    // One short line per failed request, never a variable's value (server/graphql/requestErrorLog.ts).
    logging: requestErrorLogger,
    maskedErrors: { maskError: (error, message, isDev) => maskRequestError(error, message, isDev, suggestions) },
  });
}
