import { describe, expect, it } from 'vitest';
import { createTimeline, PICTURES_BEGIN, PICTURES_END } from './start-timeline.ts';

describe('a start timeline', () => {
  it('keeps the first moment of each mark, in the order a start reaches them, and leaves out marks never seen', () => {
    const timeline = createTimeline();
    timeline.see('[catalogue] images: 100/802 ready (21 a second)', 21.2);
    timeline.see(
      '[catalogue] images: 802 (802 downloaded, 0 revalidated, 0 from cache, 0 stale, 0 failed)',
      30.5,
    );
    timeline.see('[catalogue] fetching the catalogue from 127.0.0.1:41763', 9.6);
    timeline.see('[catalogue] fetching the catalogue from 127.0.0.1:41763', 12);
    timeline.see('astro build done in 35.0 s', 38.4);
    timeline.see(
      `{"level":"info","event":"serve","msg":"making 794 pictures' widths while the shop serves (the pages that show one first get it first)"}`,
      40.1,
    );
    expect(timeline.milestones()).toEqual([
      { label: 'Astro has started up: the catalogue is fetched', seconds: 9.6 },
      {
        label:
          'every picture ready for the pages (downloaded and sized, its widths made or left to the server; or kept)',
        seconds: 30.5,
      },
      { label: 'the build is done', seconds: 38.4 },
      { label: "the shop's server starts making the pictures' widths", seconds: 40.1 },
    ]);
    expect([timeline.saw(PICTURES_BEGIN), timeline.saw(PICTURES_END)]).toEqual([true, false]);
    timeline.see('{"msg":"pictures made: 794 of 794 in 31.2 s"}', 71.3);
    expect(timeline.saw(PICTURES_END)).toBe(true);
  });
});
