import { describe, expect, it } from 'vitest';
import { parseSpecTable } from './spec-table';

describe('parseSpecTable', () => {
  it('reads one-cell rows as headings and two-cell rows as label and value', () => {
    const html =
      '<table><tr><th colspan="2">Ports</th></tr><tr><td>Ethernet</td><td>24 x 1G</td></tr>' +
      '<tr><td> Uplinks </td><td>4 x <b>SFP+</b></td></tr><tr><td>Empty</td><td> </td></tr>' +
      '<tr><td colspan="2"><strong>Power</strong></td></tr>' +
      '<tr><td>PoE</td><td>370&nbsp;W</td><td>(budget)</td></tr></table>';
    expect(parseSpecTable(html)).toEqual([
      {
        heading: 'Ports',
        rows: [
          { label: 'Ethernet', value: '24 x 1G' },
          { label: 'Uplinks', value: '4 x SFP+' },
        ],
      },
      { heading: 'Power', rows: [{ label: 'PoE', value: '370 W (budget)' }] },
    ]);
  });

  it('gives cells as a reader sees them: escapes decoded, scripts and tags gone, text like a tag kept', () => {
    const html =
      '<table><tr><td>Wi-Fi &amp; Bluetooth</td>' +
      '<td>&lt;b&gt;5.0&lt;/b&gt; &quot;LE&quot;<script>alert(1)</script> it&#39;s\n  <em>fast</em></td>' +
      '</tr></table>';
    expect(parseSpecTable(html)).toEqual([
      {
        heading: null,
        rows: [{ label: 'Wi-Fi & Bluetooth', value: '<b>5.0</b> "LE" it\'s fast' }],
      },
    ]);
  });

  it('reads "Label: value" lines when there is no table', () => {
    expect(
      parseSpecTable(
        '<p><strong>General</strong></p><p>Colour: Black<br>Weight: 1.2 kg</p><p>Nice product for offices.</p>',
      ),
    ).toEqual([
      {
        heading: 'General',
        rows: [
          { label: 'Colour', value: 'Black' },
          { label: 'Weight', value: '1.2 kg' },
        ],
      },
    ]);
  });

  it('gives nothing for empty or prose-only input', () => {
    expect(parseSpecTable(null)).toEqual([]);
    expect(parseSpecTable('   ')).toEqual([]);
    expect(parseSpecTable('<p>A fine switch.</p>')).toEqual([]);
    expect(parseSpecTable('<script>Label: value</script>')).toEqual([]);
  });
});
