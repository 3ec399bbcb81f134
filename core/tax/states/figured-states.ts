// The module of each state GigTally figures in full, by code.
import { california } from './california';
import { georgia } from './georgia';
import { illinois } from './illinois';
import { michigan } from './michigan';
import { newJersey } from './new-jersey';
import { newYork } from './new-york';
import { northCarolina } from './north-carolina';
import { ohio } from './ohio';
import { pennsylvania } from './pennsylvania';
import { virginia } from './virginia';
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
  georgia,
  northCarolina,
  virginia,
];

// Every state of figuredStates (state-codes.ts) has its module here: figured-states.test.ts holds them together.
const byCode = new Map<StateCode, FiguredState>(modules.map((state) => [state.code, state]));

/** The state's module, or undefined where GigTally does not figure the state. */
export const figuredStateOf = (code: StateCode): FiguredState | undefined => byCode.get(code);
