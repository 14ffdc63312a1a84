/**
 * The portal's uploads folder: generated pictures for every file name the catalogue refers to
 * (product pictures and photos, category tiles, slides, brand logos, the no_image.png sentinel).
 * Each picture has a colour derived from its name and a rough device silhouette for its category,
 * so products look different from each other. Product pictures and slides are finished as
 * photographs are (soft light, a little blur, sensor grain; seeded by the file name, so the same
 * file always has the same bytes) and sent as JPEG, weighing what a real shop's do: an 800 px
 * product picture about 60 to 150 KB (these weigh 89 to 96), a 1600 x 500 slide about 150 to 300 KB
 * (about 210). A product picture takes about 25 ms of processor time to draw, finish and encode on
 * the portal's worker threads: a newcomer's first build waits for 800 of them (issue 39). Flat
 * drawings would compress to almost nothing and flatter every byte and paint figure the bench
 * measures. Logos, category tiles and the placeholder stay flat PNGs, as uploads of that kind are.
 * A catalogue made with `pictures: 'flat'` has the other kind a portal may serve (issue 39):
 * product pictures and slides drawn flat and sent as PNGs, products at 600 px. Encoded bytes are
 * kept in a bounded LRU cache; a portal draws them on worker threads (./picture-pool.ts).
 */
import type { Shape } from './catalogue-data.ts';
import type { ImageSpec } from './catalogue.ts';
import sharp from 'sharp';
import { createRng, hashString } from './prng.ts';

type Rgb = readonly [number, number, number];

interface Canvas {
  width: number;
  height: number;
  data: Uint8Array;
}

const SIZES: Record<ImageSpec['kind'], readonly [number, number]> = {
  product: [800, 800],
  category: [800, 800],
  placeholder: [800, 800],
  slide: [1600, 500],
  brand: [240, 120],
};

function hsl(h: number, s: number, l: number): Rgb {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [f(0), f(8), f(4)];
}

function fillRect(
  c: Canvas,
  x: number,
  y: number,
  w: number,
  h: number,
  color: Rgb,
  radius = 0,
): void {
  const x0 = Math.max(0, Math.round(x));
  const y0 = Math.max(0, Math.round(y));
  const x1 = Math.min(c.width, Math.round(x + w));
  const y1 = Math.min(c.height, Math.round(y + h));
  const r = Math.min(radius, w / 2, h / 2);
  for (let py = y0; py < y1; py++) {
    // Rows through a rounded corner lose what lies outside the corner's circle.
    const dy = py < y + r ? y + r - py : py > y + h - r ? py - (y + h - r) : 0;
    if (r > 0 && dy > r) continue;
    const cut = r > 0 ? r - Math.sqrt(r * r - dy * dy) : 0;
    const from = r > 0 ? Math.max(x0, Math.ceil(x + cut)) : x0;
    const to = r > 0 ? Math.min(x1, Math.floor(x + w - cut) + 1) : x1;
    if (from >= to) continue;
    const start = (py * c.width + from) * 3;
    const end = (py * c.width + to) * 3;
    c.data[start] = color[0];
    c.data[start + 1] = color[1];
    c.data[start + 2] = color[2];
    // The first pixel copied along the row, twice as much each time.
    for (let filled = start + 3; filled < end;) {
      const n = Math.min(filled - start, end - filled);
      c.data.copyWithin(filled, start, start + n);
      filled += n;
    }
  }
}

function fillCircle(c: Canvas, cx: number, cy: number, r: number, color: Rgb): void {
  fillRect(c, cx - r, cy - r, 2 * r, 2 * r, color, r);
}

function verticalGradient(c: Canvas, top: Rgb, bottom: Rgb): void {
  for (let y = 0; y < c.height; y++) {
    const t = y / Math.max(1, c.height - 1);
    const mix = (a: number, b: number) => Math.round(a * (1 - t) + b * t);
    fillRect(c, 0, y, c.width, 1, [
      mix(top[0], bottom[0]),
      mix(top[1], bottom[1]),
      mix(top[2], bottom[2]),
    ]);
  }
}

const DARK: Rgb = [38, 42, 48];
const PORT: Rgb = [170, 176, 184];
const LED: Rgb = [60, 200, 90];
const SCREEN: Rgb = [70, 130, 200];
const PAPER: Rgb = [248, 248, 248];

