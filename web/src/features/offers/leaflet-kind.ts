/** What a leaflet's document is, from its address: a picture the browser shows, or a PDF. */
export type LeafletKind = 'picture' | 'pdf';

export function leafletKind(url: string): LeafletKind {
  const path = url.split(/[?#]/)[0]?.toLowerCase() ?? '';
  return /\.(svg|png|jpe?g|webp|gif)$/.test(path) ? 'picture' : 'pdf';
}

/** Nearest branch first; a branch's leaflets by the day they started, newest first. */
export function nearestFirst<
  T extends { startAt: string; supplier: { distanceKm?: number | null } },
>(leaflets: readonly T[]): T[] {
  const distance = (leaflet: T) => leaflet.supplier.distanceKm ?? Number.POSITIVE_INFINITY;
  return [...leaflets].sort(
    (a, b) => distance(a) - distance(b) || Date.parse(b.startAt) - Date.parse(a.startAt),
  );
}
