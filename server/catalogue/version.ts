/**
 * The catalogue version as this process knows it: read from the database at most once per `maxAgeMs`
 * (one query a second however many requests arrive; another replica's or the import command's import is
 * seen within that time) and at once after an import in this process.
 */
import type { Queryable } from '../db/database.ts';
import { catalogueImports, catalogueVersion } from './catalogue.ts';

export class CatalogueVersion {
  #known: { version: string; readAt: number } | null = null;
  #reading: Promise<string> | null = null;
  /** Bumped by an import: a read that started before it must not be remembered. */
  #generation = 0;
  readonly #forget = () => {
    this.#known = null;
    this.#generation += 1;
  };

  constructor(private readonly db: Queryable, private readonly maxAgeMs = 1000, private readonly now: () => number = () => performance.now()) {
    catalogueImports.on('imported', this.#forget);
  }

  async current(): Promise<string> {
    const known = this.#known;
    if (known && this.now() - known.readAt < this.maxAgeMs) return known.version;
    return this.read();
  }

  /** Reads the version now (single flight). */
  read(): Promise<string> {
    const generation = this.#generation;
    this.#reading ??= catalogueVersion(this.db).then((version) => {
      if (generation === this.#generation) this.#known = { version, readAt: this.now() };
      return version;
    }).finally(() => { this.#reading = null; });
    return this.#reading;
  }

  close(): void {
    catalogueImports.off('imported', this.#forget);
  }
}
