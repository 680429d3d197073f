/**
 * Tests share their event loop with the server they start: building a big file in the test can
 * stall it long enough for under-pressure to answer 503 for a moment. Waits until /healthz has
 * answered 200 five times in a row, a second apart in all, before the test measures anything.
 */
export async function untilHealthzAnswersSteadily(serverUrl: string): Promise<void> {
  let inARow = 0;
  for (let attempt = 0; attempt < 100 && inARow < 5; attempt++) {
    inARow = (await fetch(`${serverUrl}/healthz`)).status === 200 ? inARow + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
