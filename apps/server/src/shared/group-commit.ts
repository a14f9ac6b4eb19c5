/**
 * Group commit in the application: postings that arrive while earlier ones are being written wait, and go to
 * the database together in one call, one transaction and one commit (ledger_post_many). A posting that arrives
 * while fewer than `maxInFlight` calls are out goes at once, so a quiet server adds no latency; under load the
 * waiting postings share a commit instead of queueing for connections and WAL flushes one by one.
 */
export interface GroupCommitOptions<Item> {
  /** Calls out at once; the rest of the pool stays free for other queries. */
  maxInFlight: number;
  /** Items a call takes at most. */
  maxBatch: number;
  /** Writes the items; settles each item itself (a refusal of one must not fail the others). */
  write(items: Item[]): Promise<void>;
  /** Settles every item of a call that failed as a whole. */
  fail(items: Item[], error: unknown): void;
}

export function groupCommit<Item>(options: GroupCommitOptions<Item>) {
  const waiting: Item[] = [];
  let inFlight = 0;
  const pump = () => {
    while (inFlight < options.maxInFlight && waiting.length > 0) {
      const items = waiting.splice(0, options.maxBatch);
      inFlight += 1;
      options
        .write(items)
        .catch((error: unknown) => options.fail(items, error))
        .finally(() => {
          inFlight -= 1;
          pump();
        });
    }
  };
  return {
    submit(item: Item) {
      waiting.push(item);
      pump();
    },
  };
}
