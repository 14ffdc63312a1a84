import { describe, expect, it, vi } from 'vitest';
import { arabicFontKey, fetchArabicFont } from './arabic-font';

const storage = () => ({ setItem: vi.fn() });
const face = {} as FontFace;

describe('fetchArabicFont', () => {
  it('asks for the regular and the bold file with an Arabic letter, and remembers once both are in', async () => {
    const fonts = { load: vi.fn(async () => [face]) };
    const store = storage();
    expect(await fetchArabicFont(fonts, store)).toBe(true);
    expect(fonts.load.mock.calls).toEqual([
      ['400 1em "IBM Plex Sans Arabic"', 'ع'],
      ['700 1em "IBM Plex Sans Arabic"', 'ع'],
    ]);
    expect(store.setItem).toHaveBeenCalledWith(arabicFontKey, '1');
  });

  it('remembers nothing when the stylesheet has no face for a weight', async () => {
    const fonts = { load: vi.fn(async (font: string) => (font.startsWith('700') ? [] : [face])) };
    const store = storage();
    expect(await fetchArabicFont(fonts, store)).toBe(false);
    expect(store.setItem).not.toHaveBeenCalled();
  });

  it('remembers nothing when a download fails', async () => {
    const fonts = {
      load: vi.fn(async (font: string) =>
        font.startsWith('700')
          ? Promise.reject(new DOMException('failed', 'NetworkError'))
          : [face],
      ),
    };
    const store = storage();
    await expect(fetchArabicFont(fonts, store)).rejects.toThrow('failed');
    expect(store.setItem).not.toHaveBeenCalled();
  });
});
