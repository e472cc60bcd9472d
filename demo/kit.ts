/** Asks the backend which 4 house scents it would ship for a finished quiz. */
export interface KitPick {
  id: string;
  name: string;
  description: string;
  reason: string;
}

type Result<T> = { ok: true; value: T } | { ok: false; error: string };

/** The kit in `locale`: its descriptions and reasons in the shopper's language. */
export async function loadKit(quizMetaId: string, locale: string): Promise<Result<KitPick[]>> {
  try {
    const response = await fetch(`/quiz-meta/${encodeURIComponent(quizMetaId)}/kit?locale=${encodeURIComponent(locale)}`);
    if (!response.ok) return { ok: false, error: `HTTP ${response.status}` };
    const body = (await response.json()) as { picks?: KitPick[] };
    return Array.isArray(body.picks) ? { ok: true, value: body.picks } : { ok: false, error: 'unexpected answer' };
  } catch (error) {
    return { ok: false, error: (error as Error).message };
  }
}