/** Draws a device of `shape` inside the box (x, y, w, h), in `accent` colours. */
function drawDevice(
  c: Canvas,
  shape: Shape,
  x: number,
  y: number,
  w: number,
  h: number,
  accent: Rgb,
  variant: number,
): void {
  const cx = x + w / 2;
  switch (shape) {
    case 'switch':
    case 'firewall': {
      const bw = w * 0.9;
      const bh = h * (shape === 'switch' ? 0.2 : 0.28);
      const bx = cx - bw / 2;
      const by = y + h / 2 - bh / 2;
      fillRect(c, bx, by, bw, bh, DARK, bh * 0.08);
      fillRect(c, bx + bw * 0.02, by + bh * 0.15, bw * 0.04, bh * 0.7, accent);
      const ports = 8 + (variant % 3) * 4;
      const pw = (bw * 0.7) / ports;
      for (let row = 0; row < 2; row++)
        for (let p = 0; p < ports; p++)
          fillRect(
            c,
            bx + bw * 0.22 + p * pw,
            by + bh * (0.2 + row * 0.35),
            pw * 0.75,
            bh * 0.28,
            PORT,
          );
      for (let l = 0; l < 3; l++)
        fillCircle(c, bx + bw * 0.12, by + bh * (0.25 + l * 0.25), bh * 0.05, LED);
      return;
    }
    case 'router': {
      const bw = w * 0.7;
      const bh = h * 0.2;
      const bx = cx - bw / 2;
      const by = y + h * 0.55;
      const antennas = 2 + (variant % 3);
      for (let a = 0; a < antennas; a++)
        fillRect(
          c,
          bx + bw * (0.1 + (0.8 * a) / Math.max(1, antennas - 1)) - w * 0.015,
          y + h * 0.15,
          w * 0.03,
          h * 0.42,
          DARK,
          w * 0.015,
        );
      fillRect(c, bx, by, bw, bh, accent, bh * 0.2);
      for (let l = 0; l < 5; l++)
        fillCircle(c, bx + bw * (0.2 + l * 0.15), by + bh * 0.5, bh * 0.07, LED);
      return;
    }
    case 'wireless': {
      fillRect(c, cx - w * 0.02, y + h * 0.45, w * 0.04, h * 0.5, DARK);
      fillCircle(c, cx, y + h * 0.4, Math.min(w, h) * 0.3, accent);
      fillCircle(c, cx, y + h * 0.4, Math.min(w, h) * 0.22, PAPER);
      fillCircle(c, cx, y + h * 0.4, Math.min(w, h) * 0.05, DARK);
      return;
    }
    case 'phone': {
      const bx = x + w * 0.22;
      const by = y + h * 0.3;
      fillRect(c, x + w * 0.08, by - h * 0.05, w * 0.14, h * 0.55, DARK, w * 0.05);
      fillRect(c, bx, by, w * 0.68, h * 0.5, DARK, w * 0.03);
      fillRect(c, bx + w * 0.06, by + h * 0.05, w * 0.56, h * 0.17, variant % 2 ? SCREEN : accent);
      for (let r = 0; r < 3; r++)
        for (let k = 0; k < 4; k++)
          fillRect(
            c,
            bx + w * (0.1 + k * 0.13),
            by + h * (0.27 + r * 0.07),
            w * 0.08,
            h * 0.045,
            PORT,
            w * 0.01,
          );
      return;
    }
    case 'computer': {
      const sw = w * 0.66;
      const sh = h * 0.46;
      fillRect(c, cx - sw / 2, y + h * 0.14, sw, sh, DARK, w * 0.02);
      fillRect(
        c,
        cx - sw / 2 + w * 0.025,
        y + h * 0.165,
        sw - w * 0.05,
        sh - h * 0.05,
        variant % 2 ? SCREEN : accent,
      );
      fillRect(c, cx - w * 0.42, y + h * 0.6, w * 0.84, h * 0.06, PORT, h * 0.02);
      return;
    }
    case 'mobile': {
      const mw = w * (variant % 2 ? 0.5 : 0.34);
      const mh = h * 0.8;
      fillRect(c, cx - mw / 2, y + h * 0.1, mw, mh, DARK, w * 0.05);
      fillRect(
        c,
        cx - mw / 2 + w * 0.02,
        y + h * 0.13,
        mw - w * 0.04,
        mh - h * 0.06,
        accent,
        w * 0.035,
      );
      fillCircle(c, cx, y + h * 0.15, w * 0.012, DARK);
      return;
    }
    case 'printer': {
      fillRect(c, cx - w * 0.25, y + h * 0.2, w * 0.5, h * 0.2, PAPER);
      fillRect(c, cx - w * 0.38, y + h * 0.35, w * 0.76, h * 0.35, PORT, w * 0.03);
      fillRect(c, cx - w * 0.3, y + h * 0.5, w * 0.6, h * 0.03, DARK);
      fillRect(c, cx + w * 0.2, y + h * 0.4, w * 0.12, h * 0.05, accent);
      return;
    }
    case 'pos': {
      fillRect(c, cx - w * 0.3, y + h * 0.12, w * 0.6, h * 0.4, DARK, w * 0.02);
      fillRect(c, cx - w * 0.27, y + h * 0.145, w * 0.54, h * 0.35, accent);
      fillRect(c, cx - w * 0.03, y + h * 0.52, w * 0.06, h * 0.2, DARK);
      fillRect(c, cx - w * 0.22, y + h * 0.72, w * 0.44, h * 0.05, DARK, h * 0.02);
      return;
    }
    case 'accessory': {
      const colours: Rgb[] = [accent, SCREEN, DARK];
      for (let k = 0; k < 3; k++) {
        const by = y + h * (0.3 + k * 0.15);
        fillRect(
          c,
          x + w * 0.12,
          by,
          w * 0.76,
          h * 0.05,
          colours[(k + variant) % 3] as Rgb,
          h * 0.025,
        );
        fillRect(c, x + w * 0.08, by - h * 0.015, w * 0.07, h * 0.08, PORT, w * 0.01);
        fillRect(c, x + w * 0.85, by - h * 0.015, w * 0.07, h * 0.08, PORT, w * 0.01);
      }
      return;
    }
  }
}

