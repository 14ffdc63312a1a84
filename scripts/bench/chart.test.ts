import { describe, expect, it } from 'vitest';
import { lineChart, niceStep } from './chart.ts';

const options = { title: 'Build time', xLabel: 'products', yLabel: 'seconds' };
const circles = (svg: string) =>
  [...svg.matchAll(/<circle cx="([\d.]+)" cy="([\d.]+)"/g)].map((m) => ({
    x: Number(m[1]),
    y: Number(m[2]),
  }));

describe('lineChart', () => {
  it('draws one point per measurement, further right for more products and higher for more seconds', () => {
    const svg = lineChart(
      [
        {
          name: 'cold',
          colour: '#2563eb',
          points: [
            [5000, 60],
            [500, 10],
            [20000, 240],
          ],
        },
      ],
      options,
    );
    const [small, medium, large] = circles(svg);
    expect(circles(svg)).toHaveLength(3);
    expect(small!.x).toBeLessThan(medium!.x);
    expect(medium!.x).toBeLessThan(large!.x);
    // SVG's y grows downwards: a longer build sits higher.
    expect(small!.y).toBeGreaterThan(medium!.y);
    expect(medium!.y).toBeGreaterThan(large!.y);
  });

  it('scales with the data: doubling every time halves nothing but the axis labels', () => {
    const once = circles(
      lineChart(
        [
          {
            name: 'warm',
            colour: '#16a34a',
            points: [
              [500, 20],
              [5000, 40],
            ],
          },
        ],
        options,
      ),
    );
    const twice = circles(
      lineChart(
        [
          {
            name: 'warm',
            colour: '#16a34a',
            points: [
              [500, 40],
              [5000, 80],
            ],
          },
        ],
        options,
      ),
    );
    expect(twice).toEqual(once);
  });

  it('joins a series with a line, labels it, and draws the target inside the plot', () => {
    const svg = lineChart(
      [
        {
          name: 'warm <cache>',
          colour: '#16a34a',
          points: [
            [500, 5],
            [5000, 30],
          ],
        },
      ],
      {
        ...options,
        target: { y: 180, label: '3 min' },
      },
    );
    expect(svg).toContain('<polyline');
    expect(svg).toContain('warm &lt;cache&gt;');
    expect(svg).toContain('stroke-dasharray');
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  });
});

describe('niceStep', () => {
  it('picks 1, 2 or 5 times a power of ten', () => {
    expect(niceStep(20000)).toBe(5000);
    expect(niceStep(180)).toBe(50);
    expect(niceStep(7)).toBe(2);
  });
});
