import { describe, expect, it } from 'vitest';
import { createBackgroundTasks, describeFailure } from './background';

const quiet = { error: () => {} };

describe('background tasks', () => {
  it('start after the current turn: nothing of them runs on the path of the request', async () => {
    const background = createBackgroundTasks();
    const steps: string[] = [];
    background.run(quiet, 'failed', async () => void steps.push('task'));
    steps.push('answer');
    await Promise.resolve();
    steps.push('after the answer');
    await background.settled();
    expect(steps).toEqual(['answer', 'after the answer', 'task']);
  });

  it('are awaited by settled(), with the tasks they start, and counted while they run', async () => {
    const background = createBackgroundTasks();
    const ended: string[] = [];
    background.run(quiet, 'failed', async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      background.run(quiet, 'failed', async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        ended.push('second');
      });
      ended.push('first');
    });
    expect(background.pending).toBe(1);
    await background.settled();
    expect(ended).toEqual(['first', 'second']);
    expect(background.pending).toBe(0);
  });

  it('log a failure with the message given, the addresses in its reason masked', async () => {
    const background = createBackgroundTasks();
    const lines: { details: object; message: string }[] = [];
    const refusal = Object.assign(new Error('550 5.1.1 <ana.b@example.com>: Recipient refused'), {
      code: 'EENVELOPE',
      rejected: ['ana.b@example.com'],
    });
    background.run(
      { error: (details, message) => lines.push({ details, message }) },
      'not sent',
      () => Promise.reject(refusal),
    );
    await background.settled();
    expect(lines).toEqual([
      {
        message: 'not sent',
        details: {
          reason: {
            type: 'Error',
            code: 'EENVELOPE',
            message: '550 5.1.1 <***@***>: Recipient refused',
          },
        },
      },
    ]);
    expect(JSON.stringify(lines)).not.toContain('example.com');
    expect(describeFailure('plain')).toEqual({ type: 'string', message: 'plain' });
  });
});
