import type { Comment, Post } from '@dtn/contracts/entities/post';
import type { Paged } from '@dtn/contracts/paging';

/** Test data for the social feed's tests (only tests import it). */
let serial = 0;
const nextId = () => {
  serial += 1;
  return `00000000-0000-4000-9000-${String(serial).padStart(12, '0')}`;
};

const author = {
  id: '00000000-0000-4000-8000-0000000000b1',
  firstName: 'Gina',
  lastName: 'Manager',
  title: 'General Manager',
  imageUrl: '',
};

export function post(overrides: Partial<Post> = {}): Post {
  return {
    id: nextId(),
    postType: 'GENERAL',
    postVisibility: 'GENERAL',
    content: 'Fresh trade-ins on the lot this week.',
    dealerGroupId: '00000000-0000-4000-8000-0000000000bb',
    media: [],
    user: author,
    created: '2026-05-04T15:30:00.000Z',
    commentCount: 0,
    sold: false,
    vin: null,
    year: null,
    make: null,
    model: null,
    mileage: null,
    dealershipId: null,
    ...overrides,
  };
}

export function listingPost(overrides: Partial<Post> = {}): Post {
  return post({
    postType: 'LISTING',
    content: 'One owner, clean history.',
    vin: '4T1C31AK0PU123456',
    year: 2023,
    make: 'Toyota',
    model: 'Camry',
    mileage: 45120,
    dealershipId: '00000000-0000-4000-8000-0000000000d1',
    ...overrides,
  });
}

export function comment(overrides: Partial<Comment> = {}): Comment {
  return {
    id: nextId(),
    postId: '00000000-0000-4000-9000-000000000000',
    parentComment: null,
    content: 'Nice one!',
    user: { ...author, id: '00000000-0000-4000-8000-0000000000c1', firstName: 'Sam', lastName: 'Sales' },
    created: '2026-05-04T16:00:00.000Z',
    commentCount: 0,
    ...overrides,
  };
}

export function paged<T>(results: T[], page: number, pageSize: number, totalCount: number): Paged<T> {
  return { page, pageCount: Math.ceil(totalCount / pageSize), totalCount, results };
}

/** A media key as the server stores it: a 36-character folder, then `{sha256}.{ext}`. */
export const mediaKey = (n: number, ext = 'jpg') =>
  `${String(n).padStart(8, '0')}-0000-5000-8000-000000000000/${'a'.repeat(63)}${n}.${ext}`;
