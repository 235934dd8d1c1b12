import { runSaga } from 'redux-saga';
import { call } from 'redux-saga/effects';
import { describe, expect, it } from 'vitest';
import { pollUntil } from './pollUntil';

async function poll(answers: boolean[], timing = { everyMs: 1, withinMs: 5 }) {
  let steps = 0;
  const task = runSaga({}, function* () {
    return yield* pollUntil(timing, function* () {
      steps += 1;
      const answer: boolean = yield call(() => answers[steps - 1] ?? false);
      return answer;
    });
  });
  return { result: (await task.toPromise()) as boolean, steps };
}

describe('pollUntil', () => {
  it('stops at the first step that answers true', async () => {
    expect(await poll([false, true, false])).toEqual({ result: true, steps: 2 });
  });

  it('gives up after withinMs / everyMs attempts', async () => {
    expect(await poll([])).toEqual({ result: false, steps: 5 });
  });

  it('tries once even when the window is shorter than the interval', async () => {
    expect(await poll([], { everyMs: 10, withinMs: 1 })).toEqual({ result: false, steps: 1 });
  });
});
