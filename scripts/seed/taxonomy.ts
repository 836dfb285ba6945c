/** Demo categories, tags and authors. Images live in public/images/seed/ (see make-images.ts). */
import type { Tag } from '@/shared/types';
import type { AuthorRecord, CategoryRecord } from '@/shared/records';

export const categoryImage = (id: string) => `/images/seed/category-${id}.jpg`;
export const authorAvatar = (id: string) => `/images/seed/author-${id}.jpg`;

export const seedCategories: CategoryRecord[] = [
  {
    id: 'technology',
    name: 'Technology',
    description: 'Software, the web and the tools we build with, explained without the hype.',
    imageUrl: categoryImage('technology'),
  },
  {
    id: 'design',
    name: 'Design',
    description: 'Interfaces, type, colour and the craft of making things people enjoy using.',
    imageUrl: categoryImage('design'),
  },
  {
    id: 'travel',
    name: 'Travel',
    description: 'Slow journeys, city walks and the places worth taking the long way to reach.',
    imageUrl: categoryImage('travel'),
  },
  {
    id: 'science',
    name: 'Science',
    description: 'From deep space to the soil under our feet: discoveries and what they mean for us.',
    imageUrl: categoryImage('science'),
  },
  {
    id: 'culture',
    name: 'Culture',
    description: 'Books, music and the habits that shape how we live, read and listen.',
    imageUrl: categoryImage('culture'),
  },
];

export const seedTags: Tag[] = [
  { id: 'web-development', name: 'Web Development' },
  { id: 'artificial-intelligence', name: 'Artificial Intelligence' },
  { id: 'productivity', name: 'Productivity' },
  { id: 'typography', name: 'Typography' },
  { id: 'user-experience', name: 'User Experience' },
  { id: 'sustainability', name: 'Sustainability' },
  { id: 'photography', name: 'Photography' },
  { id: 'space', name: 'Space' },
  { id: 'books', name: 'Books' },
  { id: 'music', name: 'Music' },
  { id: 'remote-work', name: 'Remote Work' },
];

export const seedAuthors: AuthorRecord[] = [
  {
    id: 'elena-marsh',
    name: 'Elena Marsh',
    avatarUrl: authorAvatar('elena-marsh'),
    bio: 'Elena is a software engineer turned writer who has spent fifteen years building for the web. She writes about the tools developers use every day and the ideas behind them. When she is not at a keyboard she is usually on a bicycle.',
    followers: 1234,
  },
  {
    id: 'david-okafor',
    name: 'David Okafor',
    avatarUrl: authorAvatar('david-okafor'),
    bio: 'David is a product designer who has shaped apps used by millions. He cares about typography, accessibility and interfaces that get out of the way.',
    followers: 872,
  },
  {
    id: 'sofia-reyes',
    name: 'Sofia Reyes',
    avatarUrl: authorAvatar('sofia-reyes'),
    bio: 'Sofia is a travel and culture writer based in Lisbon. She prefers trains to planes, markets to malls and notebooks to itineraries. Her essays have appeared in magazines on three continents.',
    followers: 2450,
  },
  {
    id: 'kenji-watanabe',
    name: 'Kenji Watanabe',
    avatarUrl: authorAvatar('kenji-watanabe'),
    bio: 'Kenji holds a doctorate in astrophysics and now explains science for a general audience. He believes every discovery has a good story inside it waiting to be told.',
    followers: 615,
  },
];
