import { describe, expect, it } from 'vitest';
import { splitSqlStatements } from './splitSqlStatements';

describe('splitSqlStatements', () => {
  it('splits at top-level semicolons and drops comments', () => {
    expect(splitSqlStatements('-- a comment; with a semicolon\nCREATE TABLE a (x int);\n\nCREATE INDEX b ON a (x); -- trailing\n')).toEqual([
      'CREATE TABLE a (x int)',
      'CREATE INDEX b ON a (x)',
    ]);
  });

  it('keeps semicolons inside strings, quoted names and dollar-quoted bodies', () => {
    const sql = `INSERT INTO t VALUES ('a;b', 'it''s');
CREATE FUNCTION f() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.x := 1; -- not a statement end
  RETURN NEW;
END $$;
CREATE FUNCTION g() RETURNS text LANGUAGE sql AS $body$ SELECT ';' $body$;
SELECT "odd;name" FROM t`;
    const statements = splitSqlStatements(sql);
    expect(statements).toHaveLength(4);
    expect(statements[0]).toBe("INSERT INTO t VALUES ('a;b', 'it''s')");
    expect(statements[1]).toContain('NEW.x := 1; -- not a statement end');
    expect(statements[2]).toContain("$body$ SELECT ';' $body$");
    expect(statements[3]).toBe('SELECT "odd;name" FROM t');
  });

  it('refuses an unterminated body rather than running half of it', () => {
    expect(() => splitSqlStatements('CREATE FUNCTION f() AS $$ BEGIN')).toThrow(/Unterminated/);
  });
});
