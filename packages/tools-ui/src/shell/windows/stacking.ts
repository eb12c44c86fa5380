/**
 * Layering of tool windows (spec §9): a pinned window sits one above the highest pinned window,
 * never below 1000; an unpinned window sits one above the highest unpinned one. Each kind keeps to
 * its own band, so every pinned window stays above every unpinned one however often the windows are
 * focused; a band that fills up is renumbered in its current order.
 */

/** The lowest pinned layer (spec §9). */
export const PINNED_FLOOR = 1000;
/** Pinned layers stay below popovers and dialogs (theme zIndex.popover is 100000). */
export const PINNED_CEILING = 99_999;
/** Unpinned windows float above sticky page chrome (theme zIndex.sticky is 100). */
export const UNPINNED_FLOOR = 200;
export const UNPINNED_CEILING = PINNED_FLOOR - 1;

export interface WindowLayer {
  id: string;
  pinned: boolean;
  zIndex: number;
}

const band = (pinned: boolean) =>
  pinned ? { floor: PINNED_FLOOR, ceiling: PINNED_CEILING } : { floor: UNPINNED_FLOOR, ceiling: UNPINNED_CEILING };

/** The layer a window of this kind gets when it comes to the front: one above the highest of its kind. */
export function nextZIndex(layers: readonly WindowLayer[], pinned: boolean, exceptId?: string): number {
  const { floor } = band(pinned);
  const highest = Math.max(
    floor - 1,
    ...layers.filter((layer) => layer.pinned === pinned && layer.id !== exceptId).map((layer) => layer.zIndex),
  );
  return highest + 1;
}

/** Puts `id` on top of its kind, renumbering the kind's band from its floor if the top is reached. */
function toTop(layers: readonly WindowLayer[], id: string, pinned: boolean): WindowLayer[] {
  const zIndex = nextZIndex(layers, pinned, id);
  const placed = layers.map((layer) => (layer.id === id ? { id, pinned, zIndex } : layer));
  if (zIndex <= band(pinned).ceiling) return placed;
  const order = placed
    .filter((layer) => layer.pinned === pinned)
    .sort((a, b) => a.zIndex - b.zIndex)
    .map((layer) => layer.id);
  const { floor } = band(pinned);
  return placed.map((layer) =>
    layer.pinned === pinned ? { ...layer, zIndex: floor + order.indexOf(layer.id) } : layer,
  );
}

/** A newly opened window comes to the front of its kind; opening an open window focuses it. */
export function openLayer(layers: readonly WindowLayer[], id: string, pinned = false): WindowLayer[] {
  const existing = layers.find((layer) => layer.id === id);
  if (existing) return raiseLayer(layers, id);
  return toTop([...layers, { id, pinned, zIndex: 0 }], id, pinned);
}

/** A focused or clicked window comes to the front of its kind (unchanged if it is there already). */
export function raiseLayer(layers: readonly WindowLayer[], id: string): WindowLayer[] {
  const layer = layers.find((candidate) => candidate.id === id);
  if (!layer) return [...layers];
  const inFront = layers.every(
    (other) => other.id === id || other.pinned !== layer.pinned || other.zIndex < layer.zIndex,
  );
  if (inFront) return [...layers];
  return toTop(layers, id, layer.pinned);
}

/** Pinning moves a window one above the highest pinned (at least 1000); unpinning, one above the highest unpinned. */
export function pinLayer(layers: readonly WindowLayer[], id: string, pinned: boolean): WindowLayer[] {
  if (!layers.some((layer) => layer.id === id)) return [...layers];
  return toTop(layers, id, pinned);
}

export function closeLayer(layers: readonly WindowLayer[], id: string): WindowLayer[] {
  return layers.filter((layer) => layer.id !== id);
}
