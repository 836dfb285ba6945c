/** Reader activity: comments (two awaiting moderation), likes that give Trending an order, subscribers, a message. */
import type { CommentStatus } from '@/shared/types';

export interface SeedComment {
  postId: string;
  authorName: string;
  text: string;
  status: CommentStatus;
  hoursAgo: number;
}

export const seedComments: SeedComment[] = [
  {
    postId: 'the-quiet-return-of-server-rendered-html',
    authorName: 'Marcus Lee',
    text: 'We moved our documentation site to prebuilt pages last year and mobile bounce rates dropped noticeably. The islands approach was what finally convinced the team.',
    status: 'approved',
    hoursAgo: 60,
  },
  {
    postId: 'the-quiet-return-of-server-rendered-html',
    authorName: 'Priya Nair',
    text: 'Great write-up. I would add that server rendering makes accessibility audits easier too, since the markup you test is the markup readers get.',
    status: 'approved',
    hoursAgo: 31,
  },
  {
    postId: 'the-quiet-return-of-server-rendered-html',
    authorName: 'Tom Becker',
    text: 'How does this work for pages with per-user content, like a personalised feed? Curious how people handle that part.',
    status: 'pending',
    hoursAgo: 5,
  },
  {
    postId: 'typography-is-the-interface',
    authorName: 'Hannah Schultz',
    text: 'The squint test is now part of every design review I run. It catches hierarchy problems faster than any checklist.',
    status: 'approved',
    hoursAgo: 290,
  },
  {
    postId: 'typography-is-the-interface',
    authorName: 'Omar Haddad',
    text: 'I bumped our app\'s body text from 14 to 17 pixels after reading this, and the "hard to read" support tickets basically stopped.',
    status: 'approved',
    hoursAgo: 196,
  },
  {
    postId: 'how-the-james-webb-telescope-sees-the-invisible',
    authorName: 'Lucía Fernández',
    text: 'I never understood why the colours in Webb images are not "fake". Mapping each filter to a visible colour in order finally made it click for me.',
    status: 'approved',
    hoursAgo: 610,
  },
  {
    postId: 'how-the-james-webb-telescope-sees-the-invisible',
    authorName: 'Daniel Kim',
    text: 'Three hundred single points of failure and every one of them worked. Still gives me goosebumps.',
    status: 'approved',
    hoursAgo: 402,
  },
  {
    postId: 'slow-travel-in-the-age-of-the-itinerary',
    authorName: 'Amelia Brooks',
    text: 'Two weeks in one Sicilian town taught me more than a month of hopping between cities ever did. Lovely piece.',
    status: 'approved',
    hoursAgo: 150,
  },
  {
    postId: 'slow-travel-in-the-age-of-the-itinerary',
    authorName: 'Jonas Weber',
    text: 'Any tips for slow travel with kids? Renting a flat sounds ideal, but the empty afternoons might be a harder sell.',
    status: 'pending',
    hoursAgo: 20,
  },
];

/** How many demo readers like each post. */
export const seedLikes: Record<string, number> = {
  'how-the-james-webb-telescope-sees-the-invisible': 12,
  'the-quiet-return-of-server-rendered-html': 10,
  'typography-is-the-interface': 9,
  'slow-travel-in-the-age-of-the-itinerary': 8,
  'what-large-language-models-actually-do-when-they-write': 7,
  'what-we-lose-when-everything-is-a-playlist': 6,
  'forty-eight-hours-in-lisbon-without-a-plan': 5,
  'the-surprising-science-of-sleep-and-memory': 4,
  'the-long-afterlife-of-the-paperback': 3,
  'a-practical-guide-to-working-offline-first': 2,
  'night-trains-are-back-and-they-are-worth-it': 1,
};

export const demoReaderId = (n: number) => `demo-reader-${String(n).padStart(2, '0')}`;

export const seedSubscribers = [
  { email: 'maya.patel@example.com', daysAgo: 40 },
  { email: 'leo.martin@example.com', daysAgo: 12 },
];

export const seedMessage = {
  name: 'Grace Thompson',
  email: 'grace.thompson@example.com',
  message:
    'Hello! I run a small design studio and would love to pitch an article about accessible colour systems for dark themes. Who would be the best person to talk to?',
  daysAgo: 2,
};
