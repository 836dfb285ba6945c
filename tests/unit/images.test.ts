import { describe, expect, it } from 'vitest';
import { densitySrcset, responsiveSrcset } from '@/lib/images';

const cdn = (src: string, w: number) => `/.netlify/images?url=${encodeURIComponent(src)}&w=${w}&fm=webp&q=75`;

describe('image URLs at the size shown', () => {
  it('sends uploads and static images through the Image CDN as WebP, up to twice the width', () => {
    const upload = '/api/upload/image/0b6f0c1e-5a0e-4a57-9d7f-2d1c3b4a5e6f.jpg';
    const { src, srcset } = responsiveSrcset(upload, 640)!;
    expect(src).toBe(cdn(upload, 640));
    expect(srcset.split(', ')).toEqual([320, 480, 640, 800, 1024, 1280].map((w) => `${cdn(upload, w)} ${w}w`));
    expect(responsiveSrcset('/images/seed/category-travel.jpg', 320)!.src).toBe(cdn('/images/seed/category-travel.jpg', 320));
  });

  it('gives avatars a 1x and a 2x variant', () => {
    expect(densitySrcset('/images/seed/author-elena-marsh.jpg', 40)).toEqual({
      src: cdn('/images/seed/author-elena-marsh.jpg', 40),
      srcset: `${cdn('/images/seed/author-elena-marsh.jpg', 40)} 1x, ${cdn('/images/seed/author-elena-marsh.jpg', 80)} 2x`,
    });
  });

  it('gives logos their height at 1x and 2x', () => {
    expect(densitySrcset('/api/upload/image/logo.png', 32, 'h')!.srcset).toBe(
      `/.netlify/images?url=${encodeURIComponent('/api/upload/image/logo.png')}&h=32&fm=webp&q=75 1x, /.netlify/images?url=${encodeURIComponent('/api/upload/image/logo.png')}&h=64&fm=webp&q=75 2x`,
    );
    expect(densitySrcset('https://images.unsplash.com/photo-1', 32, 'h')).toBeUndefined();
  });

  it('keeps the resizing query of known hosts', () => {
    const { src } = responsiveSrcset('https://images.unsplash.com/photo-1?ixid=x', 800)!;
    expect(new URL(src).searchParams.get('w')).toBe('800');
    expect(new URL(src).searchParams.get('auto')).toBe('format');
  });

  it('leaves GIFs, SVGs, data URLs, protocol-relative and unknown remote images alone', () => {
    for (const src of [
      '/api/upload/image/a.gif',
      '/favicon.svg',
      'data:image/svg+xml,<svg/>',
      '//evil.example/x.jpg',
      'https://example.com/x.jpg',
      'not a url',
    ]) {
      expect(responsiveSrcset(src, 800), src).toBeUndefined();
      expect(densitySrcset(src, 40), src).toBeUndefined();
    }
  });
});
