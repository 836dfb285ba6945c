import { avatarFor } from '@/lib/text';

const SIZES = { sm: 'h-8 w-8', md: 'h-10 w-10', lg: 'h-16 w-16' } as const;

/** A round portrait; decorative, since the name is always written beside it. */
export function Avatar({ name, url, size = 'md' }: { name: string; url?: string | null; size?: keyof typeof SIZES }) {
  return (
    <img
      src={avatarFor(name, url)}
      alt=""
      loading="lazy"
      className={`${SIZES[size]} shrink-0 rounded-full bg-gray-200 object-cover dark:bg-gray-700`}
      onError={(e) => {
        const fallback = avatarFor(name);
        if (e.currentTarget.src !== fallback) e.currentTarget.src = fallback;
      }}
    />
  );
}
