// The words of a refused stale save's notification (CONFLICT): the server's message, then what stays on the page and
// what to do. An editor that counts its edits (the dish review) names how many stay.

/** The notification's description: the server's message and the kept-changes sentence. */
export function staleSaveNotice(message: string, editCount?: number): string {
  const kept = editCount === undefined ? 'Your changes are' : `Your ${editCount} edited ${editCount === 1 ? 'item is' : 'items are'}`;
  return `${message}\n${kept} still on the page: reload the task, check them and save again.`;
}
