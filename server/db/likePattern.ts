// A person's search term inside a LIKE pattern: `%`, `_` and `\` are the term's own characters, not wildcards.
export const escapeLike = (term: string) => term.replace(/[\\%_]/g, (character) => `\\${character}`);
