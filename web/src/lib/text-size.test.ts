import { afterEach, describe, expect, it, vi } from 'vitest';

/** Each test loads the module afresh: it keeps the setting of the page it was loaded in. */
async function load() {
  vi.resetModules();
  return import('./text-size');
}

afterEach(() => {
  window.localStorage.clear();
  document.documentElement.style.fontSize = '';
});

describe('text size', () => {
  it('offers at least three steps, growing, from the standard size', async () => {
    const { TEXT_SIZES, DEFAULT_TEXT_SIZE } = await load();
    expect(TEXT_SIZES.length).toBeGreaterThanOrEqual(3);
    expect(TEXT_SIZES[0].id).toBe(DEFAULT_TEXT_SIZE);
    expect(TEXT_SIZES[0].scale).toBe(1);
    for (let i = 1; i < TEXT_SIZES.length; i++) expect(TEXT_SIZES[i]!.scale).toBeGreaterThan(TEXT_SIZES[i - 1]!.scale);
  });

  it('scales the root font size and remembers the choice on this device', async () => {
    const first = await load();
    first.setTextSize('largest');
    expect(document.documentElement.style.fontSize).toBe('150%');
    expect(window.localStorage.getItem('pmc:text-size')).toBe('largest');

    document.documentElement.style.fontSize = '';
    const reloaded = await load();
    reloaded.applyStoredTextSize();
    expect(reloaded.getTextSize()).toBe('largest');
    expect(document.documentElement.style.fontSize).toBe('150%');
  });

  it('the standard size leaves the browser default alone and forgets the setting', async () => {
    const { setTextSize } = await load();
    setTextSize('large');
    setTextSize('standard');
    expect(document.documentElement.style.fontSize).toBe('');
    expect(window.localStorage.getItem('pmc:text-size')).toBeNull();
  });

  it('ignores a stored value it does not know', async () => {
    window.localStorage.setItem('pmc:text-size', 'enormous');
    const { getTextSize } = await load();
    expect(getTextSize()).toBe('standard');
  });

  it('keeps working where storage refuses', async () => {
    const { setTextSize, getTextSize } = await load();
    const spy = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    try {
      setTextSize('larger');
      expect(getTextSize()).toBe('larger');
      expect(document.documentElement.style.fontSize).toBe('125%');
    } finally {
      spy.mockRestore();
    }
  });
});
