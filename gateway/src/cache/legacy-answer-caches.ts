declare module 'fastify' {
  interface FastifyInstance {
    /** The gateway's caches of legacy answers (buildGateway). */
    legacyAnswers: LegacyAnswerCaches;
  }
}

/**
 * Every cache of what the legacy API answered (its public GETs, the public GraphQL answers built
 * from them, the server-rendered pages), emptied by one call. The embedded simulator calls it
 * when it is reset (`POST /sim/reset`, scripts/start.mjs): a reset starts another world, and an
 * answer of the one before (a price staged a minute ago) would otherwise be served for up to
 * CACHE_TTL_SECONDS after it (docs/adr/0074). A real legacy API is never reset; nothing else
 * calls it.
 */
export class LegacyAnswerCaches {
  private readonly clears: Array<() => void | Promise<void>> = [];

  /** Adds a cache's way to empty itself. */
  add(clear: () => void | Promise<void>): void {
    this.clears.push(clear);
  }

  /** Empties every cache added; resolves once all are empty. */
  async forget(): Promise<void> {
    await Promise.all(this.clears.map((clear) => clear()));
  }
}
