// relay-compiler's settings (DESIGN.md's layout): the SPA's sources, the schema they are compiled against, TypeScript
// artifacts as ES modules. relay-compiler loads this file with require(): the "module.exports" export is what require()
// answers for an ES module (a default export would answer the namespace, which relay-compiler refuses).
const config = {
  src: './src',
  schema: './schema.graphql',
  language: 'typescript',
  eagerEsModules: true,
  excludes: ['**/node_modules/**', '**/__mocks__/**', '**/__generated__/**'],
};

export { config as 'module.exports' };
