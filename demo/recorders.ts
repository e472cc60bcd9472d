/** Stand-ins for Segment's `window.analytics` and Meta's `window.fbq` that record every call. */
export interface LogEntry {
  kind: 'event' | 'page' | 'track' | 'pixel' | 'note';
  name: string;
  data: unknown;
}

export function recordAnalytics(push: (entry: LogEntry) => void): void {
  if (!localStorage.getItem('ajs_anonymous_id')) {
    localStorage.setItem('ajs_anonymous_id', JSON.stringify(crypto.randomUUID()));
  }
  window.analytics = {
    page: (name, properties) => push({ kind: 'page', name, data: properties ?? {} }),
    track: (event, properties) => push({ kind: 'track', name: event, data: properties ?? {} }),
  };
  window.fbq = (command, event, properties) => push({ kind: 'pixel', name: `${command} ${event}`, data: properties ?? {} });
}
