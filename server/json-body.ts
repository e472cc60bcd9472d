/**
 * The JSON body parser of every endpoint: invalid UTF-8 is refused (Fastify's default would store U+FFFD
 * silently), and a refusal says whether the text is not JSON (with the parser's position) or holds a
 * prototype-poisoning key (`__proto__`, or `constructor` holding `prototype`).
 */
import type { FastifyBodyParser, FastifyInstance } from 'fastify';

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

function badRequest(message: string): Error {
  return Object.assign(new Error(message), { statusCode: 400 });
}

/** A parser for `addContentTypeParser(type, { parseAs: 'buffer' }, parser)`. */
export function strictJsonParser(app: FastifyInstance): FastifyBodyParser<Buffer> {
  const secureParse = app.getDefaultJsonParser('error', 'error');
  return (request, body, done) => {
    let text: string;
    try {
      text = strictUtf8.decode(body);
    } catch {
      done(badRequest('Request body is not valid UTF-8'), undefined);
      return;
    }
    void secureParse(request, text, (error, value) => {
      if (!error) return done(null, value);
      if (text.length === 0) return done(error, undefined);
      try {
        JSON.parse(text);
      } catch (syntaxError) {
        return done(Object.assign(syntaxError as SyntaxError, { statusCode: 400 }), undefined);
      }
      done(badRequest('Request body has a forbidden key ("__proto__", or "constructor" holding "prototype")'), undefined);
    });
  };
}
