import { describe, expect, it } from 'vitest';
import {
  addStop,
  gradientCss,
  gradientValue,
  linearLine,
  moveStop,
  normalizeAngle,
  parseAngle,
  parseSide,
  parseStops,
  presetStops,
  PRESET_IDS,
  radialRadii,
  removeStop,
  serializeStops,
  type Gradient,
} from '@src/tools/color-gradient-generator/logic';

const two = presetStops('sunset');

describe('color-gradient-generator: CSS', () => {
  it.each<[Gradient, string]>([
    [{ type: 'linear', angle: 90, shape: 'circle', stops: two }, 'background: linear-gradient(90deg, #ff7e5f 0%, #feb47b 100%);'],
    [{ type: 'linear', angle: 0, shape: 'circle', stops: two }, 'background: linear-gradient(0deg, #ff7e5f 0%, #feb47b 100%);'],
    [{ type: 'linear', angle: 405, shape: 'circle', stops: two }, 'background: linear-gradient(45deg, #ff7e5f 0%, #feb47b 100%);'],
    [{ type: 'linear', angle: -90, shape: 'circle', stops: two }, 'background: linear-gradient(270deg, #ff7e5f 0%, #feb47b 100%);'],
    [{ type: 'radial', angle: 90, shape: 'circle', stops: two }, 'background: radial-gradient(circle, #ff7e5f 0%, #feb47b 100%);'],
    [{ type: 'radial', angle: 90, shape: 'ellipse', stops: two }, 'background: radial-gradient(ellipse, #ff7e5f 0%, #feb47b 100%);'],
    [
      { type: 'linear', angle: 135, shape: 'circle', stops: [{ color: '#000000', pos: 100 }, { color: '#ffffff', pos: 0 }, { color: '#ff0000', pos: 40 }] },
      'background: linear-gradient(135deg, #ffffff 0%, #ff0000 40%, #000000 100%);',
    ],
  ])('%j', (g, css) => {
    expect(gradientCss(g)).toBe(css);
    expect(gradientValue(g)).toBe(css.slice('background: '.length, -1));
  });

  it.each([
    ['sunset', '#ff7e5f', '#feb47b'],
    ['ocean', '#2e3192', '#1bffff'],
    ['forest', '#134e5e', '#71b280'],
    ['purpleDream', '#c471f5', '#fa71cd'],
    ['fire', '#f12711', '#f5af19'],
    ['sky', '#56ccf2', '#2f80ed'],
  ] as const)('preset %s', (id, a, b) => {
    expect(PRESET_IDS).toContain(id);
    expect(presetStops(id)).toEqual([{ color: a, pos: 0 }, { color: b, pos: 100 }]);
  });
});

describe('color-gradient-generator: stops', () => {
  it('adds a stop halfway in the widest gap, coloured between its neighbours', () => {
    const three = addStop([{ color: '#000000', pos: 0 }, { color: '#ffffff', pos: 100 }]);
    expect(three[2]).toEqual({ color: '#808080', pos: 50 });
    const four = addStop(three);
    expect(four[3]).toEqual({ color: '#404040', pos: 25 });
  });
  it('keeps at least 2 and at most 10 stops', () => {
    expect(removeStop(two, 0)).toBe(two);
    let many = two;
    for (let i = 0; i < 20; i += 1) many = addStop(many);
    expect(many).toHaveLength(10);
    expect(removeStop(many, 3)).toHaveLength(9);
  });
  it('moves a stop by swapping positions with its neighbour', () => {
    const moved = moveStop(two, 0, 1);
    expect(moved).toEqual([{ color: '#feb47b', pos: 0 }, { color: '#ff7e5f', pos: 100 }]);
    expect(moveStop(two, 0, -1)).toBe(two);
    expect(moveStop(two, 1, 1)).toBe(two);
  });
});

describe('color-gradient-generator: fragment values', () => {
  it('round-trips stops', () => {
    const stops = [{ color: '#ff7e5f', pos: 0 }, { color: '#123abc', pos: 35 }, { color: '#feb47b', pos: 100 }];
    expect(serializeStops(stops)).toBe('#ff7e5f 0,#123abc 35,#feb47b 100');
    expect(parseStops(serializeStops(stops))).toEqual(stops);
    expect(parseStops('#FF7E5F 0,#FEB47B 100')).toEqual(two);
  });
  it.each(['', '#ff7e5f 0', '#ff7e5f 0,#feb47b 101', 'red 0,blue 100', '#ff7e5f 0,#feb47b', '#ff7e5f 0,#feb47b 100,' , '<script> 0,#fff 1', Array(11).fill('#000000 0').join(',')])(
    'rejects stops %j',
    (text) => expect(parseStops(text)).toBeNull(),
  );
  it.each([['90', 90], ['360', 0], ['-45', 315], ['720', 0], ['x', null], ['1.5', null], ['', null]] as const)('angle %j → %j', (t, a) =>
    expect(parseAngle(t)).toBe(a),
  );
  it.each([['1920', 1920], ['1', 1], ['4096', 4096], ['4097', null], ['0', null], ['-5', null], ['12px', null]] as const)('side %j → %j', (t, n) =>
    expect(parseSide(t)).toBe(n),
  );
  it('normalises angles', () => {
    expect(normalizeAngle(Number.NaN)).toBe(0);
    expect(normalizeAngle(359.6)).toBe(0);
  });
});

describe('color-gradient-generator: canvas geometry matches CSS', () => {
  it.each([
    [90, 200, 100, { x0: 0, y0: 50, x1: 200, y1: 50 }],
    [0, 200, 100, { x0: 100, y0: 100, x1: 100, y1: 0 }],
    [180, 200, 100, { x0: 100, y0: 0, x1: 100, y1: 100 }],
    [270, 200, 100, { x0: 200, y0: 50, x1: 0, y1: 50 }],
    [45, 100, 100, { x0: 0, y0: 100, x1: 100, y1: 0 }],
    [135, 100, 100, { x0: 0, y0: 0, x1: 100, y1: 100 }],
  ] as const)('%s° in %s×%s', (angle, w, h, line) => {
    const got = linearLine(angle, w, h);
    for (const k of ['x0', 'y0', 'x1', 'y1'] as const) expect(got[k]).toBeCloseTo(line[k], 6);
  });
  it('radial radii reach the corners (farthest-corner)', () => {
    expect(radialRadii('circle', 300, 400)).toEqual({ rx: 250, ry: 250 });
    const e = radialRadii('ellipse', 200, 100);
    expect(e.rx).toBeCloseTo(141.4214, 3);
    expect(e.ry).toBeCloseTo(70.7107, 3);
  });
});
