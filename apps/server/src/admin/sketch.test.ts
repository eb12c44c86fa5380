import { describe, expect, it } from 'vitest';
import { emptyRegisters, estimatePeople, mergeSketch, REGISTERS } from './sketch';

/** A person's hash as the database packs it (migration 0048): register × 32 + value. */
function packedOf(hash: number): number {
  const register = hash & 1023;
  const rest = (hash >>> 10) & 0x3fffff;
  const value = rest === 0 ? 23 : 22 - Math.floor(Math.log2(rest)) + 0;
  return register * 32 + Math.min(value, 23);
}

/** A deterministic 32-bit mixer (the murmur3 finaliser) standing in for hashint4. */
function hashOf(id: number): number {
  let h = id >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
  return (h ^ (h >>> 16)) >>> 0;
}

/** A sparse sketch of people `ids`, as the database writes one (two bytes an entry, highest value per register). */
function sparseOf(ids: number[]): Uint8Array {
  const best = new Map<number, number>();
  for (const id of ids) {
    const packed = packedOf(hashOf(id));
    best.set(packed >> 5, Math.max(best.get(packed >> 5) ?? 0, packed & 31));
  }
  const bytes = new Uint8Array(best.size * 2);
  [...best].forEach(([register, value], index) => {
    bytes[2 * index] = (register * 32 + value) >> 8;
    bytes[2 * index + 1] = (register * 32 + value) & 255;
  });
  return bytes;
}

const people = (from: number, count: number) => Array.from({ length: count }, (_, index) => from + index);

describe('people estimated from HyperLogLog sketches', () => {
  it('gives a packed value of 1 + leading zeros of the 22 bits after the register', () => {
    expect(packedOf(0x3ff)).toBe(1023 * 32 + 23);
    expect(packedOf(1 << 31) & 31).toBe(1);
    expect(packedOf(1 << 10) & 31).toBe(22);
  });

  it('says none for an empty sketch and the exact count for a few people', () => {
    expect(estimatePeople(emptyRegisters())).toBe(0);
    for (const count of [1, 2, 5, 12]) {
      const registers = emptyRegisters();
      mergeSketch(registers, sparseOf(people(100, count)));
      expect(estimatePeople(registers)).toBe(count);
    }
  });

  it('stays within 10 % (three standard errors) from a hundred people to a million', () => {
    for (const count of [100, 1_000, 4_000, 20_000, 200_000, 1_000_000]) {
      const registers = emptyRegisters();
      for (let from = 0; from < count; from += 200)
        mergeSketch(registers, sparseOf(people(from, Math.min(200, count - from))));
      const estimate = estimatePeople(registers);
      expect(Math.abs(estimate - count) / count, `${count} people estimated as ${estimate}`).toBeLessThan(0.1);
    }
  });

  it('merges a dense sketch and a sparse one to the highest value of each register, a person counted once', () => {
    const dense = emptyRegisters();
    mergeSketch(dense, sparseOf(people(0, 3_000)));
    expect(dense).toHaveLength(REGISTERS);
    const merged = emptyRegisters();
    mergeSketch(merged, dense);
    mergeSketch(merged, sparseOf(people(1_000, 100)));
    expect(merged).toEqual(dense);
    mergeSketch(merged, sparseOf(people(3_000, 1_000)));
    const all = emptyRegisters();
    mergeSketch(all, sparseOf(people(0, 4_000)));
    expect(merged).toEqual(all);
  });
});
