import type { Decider, DomainEvent, EventMeta } from '../platform/domain/decider.js';

const GIVEN_TIME = '2026-01-15T10:00:00.000Z';

/**
 * Given/when/then for deciders: given past events, when a command, then the new events (or the
 * error). The state comes only from folding the given events, as in production.
 */
export function specFor<State, Command, Event extends DomainEvent>(decider: Decider<State, Command, Event>) {
  return (given: readonly Event[]) => ({
    when: (command: Command) => {
      const state = given.reduce(
        (current, event, revision) =>
          decider.evolve(current, event, { occurredAt: GIVEN_TIME, revision } satisfies EventMeta),
        decider.initialState,
      );
      return {
        then: (expected: readonly Event[]): void => {
          expect(decider.decide(command, state)).toEqual(expected);
        },
        thenThrows: (code: string): void => {
          expect(() => decider.decide(command, state)).toThrow(expect.objectContaining({ code }) as unknown as Error);
        },
      };
    },
  });
}
