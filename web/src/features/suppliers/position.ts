/** The shopper's position, asked once per visit and shared (the dialog, leaflets, comparisons). */
import { useEffect, useState } from 'react';
import { locateShopper, type Position } from '../../lib/geolocation';

let pending: Promise<Position> | null = null;
let known: Position | null = null;

export function getPosition(): Promise<Position> {
  pending ??= locateShopper().then((position) => {
    known = position;
    return position;
  });
  return pending;
}

export function usePosition(enabled = true): Position | null {
  const [position, setPosition] = useState<Position | null>(known);
  useEffect(() => {
    if (!enabled || known) return;
    let cancelled = false;
    void getPosition().then((found) => {
      if (!cancelled) setPosition(found);
    });
    return () => {
      cancelled = true;
    };
  }, [enabled]);
  return position;
}
