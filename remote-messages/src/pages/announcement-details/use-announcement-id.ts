import { useSearchParams } from 'react-router-dom';

/** The announcement to show, from the query `?id=`; null when there is none. */
export function useAnnouncementId(): string | null {
  const [params] = useSearchParams();
  return params.get('id')?.trim() || null;
}
