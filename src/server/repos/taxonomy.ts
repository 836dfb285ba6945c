import type { AuthorRecord, CategoryRecord } from '@/shared/records';
import type { Page, Tag } from '@/shared/types';
import { keys } from '../storage/blobs';
import { collection } from './collection';

export const categories = collection<CategoryRecord>(keys.categories);
export const authors = collection<AuthorRecord>(keys.authors);
export const tags = collection<Tag>(keys.tags);
export const pages = collection<Page>(keys.pages);
