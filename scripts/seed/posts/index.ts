import { slugify } from '@/lib/slug';
import type { SeedPost } from '../types';
import { culturePosts } from './culture';
import { designPosts } from './design';
import { sciencePosts } from './science';
import { technologyPosts } from './technology';
import { travelPosts } from './travel';

export const seedPosts: SeedPost[] = [...technologyPosts, ...designPosts, ...travelPosts, ...sciencePosts, ...culturePosts];

export const postId = (p: SeedPost) => slugify(p.title);
export const postImage = (id: string) => `/images/seed/${id}.jpg`;
