import { describe, expect, it } from 'vitest';
import { centredSquare, initials, PHOTO_DATA_URL, photoFileProblem } from './profile-photo.ts';

describe('photoFileProblem', () => {
  it('accepts the four image types up to 10 MB, and says what is wrong otherwise', () => {
    expect(photoFileProblem({ type: 'image/png', size: 10 * 1024 * 1024 })).toBeNull();
    expect(photoFileProblem({ type: 'image/jpeg', size: 1 })).toBeNull();
    expect(photoFileProblem({ type: 'image/svg+xml', size: 1 })).toBe('Choose a JPEG, PNG, WebP or GIF image.');
    expect(photoFileProblem({ type: 'application/pdf', size: 1 })).toBe('Choose a JPEG, PNG, WebP or GIF image.');
    expect(photoFileProblem({ type: 'image/webp', size: 12.5 * 1024 * 1024 })).toBe(
      'This image is 12.5 MB; choose one of 10 MB at most.',
    );
  });
});

describe('centredSquare', () => {
  it('cuts the largest centred square', () => {
    expect(centredSquare(300, 200)).toEqual({ x: 50, y: 0, side: 200 });
    expect(centredSquare(200, 301)).toEqual({ x: 0, y: 51, side: 200 });
    expect(centredSquare(64, 64)).toEqual({ x: 0, y: 0, side: 64 });
  });
});

describe('initials and the stored form', () => {
  it('gives two capitals, and stores only a base64 JPEG', () => {
    expect(initials(' ada', 'lovelace ')).toBe('AL');
    expect(initials('Łukasz', '')).toBe('Ł');
    expect(PHOTO_DATA_URL.test('data:image/jpeg;base64,/9j/4AA=')).toBe(true);
    expect(PHOTO_DATA_URL.test('data:image/png;base64,iVBO')).toBe(false);
    expect(PHOTO_DATA_URL.test('data:image/jpeg;base64,<svg onload=1>')).toBe(false);
  });
});
