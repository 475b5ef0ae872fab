// Splits a migration file into its statements at top-level semicolons, passing over comments, quoted strings and
// dollar-quoted bodies (trigger functions contain semicolons of their own).
export function splitSqlStatements(sql: string): string[] {
  const statements: string[] = [];
  let current = '';
  let index = 0;
  const flush = () => {
    const statement = current.trim();
    if (statement) statements.push(statement);
    current = '';
  };
  while (index < sql.length) {
    const rest = sql.slice(index);
    if (rest.startsWith('--')) {
      const end = sql.indexOf('\n', index);
      index = end === -1 ? sql.length : end;
      continue;
    }
    const dollar = /^\$[A-Za-z_]*\$/.exec(rest);
    const quote = rest[0] === "'" || rest[0] === '"' ? rest[0] : null;
    if (dollar || quote) {
      const delimiter = dollar ? dollar[0] : quote!;
      const end = sql.indexOf(delimiter, index + delimiter.length);
      if (end === -1) throw new Error(`Unterminated ${delimiter} in migration near: ${rest.slice(0, 60)}`);
      current += sql.slice(index, end + delimiter.length);
      index = end + delimiter.length;
      continue;
    }
    if (rest[0] === ';') flush();
    else current += rest[0];
    index += 1;
  }
  flush();
  return statements;
}
