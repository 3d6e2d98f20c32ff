import { describe, expect, it } from '@jest/globals';
import { placeholderLabel } from './placeholder-label';
import { escapeXml, placeholderSvg } from './placeholder-svg';

describe('placeholder pictures', () => {
  it('escapes every XML special character', () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;');
    const svg = placeholderSvg('A & <B>', 1);
    expect(svg).toContain('>A &amp; &lt;B&gt;</text>');
    expect(svg).not.toContain('<B>');
  });

  it('labels a slug with the longest matching make and its model', () => {
    expect(placeholderLabel('subaru-outback')).toBe('Subaru Outback');
    expect(placeholderLabel('mercedes-benz-c-class')).toBe('Mercedes-Benz C-Class');
    expect(placeholderLabel('toyota')).toBe('Toyota');
    expect(placeholderLabel('---')).toBe('Vehicle');
  });
});
