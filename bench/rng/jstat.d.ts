/** The part of jStat (npm `jstat`, no types of its own) the RNG benchmark uses. */
declare module 'jstat' {
  const jStat: {
    chisquare: {
      /** P(X ≤ x) for X ~ χ²(dof): the regularized lower incomplete gamma P(dof/2, x/2). */
      cdf(x: number, dof: number): number;
      /** The x with P(X ≤ x) = p. */
      inv(p: number, dof: number): number;
    };
  };
  export default jStat;
}
