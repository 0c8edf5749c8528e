/**
 * How many cases a fuzz test tries (FUZZ_RUNS, 20 by default; the features' own fuzz tests, which
 * build their bodies from real games, try three times as many) and from which seed (FUZZ_SEED, a
 * new one each run: a failure prints it, and the run is replayed exactly with it).
 */
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 20);
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
