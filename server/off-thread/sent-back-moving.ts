import { move, transferableSymbol, valueSymbol } from 'piscina';

/**
 * A worker task's result sent back to the event loop with `buffers` moved rather than copied (they are detached on the
 * worker's side). Copying 10 MB back is a copy the event loop makes while every other request waits. Typed as the
 * value itself, which is what the event loop receives.
 */
export function sentBackMoving<Value extends object>(value: Value, buffers: ArrayBuffer[]): Value {
  const movable = { [transferableSymbol]: buffers, [valueSymbol]: value };
  return move(movable) as unknown as Value;
}
