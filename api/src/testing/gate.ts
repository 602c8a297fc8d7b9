/** Where a test holds a fold (a projection's, a reaction's) until it lets it on. */
export interface Gate {
  /** Waits at the gate until it is released. */
  pass(): Promise<void>;
  /** Resolves once something waits at the gate. */
  readonly reached: Promise<void>;
  release(): void;
}

export function gate(): Gate {
  let release = (): void => undefined;
  let arrive = (): void => undefined;
  const open = new Promise<void>((resolve) => (release = resolve));
  const reached = new Promise<void>((resolve) => (arrive = resolve));
  return {
    pass: () => {
      arrive();
      return open;
    },
    reached,
    release: () => release(),
  };
}
