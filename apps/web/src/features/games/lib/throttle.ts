/** A gate that lets one call through per `intervalMs` (the favourite toggle: 1000 ms, spec §9). */
export function createThrottle(intervalMs: number, now: () => number = () => Date.now()) {
  let last = Number.NEGATIVE_INFINITY;
  return {
    /** True (and the gate closes) when the interval since the last accepted call is over. */
    tryPass(): boolean {
      const time = now();
      if (time - last < intervalMs) return false;
      last = time;
      return true;
    },
    reset(): void {
      last = Number.NEGATIVE_INFINITY;
    },
  };
}
