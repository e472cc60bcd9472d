/**
 * A step's last word before the shopper's Next takes them on: the e-mail step checks its form there
 * (src/stores/email-optin.ts). The guard returns false to keep the shopper on the step (it shows why).
 */
let guard: { stepKey: string; check: () => boolean } | null = null;

/** Sets the guard of step `stepKey`; returns the function that removes it. */
export function guardAdvance(stepKey: string, check: () => boolean): () => void {
  const own = { stepKey, check };
  guard = own;
  return () => {
    if (guard === own) guard = null;
  };
}

/** Whether the shopper's Next may leave step `stepKey`. */
export function mayAdvance(stepKey: string): boolean {
  return guard?.stepKey === stepKey ? guard.check() : true;
}