function paint(spec: ImageSpec, file: string, width: number, height: number): Canvas {
  const c: Canvas = { width, height, data: new Uint8Array(width * height * 3) };
  // Extra photos of a product share the main picture's colours.
  const hue = hashString(file.replace(/(-\d+)?\.(png|jpg)$/, '')) % 360;
  const accent = hsl(hue, 0.65, 0.5);
  switch (spec.kind) {
    case 'placeholder':
      verticalGradient(c, [236, 237, 239], [214, 216, 220]);
      fillRect(
        c,
        width * 0.3,
        height * 0.32,
        width * 0.4,
        height * 0.36,
        [190, 193, 198],
        width * 0.03,
      );
      fillCircle(c, width * 0.42, height * 0.44, width * 0.04, [236, 237, 239]);
      return c;
    case 'brand': {
      fillRect(c, 0, 0, width, height, [255, 255, 255]);
      fillRect(c, width * 0.08, height * 0.2, height * 0.6, height * 0.6, accent, height * 0.12);
      fillRect(
        c,
        width * 0.4,
        height * 0.3,
        width * 0.5,
        height * 0.16,
        hsl(hue, 0.5, 0.3),
        height * 0.05,
      );
      fillRect(
        c,
        width * 0.4,
        height * 0.56,
        width * 0.34,
        height * 0.12,
        hsl(hue, 0.3, 0.6),
        height * 0.05,
      );
      return c;
    }
    case 'slide': {
      // The left side stays plain: the shop lays the slide's title and subtitle over it.
      verticalGradient(c, hsl(hue, 0.55, 0.32), hsl((hue + 40) % 360, 0.6, 0.18));
      drawDevice(
        c,
        spec.shape,
        width * 0.52,
        height * 0.05,
        width * 0.4,
        height * 0.9,
        hsl((hue + 180) % 360, 0.6, 0.55),
        spec.view,
      );
      return c;
    }
    default: {
      verticalGradient(c, hsl(hue, 0.35, 0.96), hsl(hue, 0.3, 0.86));
      // Other views of the same product: the device a bit smaller and off-centre.
      const scale = 1 - 0.12 * (spec.view % 3);
      const offset = (spec.view % 2 ? 0.06 : 0) * width;
      drawDevice(
        c,
        spec.shape,
        (width * (1 - scale)) / 2 + offset,
        (height * (1 - scale)) / 2,
        width * scale,
        height * scale,
        accent,
        hashString(file),
      );
      return c;
    }
  }
}

/** The kinds a shop photographs, unless its uploads are flat drawings; the others are drawn. */
const photographed = (spec: ImageSpec) =>
  (spec.kind === 'product' || spec.kind === 'slide') && !spec.flat;

