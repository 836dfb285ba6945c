import type { z } from 'zod';
import type { pageInput, pageUpdateInput } from '../schemas';

export type PageInput = z.output<typeof pageInput>;
export type PageUpdate = z.output<typeof pageUpdateInput>;
export type Page = Required<PageInput> & { id: string };
