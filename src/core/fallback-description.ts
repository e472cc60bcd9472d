/**
 * The last-resort description, shown only when the analysis failed after its retries and the backend
 * could not write one either (DECISIONS "Errors a shopper can see"). Fixed text that passes every rule
 * of the description validator (server/ai/validator.ts): 4 bullets under 80 characters, exactly one
 * analogy, the wild card ending, no notes, colours, foods or feeling words.
 *
 * The server's composer is not bundled here: with its word lists it is far bigger than this fallback.
 */
export const FALLBACK_DESCRIPTION = [
  '- Your answers point to scents that feel personal, never loud or borrowed',
  '- You notice the details others miss, and your kit is built around that eye',
  '- Think of it like a tailored jacket: made to fit the way you move',
  '- One wild card is in there too, because science cannot always predict desire',
].join('\n');