/** A flat product picture's side: the size another portal's uploads had (issue 39). */
const FLAT_PRODUCT_SIZE = 600;

/**
 * How strong the grain is (a standard deviation, in levels of 255), and how much light falls off
 * towards the corners.
 */
const GRAIN: Record<'product' | 'slide', { grain: number; falloff: number }> = {
  product: { grain: 4.2, falloff: 0.22 },
  slide: { grain: 8.5, falloff: 0.35 },
};

/**
 * Fixed point: grain in sixteenths of a level, light in 4096ths, so a pixel is finished in
 * integers.
 */
const GRAIN_BITS = 4;
const LIGHT_BITS = 12;
const GRAIN_ONE = 1 << GRAIN_BITS;
const LIGHT_ONE = 1 << LIGHT_BITS;

/**
 * Grain drawn once per kind, already at its strength, luminance and colour apart (a portal serving
 * 20,000 products' pictures cannot draw millions of samples per picture); each picture reads them
 * from offsets of its own.
 */
const GRAIN_SAMPLES = 1 << 20;
let unitTable: Float32Array | undefined;
const grainTables = new Map<'product' | 'slide', { luma: Int16Array; colour: Int16Array }>();
function grainFor(kind: 'product' | 'slide'): { luma: Int16Array; colour: Int16Array } {
  let tables = grainTables.get(kind);
  if (tables) return tables;
  if (!unitTable) {
    const rng = createRng(0x6a09e667);
    unitTable = new Float32Array(GRAIN_SAMPLES);
    // Two uniforms summed: a cheap bell curve with standard deviation 1/sqrt(6) of its range.
    for (let i = 0; i < GRAIN_SAMPLES; i++)
      unitTable[i] = (rng.next() + rng.next() - 1) * Math.sqrt(6);
  }
  const { grain } = GRAIN[kind];
  const unit = unitTable;
  const scaled = (strength: number) => {
    const table = new Int16Array(GRAIN_SAMPLES);
    for (let i = 0; i < GRAIN_SAMPLES; i++)
      table[i] = Math.round((unit[i] as number) * strength * GRAIN_ONE);
    return table;
  };
  tables = { luma: scaled(grain), colour: scaled(grain * 0.35) };
  grainTables.set(kind, tables);
  return tables;
}

/**
 * Light from the top left falling off towards the far corner, per pixel, for each size and strength
 * used.
 */
const lightMaps = new Map<string, Uint16Array>();
function lightMap(width: number, height: number, falloff: number): Uint16Array {
  const key = `${width}x${height}:${falloff}`;
  let map = lightMaps.get(key);
  if (!map) {
    map = new Uint16Array(width * height);
    const diagonal = Math.hypot(width, height);
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++)
        map[y * width + x] = Math.round(
          LIGHT_ONE * (1 - falloff * (Math.hypot(x, y) / diagonal) ** 1.6),
        );
    lightMaps.set(key, map);
  }
  return map;
}

/**
 * A drawn canvas as a camera would have taken it: its light falling off towards the far corner,
 * edges softened, and grain (luminance with a little colour) placed by the file name. In integers:
 * this loop runs for every pixel of hundreds of pictures while a newcomer's first build waits.
 */
async function photograph(c: Canvas, kind: 'product' | 'slide', file: string): Promise<Canvas> {
  const { width, height } = c;
  const soft = await sharp(c.data, { raw: { width, height, channels: 3 } })
    .blur(0.9)
    .raw()
    .toBuffer();
  const light = lightMap(width, height, GRAIN[kind].falloff);
  const grain = grainFor(kind);
  const mask = GRAIN_SAMPLES - 1;
  const luma = hashString(`luma:${file}`);
  const colour = hashString(`colour:${file}`);
  // A clamped array clamps each value as it is stored; half a level is added so the shift rounds.
  const data = new Uint8ClampedArray(soft.length);
  const shift = LIGHT_BITS - GRAIN_BITS;
  const half = GRAIN_ONE / 2;
  for (let p = 0, i = 0; p < width * height; p++, i += 3) {
    const lit = light[p] as number;
    const shared = (grain.luma[(luma + p) & mask] as number) + half;
    data[i] =
      ((((soft[i] as number) * lit) >> shift) +
        shared +
        (grain.colour[(colour + i) & mask] as number)) >>
      GRAIN_BITS;
    data[i + 1] =
      ((((soft[i + 1] as number) * lit) >> shift) +
        shared +
        (grain.colour[(colour + i + 1) & mask] as number)) >>
      GRAIN_BITS;
    data[i + 2] =
      ((((soft[i + 2] as number) * lit) >> shift) +
        shared +
        (grain.colour[(colour + i + 2) & mask] as number)) >>
      GRAIN_BITS;
  }
  return { width, height, data: new Uint8Array(data.buffer) };
}

