import { PERSONNEL_SCHEMA } from '@athcare/shared/personnel-directory.schema';
import * as z from '@athcare/shared/zod-mini';
import { api } from '@/lib/api-client';

const typeNameRows = z.array(z.object({ type: z.nullable(z.object({ name: z.string() })) }));

/**
 * GET /profile?user_id=eq.{userId}&select=type:personnel_types(name) (pgpersonnel): the name of
 * the personnel's type, which heads the sidebar's dashboard group, or null. The shell asks for it
 * on every page a personnel opens, so it reads this one field, not the whole profile and its schemas.
 */
export async function getMyPersonnelTypeName(
  userId: string,
  signal?: AbortSignal,
): Promise<string | null> {
  const rows = await api.get('/profile', {
    schema: PERSONNEL_SCHEMA,
    query: { userId: `eq.${userId}`, select: 'type:personnel_types(name)', limit: 1 },
    result: typeNameRows,
    signal,
  });
  return rows[0]?.type?.name ?? null;
}
