import type { AuthorRecord, CategoryRecord } from '@/shared/records';
import type { Page, Tag } from '@/shared/types';
import { collection } from './collection';

export const categories = collection<CategoryRecord>('categories/');
export const authors = collection<AuthorRecord>('authors/');
export const tags = collection<Tag>('tags/');
export const pages = collection<Page>('pages/');
