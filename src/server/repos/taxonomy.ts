import type { Author, Category, Page, Tag } from '@/shared/types';
import { collection } from './collection';

export type AuthorRecord = Omit<Author, 'postCount'>;
export type CategoryRecord = Omit<Category, 'postCount'>;

export const categories = collection<CategoryRecord>('categories/');
export const authors = collection<AuthorRecord>('authors/');
export const tags = collection<Tag>('tags/');
export const pages = collection<Page>('pages/');
