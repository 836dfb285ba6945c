import { isRecordId } from '@/shared/ids';

/** Path parameters are record ids: one that no record can have matches no route (404). */
export function match(pattern: string, pathname: string): Record<string, string> | null {
  const a = pattern.split('/').filter(Boolean);
  const b = pathname.replace(/\/+$/, '').split('/').filter(Boolean);
  if (a.length !== b.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < a.length; i++) {
    if (a[i]!.startsWith(':')) {
      let value: string;
      try {
        value = decodeURIComponent(b[i]!);
      } catch {
        return null;
      }
      if (!isRecordId(value)) return null;
      params[a[i]!.slice(1)] = value;
    } else if (a[i] !== b[i]) return null;
  }
  return params;
}
