/**
 * A tiny builder for parameterised WHERE clauses: each condition names its values with `?`,
 * which become $1, $2 ... in order. Optional filters add a condition only when set, so the
 * planner sees exactly the predicates in play (no `$1 IS NULL OR ...` that defeats indexes).
 */
export class Where {
  readonly params: unknown[] = [];
  private readonly conditions: string[] = [];

  add(condition: string, ...values: unknown[]): this {
    let index = 0;
    const text = condition.replace(/\?/g, () => {
      if (index >= values.length) throw new Error(`Too few values for: ${condition}`);
      this.params.push(values[index++]);
      return `$${this.params.length}`;
    });
    if (index !== values.length) throw new Error(`Too many values for: ${condition}`);
    this.conditions.push(`(${text})`);
    return this;
  }

  /** Adds `value` as the next parameter and answers its placeholder ($n), for a fragment that
   * names one value more than once (sql/distance's haversine). */
  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  sql(): string {
    return this.conditions.length === 0 ? 'TRUE' : this.conditions.join(' AND ');
  }
}
