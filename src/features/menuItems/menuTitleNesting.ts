// Menu titles (flat, with parentId) as a nested list in menu order: children under their parent, a title whose parent is
// missing (or would make a loop) at the top level.

export interface NestableTitle {
  readonly databaseId: number;
  readonly parentId: number | null | undefined;
}

export interface NestedTitle<T extends NestableTitle> {
  title: T;
  children: NestedTitle<T>[];
}

export function nestMenuTitles<T extends NestableTitle>(titles: readonly T[]): NestedTitle<T>[] {
  const nodes = new Map<number, NestedTitle<T>>();
  for (const title of titles) nodes.set(title.databaseId, { title, children: [] });
  const parentOf = new Map<number, number>();
  for (const title of titles) if (title.parentId != null && nodes.has(title.parentId)) parentOf.set(title.databaseId, title.parentId);
  const loops = (id: number): boolean => {
    const seen = new Set<number>([id]);
    for (let at = parentOf.get(id); at !== undefined; at = parentOf.get(at)) {
      if (seen.has(at)) return true;
      seen.add(at);
    }
    return false;
  };
  const roots: NestedTitle<T>[] = [];
  for (const title of titles) {
    const node = nodes.get(title.databaseId)!;
    const parentId = parentOf.get(title.databaseId);
    if (parentId !== undefined && !loops(title.databaseId)) nodes.get(parentId)!.children.push(node);
    else roots.push(node);
  }
  return roots;
}
