import { describe, expect, it } from 'vitest';
import { isPlainData } from './callable';

describe('isPlainData', () => {
  it('accepts what JSON can say', () => {
    expect(isPlainData(null)).toBe(true);
    expect(isPlainData('1234')).toBe(true);
    expect(isPlainData({ code: '1234', nested: [{ a: 1 }, null] })).toBe(true);
    expect(isPlainData(Object.create(null))).toBe(true);
  });

  it('refuses objects whose fields could come from a prototype', () => {
    const smuggled = Object.create({ code: '1234' }) as object;
    expect(isPlainData(smuggled)).toBe(false);
    expect(isPlainData({ wrapper: [smuggled] })).toBe(false);
    expect(isPlainData(JSON.parse('{"__proto__": {"code": "1234"}}'))).toBe(false);
  });

  it('refuses nesting deeper than any input needs', () => {
    const deep = Array.from({ length: 40 }).reduce<unknown>((inner) => ({ a: inner }), {});
    expect(isPlainData(deep)).toBe(false);
  });
});
