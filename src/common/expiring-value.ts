/**
 * A value computed at most once per `ttlMs`, and never twice at once: callers arriving while it is being computed
 * share that computation (single flight). A failed computation is not kept; the next caller tries again.
 * With `ttlMs` 0 every call computes (still sharing one that is running).
 */
export class ExpiringValue<T> {
  private value: { data: T; until: number } | undefined;
  private running: Promise<T> | undefined;

  constructor(
    private readonly ttlMs: number,
    private readonly compute: () => Promise<T>,
    private readonly now: () => number = Date.now,
  ) {}

  get(): Promise<T> {
    if (this.value !== undefined && this.now() < this.value.until) {
      return Promise.resolve(this.value.data);
    }
    this.running ??= this.compute().then(
      (data) => {
        this.running = undefined;
        this.value = { data, until: this.now() + this.ttlMs };
        return data;
      },
      (error: unknown) => {
        this.running = undefined;
        throw error;
      },
    );
    return this.running;
  }
}
