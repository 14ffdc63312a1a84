import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Icon } from './Icon';
import { iconMarkup, icons, iconSymbols, type IconName } from './icons';

describe('icons', () => {
  it('Astro pages write every icon exactly as the islands draw it', () => {
    for (const name of Object.keys(icons) as IconName[]) {
      expect(iconMarkup(name), name).toBe(renderToStaticMarkup(<Icon name={name} />));
      expect(iconMarkup(name, 16, 'rtl:-scale-x-100'), name).toBe(
        renderToStaticMarkup(<Icon name={name} size={16} className="rtl:-scale-x-100" />),
      );
    }
  });

  it('draws every icon from a symbol the sprite holds', () => {
    const sprite = iconSymbols();
    for (const name of Object.keys(icons) as IconName[]) {
      const id = /href="#([^"]+)"/.exec(iconMarkup(name))?.[1];
      expect(sprite, name).toContain(
        `<symbol id="${id}" viewBox="0 0 24 24"><path d="${icons[name].paths[0]}">`,
      );
    }
  });

  it('outlines icons and fills brand logos', () => {
    expect(iconMarkup('search')).toContain('class="icon"');
    expect(iconMarkup('facebook')).toContain('class="icon-filled"');
  });
});
