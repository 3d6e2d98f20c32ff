import { imageUrl, unknownImage } from './image-url';

const postId = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('imageUrl (spec section 3)', () => {
  it('serves a 36-character first path segment from the social-media host', () => {
    expect(imageUrl(`${postId}/photo.jpg`)).toBe(`/media/posts/${postId}/photo.jpg`);
    expect(imageUrl(`/${postId}/photo.jpg`)).toBe(`/media/posts/${postId}/photo.jpg`);
    expect(imageUrl(`${postId}/a.jpg`, { social: 'https://cdn.example/social/', inventory: '' })).toBe(
      `https://cdn.example/social/${postId}/a.jpg`,
    );
  });

  it('serves other values from the inventory host (same origin by default)', () => {
    expect(imageUrl('/media/placeholder/ford-f-150.svg?view=1')).toBe('/media/placeholder/ford-f-150.svg?view=1');
    expect(imageUrl('cars/1.jpg', { social: '/s', inventory: 'https://img.example' })).toBe('https://img.example/cars/1.jpg');
  });

  it('shows the unknown placeholder for an empty value', () => {
    expect(imageUrl('')).toBe(unknownImage);
    expect(imageUrl(null)).toBe(unknownImage);
    expect(imageUrl('  ')).toBe(unknownImage);
  });
});
