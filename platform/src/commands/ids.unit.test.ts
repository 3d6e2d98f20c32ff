import { describe, it, expect } from '@jest/globals';
import { appNamespace, uuidV5 } from './ids';

describe('uuidV5', () => {
  it('matches the RFC 4122 reference value for the DNS namespace', () => {
    // Python: uuid.uuid5(uuid.NAMESPACE_DNS, 'python.org')
    expect(uuidV5('python.org', '6ba7b810-9dad-11d1-80b4-00c04fd430c8')).toBe('886313e1-3b8a-5372-9b90-0c9aee199e5d');
  });

  it('is deterministic under the app namespace and yields a valid v5 uuid', () => {
    const a = uuidV5('dealership-1:1HGCM82633A004352');
    expect(a).toBe(uuidV5('dealership-1:1HGCM82633A004352', appNamespace));
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(uuidV5('other')).not.toBe(a);
  });

  it('refuses a namespace that is not a UUID, every time it is asked', () => {
    expect(() => uuidV5('x', 'not-a-uuid')).toThrow('Invalid UUID namespace');
    expect(() => uuidV5('x', 'not-a-uuid')).toThrow('Invalid UUID namespace');
  });
});
