import { describe, expect, it } from 'vitest';
import { createTimeline } from './start-timeline.ts';

describe('a start timeline', () => {
  it('keeps the first moment of each mark, in the order they came, and leaves out marks never seen', () => {
    const timeline = createTimeline();
    timeline.see('[catalogue] images: 100/802 ready (21 a second)', 21.2);
    timeline.see('[catalogue] images: 802 (802 downloaded, 0 revalidated, 0 from cache, 0 stale, 0 failed)', 30.5);
    timeline.see('[catalogue] fetching the catalogue from 127.0.0.1:41763', 9.6);
    timeline.see('[catalogue] fetching the catalogue from 127.0.0.1:41763', 12);
    timeline.see('[catalogue] images: every width of the 802 new pictures encoded', 36.1);
    timeline.see('15:02:11 [build] prerendering static routes', 31.0);
    timeline.see('astro build done in 35.0 s', 38.4);
    expect(timeline.milestones()).toEqual([
      { label: 'Astro has started up: the catalogue is fetched', seconds: 9.6 },
      { label: 'every picture sized (downloaded and decoded, or kept): pages can be made', seconds: 30.5 },
      { label: 'pages rendering', seconds: 31.0 },
      { label: 'every new picture encoded in its widths', seconds: 36.1 },
      { label: 'the build is done', seconds: 38.4 },
    ]);
  });
});
