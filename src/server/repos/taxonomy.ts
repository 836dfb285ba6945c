import type { Author, Category, Page, Tag } from '@/shared/types';
import { keys } from '../storage/blobs';
import { collection } from './collection';

export type AuthorRecord = Omit<Author, 'postCount'>;
export type CategoryRecord = Omit<Category, 'postCount'>;

export const categories = collection<CategoryRecord>(keys.categories);
export const authors = collection<AuthorRecord>(keys.authors);
export const tags = collection<Tag>(keys.tags);
export const pages = collection<Page>(keys.pages);
