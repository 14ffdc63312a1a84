/**
 * Paths of the shop's inline icons (24 x 24), without an icon library: islands draw them with
 * Icon.tsx, pre-rendered pages with Icon.astro (the same markup, as a test checks).
 */
export interface IconShape {
  paths: readonly string[];
  /** Brand logos are filled shapes; the rest are 2px outlines. */
  filled?: boolean;
}

export const icons = {
  phone: {
    paths: [
      'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2',
    ],
  },
  mail: { paths: ['M3 5h18v14H3z', 'm3 7 9 6 9-6'] },
  pin: {
    paths: [
      'M12 21s-7-6.1-7-11.5a7 7 0 0 1 14 0C19 14.9 12 21 12 21z',
      'M12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
    ],
  },
  search: { paths: ['M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14z', 'm20 20-4-4'] },
  heart: {
    paths: [
      'M12 20s-7.5-4.6-9.3-9.4C1.5 7.2 3.7 4 7.1 4c2 0 3.6 1.1 4.9 2.9C13.3 5.1 14.9 4 16.9 4c3.4 0 5.6 3.2 4.4 6.6C19.5 15.4 12 20 12 20z',
    ],
  },
  cart: {
    paths: [
      'M3 4h2.5l2.2 11h10.6L20.5 7H7',
      'M9 20.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z',
      'M18 20.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z',
    ],
  },
  menu: { paths: ['M4 6h16', 'M4 12h16', 'M4 18h16'] },
  close: { paths: ['M6 6l12 12', 'M18 6 6 18'] },
  grid: { paths: ['M4 4h6v6H4z', 'M14 4h6v6h-6z', 'M4 14h6v6H4z', 'M14 14h6v6h-6z'] },
  compare: { paths: ['m7 4-4 4 4 4', 'M3 8h14', 'm17 12 4 4-4 4', 'M21 16H7'] },
  'chevron-down': { paths: ['m6 9 6 6 6-6'] },
  'chevron-end': { paths: ['m9 6 6 6-6 6'] },
  /** A chat bubble with a handset: WhatsApp's shape, drawn in the shop's outline style. */
  whatsapp: {
    paths: [
      'M3.5 20.5l1.3-4.2a8.5 8.5 0 1 1 3 3z',
      'M9 8.5c.2 3.4 3 6.3 6.5 6.5l1-1.6-2-1-1 .8a5 5 0 0 1-2.7-2.7l.8-1-1-2z',
    ],
  },
  facebook: {
    filled: true,
    paths: [
      'M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v8h4v-8h3l.5-4h-3.5V8.8c0-.5.3-.8.8-.8z',
    ],
  },
  x: {
    filled: true,
    paths: [
      'M17.8 3h3.1l-6.8 7.8L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.3-8.3L1.9 3h6.4l4.4 5.8zm-1.1 16.2h1.7L7.4 4.7H5.6z',
    ],
  },
  instagram: {
    filled: true,
    paths: [
      'M7.5 2h9A5.5 5.5 0 0 1 22 7.5v9a5.5 5.5 0 0 1-5.5 5.5h-9A5.5 5.5 0 0 1 2 16.5v-9A5.5 5.5 0 0 1 7.5 2zm0 2A3.5 3.5 0 0 0 4 7.5v9A3.5 3.5 0 0 0 7.5 20h9a3.5 3.5 0 0 0 3.5-3.5v-9A3.5 3.5 0 0 0 16.5 4zM12 7a5 5 0 1 1 0 10 5 5 0 0 1 0-10zm0 2a3 3 0 1 0 0 6 3 3 0 0 0 0-6zm5.3-3.4a1.1 1.1 0 1 1 0 2.2 1.1 1.1 0 0 1 0-2.2z',
    ],
  },
  linkedin: {
    filled: true,
    paths: [
      'M5 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 10h4v11H3zm6.5 0h3.8v1.6h.1c.5-1 1.8-1.9 3.8-1.9 4 0 4.8 2.6 4.8 6V21h-4v-4.8c0-1.2 0-2.7-1.7-2.7s-2.8 1.3-2.8 2.6V21h-4z',
    ],
  },
  youtube: {
    filled: true,
    paths: [
      'M23 7.2a3 3 0 0 0-2.1-2.1C19 4.6 12 4.6 12 4.6s-7 0-8.9.5A3 3 0 0 0 1 7.2 31 31 0 0 0 .5 12a31 31 0 0 0 .5 4.8 3 3 0 0 0 2.1 2.1c1.9.5 8.9.5 8.9.5s7 0 8.9-.5a3 3 0 0 0 2.1-2.1 31 31 0 0 0 .5-4.8 31 31 0 0 0-.5-4.8zM9.8 15.1V8.9l5.7 3.1z',
    ],
  },
} as const satisfies Record<string, IconShape>;

export type IconName = keyof typeof icons;

/** The class every icon carries (its paint and box, global.css's .icon), then the caller's. */
export function iconClass(name: IconName, className?: string): string {
  const icon: IconShape = icons[name];
  const base = icon.filled ? 'icon-filled' : 'icon';
  return className ? `${base} ${className}` : base;
}

/** The id of an icon's drawing in the page's sprite (iconSpriteMarkup). */
export const iconId = (name: IconName) => `icon-${name}`;

/**
 * An icon as the HTML Icon.tsx renders, for Astro components: a page has dozens of icons, and
 * each React component in an Astro template is a React render of its own. It draws the page's one
 * copy of the icon's paths (iconSpriteMarkup), so the paths are parsed once a page however many
 * icons it shows (ADR 0022).
 */
export function iconMarkup(name: IconName, size = 20, className?: string): string {
  return (
    `<svg width="${size}" height="${size}" aria-hidden="true" class="${iconClass(name, className)}">` +
    `<use href="#${iconId(name)}"></use></svg>`
  );
}

/** A drawing the page's sprite holds once, for every <use> of it. */
export const symbolMarkup = (id: string, viewBox: string, paths: string) =>
  `<symbol id="${id}" viewBox="${viewBox}">${paths}</symbol>`;

/** Every icon's paths, once, as the symbols iconMarkup and Icon.tsx draw. */
export function iconSymbols(): string {
  return (Object.keys(icons) as IconName[])
    .map((name) =>
      symbolMarkup(
        iconId(name),
        '0 0 24 24',
        icons[name].paths.map((d: string) => `<path d="${d}"></path>`).join(''),
      ),
    )
    .join('');
}
