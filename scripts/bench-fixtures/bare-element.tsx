/**
 * The benchmark's yardstick: a bare React 19 + r2wc custom element in an open shadow root, rendering a
 * heading and a line of text like the quiz's first step, with no data to fetch. scripts/bench.ts builds
 * it and measures it beside the quiz on the same server.
 */
import r2wc from '@r2wc/react-to-web-component';

function BareStep() {
  return (
    <section style={{ padding: '24px', fontFamily: 'system-ui, sans-serif', maxWidth: '640px', margin: '0 auto' }}>
      <h2 style={{ fontSize: '28px', lineHeight: 1.2, margin: '0 0 12px' }}>First, a little about you</h2>
      <p style={{ fontSize: '16px', lineHeight: 1.5, margin: 0 }}>A few quick questions, then we match you with four scents to try at home.</p>
    </section>
  );
}

customElements.define('bare-element', r2wc(BareStep, { shadow: 'open' }));
