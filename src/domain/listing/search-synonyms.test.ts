import { describe, expect, it } from 'vitest';
import { synonymTable } from './search-synonyms';
import { chunksOf } from './search-text';

const words = (typed: string) => chunksOf(typed).flatMap((c) => c.words);

describe('synonym table', () => {
  const table = synonymTable({
    same: [
      ['wifi', 'Wi-Fi', 'wireless'],
      ['ups', 'uninterruptible power supply'],
      ['سيسكو', 'cisco'],
    ],
    oneWay: { voip: ['ip phone', 'ip pbx'] },
  });

  it('looks the words typed up as search compares them: case, plurals, marks and separators aside', () => {
    expect(table.alternatives(words('WIFI'))).toEqual(['Wi-Fi', 'wireless']);
    expect(table.alternatives(words('wi-fi'))).toEqual(['wifi', 'wireless']);
    expect(table.alternatives(words('Uninterruptible Power Supplies'))).toEqual(['ups']);
    expect(table.alternatives(words('سِيسكو'))).toEqual(['cisco']);
  });

  it('widens a one-way word only', () => {
    expect(table.alternatives(words('voip'))).toEqual(['ip phone', 'ip pbx']);
    expect(table.alternatives(words('ip phone'))).toEqual([]);
  });

  it('knows its longest phrase, so longer runs of words are not looked up', () => {
    expect(table.longest).toBe(3);
  });
});
