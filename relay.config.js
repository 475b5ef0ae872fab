// relay-compiler settings: the SPA is compiled against the one contract file, schema.graphql.
export default {
  src: './src',
  schema: './schema.graphql',
  language: 'typescript',
  eagerEsModules: true,
  excludes: ['**/node_modules/**', '**/__mocks__/**', '**/__generated__/**'],
};
