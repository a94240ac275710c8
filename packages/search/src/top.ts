/**
 * One page of hits by bm25 score (lower is better in FTS5), ties broken by row id, without
 * sorting every hit: only startPos + pageSize candidates are kept while scanning.
 */
export function topByScore(hits: number[], scores: number[], startPos: number, pageSize: number): number[] {
  const wanted = startPos + pageSize;
  if (wanted <= 0 || hits.length === 0) return [];
  const before = (a: number, b: number) =>
    (scores[a] ?? 0) < (scores[b] ?? 0) ||
    ((scores[a] ?? 0) === (scores[b] ?? 0) && (hits[a] ?? 0) < (hits[b] ?? 0));
  if (wanted * 8 >= hits.length) {
    const order = hits.map((_, i) => i).sort((a, b) => (before(a, b) ? -1 : before(b, a) ? 1 : 0));
    return order.slice(startPos, wanted).map((i) => hits[i] ?? 0);
  }
  // A max-heap of the best `wanted` indexes: the worst of them sits on top, ready to be replaced.
  const heap: number[] = [];
  const worse = (a: number, b: number) => before(b, a);
  const up = (i: number) => {
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!worse(heap[i] ?? 0, heap[parent] ?? 0)) break;
      [heap[i], heap[parent]] = [heap[parent] ?? 0, heap[i] ?? 0];
      i = parent;
    }
  };
  const down = (i: number) => {
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let top = i;
      if (l < heap.length && worse(heap[l] ?? 0, heap[top] ?? 0)) top = l;
      if (r < heap.length && worse(heap[r] ?? 0, heap[top] ?? 0)) top = r;
      if (top === i) return;
      [heap[i], heap[top]] = [heap[top] ?? 0, heap[i] ?? 0];
      i = top;
    }
  };
  for (let i = 0; i < hits.length; i += 1) {
    if (heap.length < wanted) {
      heap.push(i);
      up(heap.length - 1);
    } else if (before(i, heap[0] ?? 0)) {
      heap[0] = i;
      down(0);
    }
  }
  heap.sort((a, b) => (before(a, b) ? -1 : before(b, a) ? 1 : 0));
  return heap.slice(startPos, wanted).map((i) => hits[i] ?? 0);
}
