import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Icon } from './Icon';
import { iconMarkup, icons, type IconName } from './icons';

describe('icons', () => {
  it('Astro pages write every icon exactly as the islands draw it', () => {
    for (const name of Object.keys(icons) as IconName[]) {
      expect(iconMarkup(name), name).toBe(renderToStaticMarkup(<Icon name={name} />));
      expect(iconMarkup(name, 16, 'rtl:-scale-x-100'), name).toBe(renderToStaticMarkup(<Icon name={name} size={16} className="rtl:-scale-x-100" />));
    }
  });

  it('outlines icons and fills brand logos', () => {
    expect(iconMarkup('search')).toContain('fill="none" stroke="currentColor" stroke-width="2"');
    expect(iconMarkup('facebook')).toContain('fill="currentColor"');
    expect(iconMarkup('facebook')).not.toContain('stroke=');
  });
});