/** The file's bytes: a JPEG for what a shop photographs, else a PNG. */
export async function renderImage(spec: ImageSpec, file: string, thumb: boolean): Promise<Buffer> {
  const [w, h] =
    spec.kind === 'product' && spec.flat
      ? [FLAT_PRODUCT_SIZE, FLAT_PRODUCT_SIZE]
      : SIZES[spec.kind];
  const width = thumb ? Math.round(w / 4) : w;
  const height = thumb ? Math.round(h / 4) : h;
  const drawn = paint(spec, file, width, height);
  if (!photographed(spec))
    return sharp(drawn.data, { raw: { width, height, channels: 3 } })
      .png()
      .toBuffer();
  const taken = await photograph(drawn, spec.kind as 'product' | 'slide', file);
  // Without optimised Huffman tables: half the encoding time, for a tenth more bytes (still a real
  // shop's weight).
  return sharp(taken.data, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85, chromaSubsampling: '4:2:0', optimiseCoding: false })
    .toBuffer();
}

/** The Content-Type of bytes `renderImage` made. */
export const imageType = (bytes: Buffer) =>
  bytes[0] === 0xff && bytes[1] === 0xd8 ? 'image/jpeg' : 'image/png';

export interface ImageStore {
  /**
   * The bytes of an uploaded file (JPEG or PNG, see imageType), or null when the portal has no such
   * file.
   */
  get(file: string, thumb: boolean): Promise<Buffer | null>;
  /**
   * Draws pictures before anyone asks, `atOnce` at a time, while half the store is free: a portal
   * started for a build starts this while the build starts up, so fewer are drawn while it waits.
   */
  drawAhead(files: readonly string[], atOnce: number): Promise<void>;
}

export function createImageStore(
  images: ReadonlyMap<string, ImageSpec>,
  draw: (spec: ImageSpec, file: string, thumb: boolean) => Promise<Buffer> = renderImage,
  maxBytes = 48 * 1024 * 1024,
): ImageStore {
  const cache = new Map<string, Buffer>();
  // A picture asked for while it is being drawn (ahead, or by another request) is drawn once.
  const drawing = new Map<string, Promise<Buffer>>();
  let bytes = 0;
  async function drawAndKeep(
    key: string,
    spec: ImageSpec,
    file: string,
    thumb: boolean,
  ): Promise<Buffer> {
    const encoded = await draw(spec, file, thumb);
    cache.set(key, encoded);
    bytes += encoded.length;
    for (const [oldest, old] of cache) {
      if (bytes <= maxBytes) break;
      cache.delete(oldest);
      bytes -= old.length;
    }
    return encoded;
  }
  async function get(file: string, thumb: boolean): Promise<Buffer | null> {
    const spec = images.get(file);
    if (!spec) return null;
    // The demo controls add pictures and reset forgets them: a name may come back drawn another
    // way.
    const key = `${spec.kind}/${spec.shape}/${spec.view}/${spec.flat ? 'flat/' : ''}${thumb ? 'thumbs/' : ''}${file}`;
    const hit = cache.get(key);
    if (hit) {
      // Re-insert to mark it most recently used.
      cache.delete(key);
      cache.set(key, hit);
      return hit;
    }
    const pending =
      drawing.get(key) ?? drawAndKeep(key, spec, file, thumb).finally(() => drawing.delete(key));
    drawing.set(key, pending);
    return pending;
  }
  return {
    get,
    async drawAhead(files, atOnce) {
      const queue = [...files];
      const lane = async () => {
        for (
          let file = queue.shift();
          file !== undefined && bytes < maxBytes / 2;
          file = queue.shift()
        ) {
          // A picture that cannot be drawn fails again, and is reported, when it is asked for.
          await get(file, false).catch(() => null);
        }
      };
      await Promise.all(Array.from({ length: Math.max(1, atOnce) }, lane));
    },
  };
}
