/**
 * Runs `steps` one after the other, each in a task of its own, so start-up work that would be one
 * long task (the card actions' first pass over a listing, ADR 0023) gives the main thread back
 * between its parts: a press, a frame or the parser goes in between, and no part waits past what it
 * needs. A step that throws stops the steps after it and rejects.
 */
import { yieldToMain } from './yield-to-main';

export async function inTasks(steps: (() => void)[]): Promise<void> {
  for (const step of steps) {
    await yieldToMain();
    step();
  }
}
