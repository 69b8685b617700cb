// PostGraphile 5 uses Promise.withResolvers (Node.js 22); this repository supports Node.js 20.11,
// so the bench adds it when missing. Imported before PostGraphile.
interface WithResolvers {
  withResolvers?: <T>() => {
    promise: Promise<T>;
    resolve: (value: T | PromiseLike<T>) => void;
    reject: (reason?: unknown) => void;
  };
}
const P = Promise as unknown as WithResolvers;
P.withResolvers ??= <T>() => {
  let resolve!: (value: T | PromiseLike<T>) => void;
  let reject!: (reason?: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};
