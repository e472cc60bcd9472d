/** The content write token (`CONTENT_WRITE_TOKEN`): a request holds it as `Authorization: Bearer <token>`. */
import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** What a request's credentials are worth: no token sent, the right one, or a wrong one. */
export type TokenCheck = 'none' | 'valid' | 'invalid';

export function checkBearer(header: string | undefined, token: string | undefined): TokenCheck {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  if (!match) return 'none';
  // Compared as digests: the same length whatever was sent, so the time taken says nothing of the token.
  return token && timingSafeEqual(digest(match[1] as string), digest(token)) ? 'valid' : 'invalid';
}
