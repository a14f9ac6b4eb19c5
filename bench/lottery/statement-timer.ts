/**
 * A Kysely plugin that times every statement run through the instance it is attached to (`db.withPlugin(timer)`),
 * from the moment Kysely hands the query on to the moment its result comes back: which statements of a function
 * under measurement (here `settleNumero`) take its time, without touching the function. The SQL is compiled for
 * the label only after the clock stopped.
 */
import {
  PostgresQueryCompiler,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';
import { performance } from 'node:perf_hooks';

export interface TimedStatement {
  sql: string;
  seconds: number;
  /** Rows the statement wrote (an INSERT, UPDATE, DELETE) or returned. */
  rows: number;
  /** The sum of a `bets` column of the rows returned, when they have one (settlement's per-member sums). */
  bets: number | undefined;
}

export class StatementTimer implements KyselyPlugin {
  readonly statements: TimedStatement[] = [];
  readonly #running = new WeakMap<object, { node: RootOperationNode; started: number }>();

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    this.#running.set(queryId, { node, started: performance.now() });
    return node;
  }

  async transformResult({ result, queryId }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const running = this.#running.get(queryId);
    if (running) {
      const seconds = (performance.now() - running.started) / 1000;
      const compiled = new PostgresQueryCompiler().compileQuery(running.node, queryId);
      this.statements.push({
        sql: compiled.sql.replace(/\s+/g, ' ').trim(),
        seconds,
        rows: Number(result.numAffectedRows ?? result.rows.length),
        bets:
          result.rows[0] && 'bets' in result.rows[0]
            ? result.rows.reduce((total, row) => total + Number(row.bets), 0)
            : undefined,
      });
    }
    return result;
  }
}
