import { expect } from '@jest/globals';

/**
 * Decider tests as specifications (Emmett style):
 *   given([events]).when(command).then([events]),  .thenNothingHappened()  or  .thenThrows(ErrorClass, fields?)
 * The state is folded from the given events with the aggregate's own `evolve`, so the tests pin
 * behaviour through events only, never through the state's shape.
 */
export function deciderSpec<State, Event, Command>(decider: {
  initialState: State;
  evolve(state: State, event: Event, revision: number): State;
  decide(command: Command, state: State): Event[];
}) {
  return (given: Event[]) => ({
    when: (command: Command) => {
      const run = () =>
        decider.decide(
          command,
          given.reduce((state, event, revision) => decider.evolve(state, event, revision), decider.initialState),
        );
      return {
        then: (expected: Event[]) => expect(run()).toEqual(expected),
        /** The command is accepted and changes nothing: no events, no error (an idempotent repeat). */
        thenNothingHappened: () => expect(run()).toEqual([]),
        /** `fields`: the field names a ValidationError must report (in any order). */
        thenThrows: (errorClass: new (...args: never[]) => Error, fields?: string[]) => {
          let thrown: unknown;
          try {
            run();
          } catch (error) {
            thrown = error;
          }
          expect(thrown).toBeInstanceOf(errorClass);
          if (fields) {
            const reported = (thrown as { errors?: { field: string }[] }).errors?.map((e) => e.field) ?? [];
            expect([...new Set(reported)].sort()).toEqual([...fields].sort());
          }
        },
      };
    },
  });
}
