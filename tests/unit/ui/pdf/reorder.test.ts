import { describe, expect, it } from 'vitest';
import { keyTarget, moveItem, nearestSlot, type Slot } from '@src/ui/pdf/reorder';

describe('moveItem', () => {
  it('moves an item earlier and later, leaving the input alone', () => {
    const list = ['a', 'b', 'c', 'd'];
    expect(moveItem(list, 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(moveItem(list, 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(list, 1, 2)).toEqual(['a', 'c', 'b', 'd']);
    expect(list).toEqual(['a', 'b', 'c', 'd']);
  });

  it('gives a copy unchanged for a move to the same place or out of range', () => {
    const list = [1, 2, 3];
    expect(moveItem(list, 1, 1)).toEqual(list);
    expect(moveItem(list, -1, 0)).toEqual(list);
    expect(moveItem(list, 0, 3)).toEqual(list);
    expect(moveItem(list, 0, 0)).not.toBe(list);
  });
});

describe('keyTarget', () => {
  it('steps one place with the arrows and jumps to the ends with Home and End', () => {
    expect(keyTarget('ArrowLeft', 2, 5)).toBe(1);
    expect(keyTarget('ArrowUp', 2, 5)).toBe(1);
    expect(keyTarget('ArrowRight', 2, 5)).toBe(3);
    expect(keyTarget('ArrowDown', 2, 5)).toBe(3);
    expect(keyTarget('Home', 2, 5)).toBe(0);
    expect(keyTarget('End', 2, 5)).toBe(4);
  });

  it('has no move past either end, to the same place, or for other keys', () => {
    expect(keyTarget('ArrowLeft', 0, 5)).toBeNull();
    expect(keyTarget('ArrowRight', 4, 5)).toBeNull();
    expect(keyTarget('Home', 0, 5)).toBeNull();
    expect(keyTarget('End', 4, 5)).toBeNull();
    expect(keyTarget('Enter', 2, 5)).toBeNull();
  });
});

describe('nearestSlot', () => {
  // A grid of three columns, two rows: 100 × 150 cards with 10 px gaps.
  const grid: Slot[] = Array.from({ length: 6 }, (_, i) => ({ left: (i % 3) * 110, top: Math.floor(i / 3) * 160, width: 100, height: 150 }));

  it('finds the card under the pointer, in rows', () => {
    expect(nearestSlot(grid, 50, 75)).toBe(0);
    expect(nearestSlot(grid, 270, 75)).toBe(2);
    expect(nearestSlot(grid, 160, 230)).toBe(4);
  });

  it('takes the nearest card when the pointer is in a gap or outside the grid', () => {
    expect(nearestSlot(grid, 104, 75)).toBe(0);
    expect(nearestSlot(grid, 500, 400)).toBe(5);
    expect(nearestSlot(grid, -40, -40)).toBe(0);
  });

  it('works for a one-column list', () => {
    const rows: Slot[] = [0, 1, 2].map((i) => ({ left: 0, top: i * 60, width: 600, height: 52 }));
    expect(nearestSlot(rows, 10, 130)).toBe(2);
    expect(nearestSlot(rows, 590, 70)).toBe(1);
  });

  it('is -1 for no slots', () => {
    expect(nearestSlot([], 0, 0)).toBe(-1);
  });
});
