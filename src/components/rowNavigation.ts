// Which row the keyboard lands on in a table: j/k and the arrow keys move one row and stop at the ends.

/** The row after moving `delta` rows from `current` (-1 when nothing is active yet) among `count` rows; -1 when empty. */
export function moveActiveRow(current: number, delta: number, count: number): number {
  if (count <= 0) return -1;
  if (current < 0 || current >= count) return delta < 0 ? count - 1 : 0;
  return Math.min(count - 1, Math.max(0, current + delta));
}
