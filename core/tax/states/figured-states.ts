// Issue 23: the module of each state GigTally figures in full, by code.
import { california } from './california';
import { illinois } from './illinois';
import { michigan } from './michigan';
import { newJersey } from './new-jersey';
import { newYork } from './new-york';
import { ohio } from './ohio';
import { pennsylvania } from './pennsylvania';
import type { StateCode } from './state-codes';
import type { FiguredState } from './state-tax';

const modules: readonly FiguredState[] = [
  california,
  newYork,
  pennsylvania,
  newJersey,
  illinois,
  ohio,
  michigan,
];

const byCode = new Map<StateCode, FiguredState>(modules.map((state) => [state.code, state]));

/** The state's module, or undefined where GigTally does not figure the state. */
export const figuredStateOf = (code: StateCode): FiguredState | undefined => byCode.get(code);
