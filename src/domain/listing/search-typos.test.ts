import { describe, expect, it } from 'vitest';
import { swaps, typoBudget } from './search-typos';

describe('typos', () => {
  it('allows none under five letters, one from five, two from nine, none in a word with a digit', () => {
    expect(['dell', 'cisco', 'yealink', 'telephony', 'sg1008p', 'طابعه'].map(typoBudget)).toEqual([
      0, 1, 1, 2, 0, 1,
    ]);
  });

  it('swaps each pair of different neighbours', () => {
    expect(swaps('swtich')).toEqual(['wstich', 'stwich', 'switch', 'swtcih', 'swtihc']);
    expect(swaps('poll')).toEqual(['opll', 'plol']);
  });
});
