import { describe, expect, it } from 'vitest';
import {
  closeLayer,
  openLayer,
  PINNED_FLOOR,
  pinLayer,
  raiseLayer,
  UNPINNED_FLOOR,
  type WindowLayer,
} from './stacking';

const z = (layers: WindowLayer[]) => Object.fromEntries(layers.map((layer) => [layer.id, layer.zIndex]));

const threeOpen = () => ['memo', 'timer', 'qr'].reduce<WindowLayer[]>((layers, id) => openLayer(layers, id), []);

function pinnedAboveUnpinned(layers: WindowLayer[]): boolean {
  const pinned = layers.filter((layer) => layer.pinned).map((layer) => layer.zIndex);
  const unpinned = layers.filter((layer) => !layer.pinned).map((layer) => layer.zIndex);
  return Math.min(Infinity, ...pinned) > Math.max(-Infinity, ...unpinned);
}

describe('tool window layering', () => {
  it('stacks newly opened windows one above the highest unpinned', () => {
    expect(z(threeOpen())).toEqual({ memo: UNPINNED_FLOOR, timer: UNPINNED_FLOOR + 1, qr: UNPINNED_FLOOR + 2 });
  });

  it('brings a focused window one above the highest unpinned', () => {
    expect(z(raiseLayer(threeOpen(), 'memo'))).toEqual({
      memo: UNPINNED_FLOOR + 3,
      timer: UNPINNED_FLOOR + 1,
      qr: UNPINNED_FLOOR + 2,
    });
  });

  it('leaves the front window where it is when it is focused again', () => {
    const layers = threeOpen();
    expect(raiseLayer(layers, 'qr')).toEqual(layers);
  });

  it('puts the first pinned window at the floor of 1000', () => {
    expect(PINNED_FLOOR).toBe(1000);
    const layers = pinLayer(threeOpen(), 'timer', true);
    expect(layers.find((layer) => layer.id === 'timer')).toEqual({ id: 'timer', pinned: true, zIndex: 1000 });
  });

  it('puts a later pinned window one above the highest pinned', () => {
    const layers = pinLayer(pinLayer(threeOpen(), 'timer', true), 'memo', true);
    expect(z(layers)).toMatchObject({ timer: 1000, memo: 1001 });
    expect(z(raiseLayer(layers, 'timer'))).toMatchObject({ timer: 1002, memo: 1001 });
  });

  it('keeps pinned windows above unpinned ones when an unpinned one is focused', () => {
    const layers = raiseLayer(pinLayer(threeOpen(), 'memo', true), 'qr');
    const raised = raiseLayer(layers, 'timer');
    expect(pinnedAboveUnpinned(raised)).toBe(true);
    expect(z(raised)).toMatchObject({ memo: 1000, timer: UNPINNED_FLOOR + 3 });
  });

  it('puts an unpinned window back one above the highest unpinned', () => {
    const pinned = pinLayer(pinLayer(threeOpen(), 'memo', true), 'timer', true);
    const unpinned = pinLayer(pinned, 'memo', false);
    expect(unpinned.find((layer) => layer.id === 'memo')).toEqual({
      id: 'memo',
      pinned: false,
      zIndex: UNPINNED_FLOOR + 3,
    });
    expect(pinnedAboveUnpinned(unpinned)).toBe(true);
  });

  it('opens a window pinned from the start at the pinned floor', () => {
    expect(z(openLayer(threeOpen(), 'note', true))).toMatchObject({ note: 1000 });
  });

  it('focuses a window that is opened again instead of adding it twice', () => {
    const layers = openLayer(threeOpen(), 'memo');
    expect(layers.filter((layer) => layer.id === 'memo')).toEqual([
      { id: 'memo', pinned: false, zIndex: UNPINNED_FLOOR + 3 },
    ]);
  });

  it('renumbers a full band in its current order, still below the pinned floor', () => {
    let layers = pinLayer(threeOpen(), 'qr', true);
    for (let focus = 0; focus < 2000; focus += 1) layers = raiseLayer(layers, focus % 2 ? 'memo' : 'timer');
    expect(pinnedAboveUnpinned(layers)).toBe(true);
    const unpinned = layers.filter((layer) => !layer.pinned);
    expect(Math.max(...unpinned.map((layer) => layer.zIndex))).toBeLessThan(PINNED_FLOOR);
    // The last focused (memo, on an odd count) is in front.
    expect(z(layers).memo).toBeGreaterThan(z(layers).timer ?? 0);
  });

  it('forgets a closed window', () => {
    expect(z(closeLayer(threeOpen(), 'timer'))).toEqual({ memo: UNPINNED_FLOOR, qr: UNPINNED_FLOOR + 2 });
  });
});
