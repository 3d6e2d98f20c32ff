import { describe, expect, it } from '@jest/globals';
import { addAttachments, isAllowedAttachment } from './attachments';

const file = (name: string, type = 'image/jpeg') => ({ name, type });
const names = (files: { name: string }[]) => files.map((f) => f.name);

describe('attachments (spec section 5)', () => {
  it('accepts the image and video types of the spec', () => {
    for (const type of [
      'image/jpeg',
      'image/png',
      'image/gif',
      'image/webp',
      'video/mp4',
      'video/webm',
      'video/quicktime',
      'video/avi',
      'video/x-msvideo',
    ]) {
      expect(isAllowedAttachment(file('x', type))).toBe(true);
    }
    expect(isAllowedAttachment(file('clip.avi', ''))).toBe(true);
  });

  it("refuses any other type with 'Unsupported format' and keeps the rest", () => {
    const result = addAttachments([], [file('a.jpg'), file('b.pdf', 'application/pdf'), file('c.svg', 'image/svg+xml')]);
    expect(names(result.files)).toEqual(['a.jpg']);
    expect(result.alerts).toEqual(['unsupported-format']);
  });

  it("refuses a sixth file with 'The maximum number of attachments is 5'", () => {
    const four = [1, 2, 3, 4].map((n) => file(`${n}.jpg`));
    const result = addAttachments(four, [file('5.jpg'), file('6.jpg'), file('7.jpg')]);
    expect(names(result.files)).toEqual(['1.jpg', '2.jpg', '3.jpg', '4.jpg', '5.jpg']);
    expect(result.alerts).toEqual(['max-attachments']);
  });

  it('skips a file whose name is already attached or chosen twice, without an alert', () => {
    const result = addAttachments([file('a.jpg')], [file('a.jpg'), file('b.png', 'image/png'), file('b.png', 'image/png')]);
    expect(names(result.files)).toEqual(['a.jpg', 'b.png']);
    expect(result.alerts).toEqual([]);
  });

  it('raises both alerts once each when a choice breaks both rules', () => {
    const five = [1, 2, 3, 4, 5].map((n) => file(`${n}.jpg`));
    const result = addAttachments(five, [file('x.txt', 'text/plain'), file('6.jpg'), file('y.txt', 'text/plain'), file('7.jpg')]);
    expect(result.files).toHaveLength(5);
    expect(result.alerts).toEqual(['unsupported-format', 'max-attachments']);
  });
});
