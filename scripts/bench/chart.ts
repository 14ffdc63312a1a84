/**
 * A line chart as hand-written SVG (no chart library for one picture): build time against catalogue
 * size, one line per series, with a dashed line for the target, so the trend reads at a glance on
 * GitHub or in any browser.
 */
import { escapeHtml } from '../../src/domain/escape.ts';

export interface Series {
  name: string;
  colour: string;
  /** [catalogue size, seconds], any order. */
  points: [x: number, y: number][];
}

export interface ChartOptions {
  title: string;
  xLabel: string;
  yLabel: string;
  /** A horizontal reference line, e.g. a time budget. */
  target?: { y: number; label: string };
}

const width = 640;
const height = 360;
const margin = { top: 40, right: 24, bottom: 56, left: 64 };
const plotWidth = width - margin.left - margin.right;
const plotHeight = height - margin.top - margin.bottom;

/** A round step (1, 2 or 5 times a power of ten) that cuts 0..max into about `count` parts. */
export function niceStep(max: number, count = 5): number {
  if (!(max > 0)) return 1;
  const raw = max / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) as number;
  return step;
}

const round = (n: number) => Math.round(n * 10) / 10;
const thousands = (n: number) => n.toLocaleString('en-US');

export function lineChart(series: readonly Series[], options: ChartOptions): string {
  const all = series.flatMap((s) => s.points);
  const xStep = niceStep(Math.max(1, ...all.map(([x]) => x)));
  const xMax = Math.ceil(Math.max(1, ...all.map(([x]) => x)) / xStep) * xStep;
  const yTop = Math.max(1, ...all.map(([, y]) => y), options.target?.y ?? 0);
  const yStep = niceStep(yTop);
  const yMax = Math.ceil((yTop * 1.05) / yStep) * yStep;
  const px = (x: number) => round(margin.left + (x / xMax) * plotWidth);
  const py = (y: number) => round(margin.top + plotHeight - (y / yMax) * plotHeight);

  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" font-family="system-ui, sans-serif" font-size="12" role="img" aria-label="${escapeHtml(options.title)}">`,
    `<title>${escapeHtml(options.title)}</title>`,
    `<rect width="${width}" height="${height}" fill="#ffffff"/>`,
    `<text x="${width / 2}" y="22" text-anchor="middle" font-size="15" font-weight="600">${escapeHtml(options.title)}</text>`,
  ];
  for (let y = 0; y <= yMax; y += yStep) {
    parts.push(
      `<line x1="${margin.left}" x2="${width - margin.right}" y1="${py(y)}" y2="${py(y)}" stroke="#e5e7eb"/>`,
    );
    parts.push(
      `<text x="${margin.left - 8}" y="${py(y) + 4}" text-anchor="end" fill="#374151">${thousands(y)}</text>`,
    );
  }
  for (let x = 0; x <= xMax; x += xStep) {
    parts.push(
      `<line x1="${px(x)}" x2="${px(x)}" y1="${margin.top + plotHeight}" y2="${margin.top + plotHeight + 5}" stroke="#374151"/>`,
    );
    parts.push(
      `<text x="${px(x)}" y="${margin.top + plotHeight + 20}" text-anchor="middle" fill="#374151">${thousands(x)}</text>`,
    );
  }
  parts.push(
    `<line x1="${margin.left}" x2="${width - margin.right}" y1="${margin.top + plotHeight}" y2="${margin.top + plotHeight}" stroke="#374151"/>`,
    `<line x1="${margin.left}" x2="${margin.left}" y1="${margin.top}" y2="${margin.top + plotHeight}" stroke="#374151"/>`,
    `<text x="${margin.left + plotWidth / 2}" y="${height - 12}" text-anchor="middle" fill="#111827">${escapeHtml(options.xLabel)}</text>`,
    `<text transform="translate(16 ${margin.top + plotHeight / 2}) rotate(-90)" text-anchor="middle" fill="#111827">${escapeHtml(options.yLabel)}</text>`,
  );
  if (options.target) {
    const y = py(options.target.y);
    parts.push(
      `<line x1="${margin.left}" x2="${width - margin.right}" y1="${y}" y2="${y}" stroke="#dc2626" stroke-dasharray="6 4"/>`,
      `<text x="${width - margin.right - 4}" y="${y - 6}" text-anchor="end" fill="#dc2626">${escapeHtml(options.target.label)}</text>`,
    );
  }
  series.forEach((s, i) => {
    const points = [...s.points].sort(([a], [b]) => a - b);
    if (points.length > 1) {
      parts.push(
        `<polyline fill="none" stroke="${s.colour}" stroke-width="2" points="${points.map(([x, y]) => `${px(x)},${py(y)}`).join(' ')}"/>`,
      );
    }
    for (const [x, y] of points) {
      parts.push(
        `<circle cx="${px(x)}" cy="${py(y)}" r="4" fill="${s.colour}"><title>${escapeHtml(`${s.name}: ${thousands(x)} products, ${round(y)} s`)}</title></circle>`,
      );
    }
    const legendY = margin.top + 8 + i * 18;
    parts.push(
      `<rect x="${margin.left + 12}" y="${legendY - 9}" width="12" height="12" fill="${s.colour}"/>`,
      `<text x="${margin.left + 30}" y="${legendY + 1}" fill="#111827">${escapeHtml(s.name)}</text>`,
    );
  });
  parts.push('</svg>');
  return `${parts.join('\n')}\n`;
}
