import { describe, expect, it } from 'vitest';
import { RECORD_PREVIEW_EVENTS, problemsOf, type PreviewEvent } from '../stories/preview';

const a11yPassed = { type: 'a11y', status: 'passed', result: { violations: [] } };
const finished = (status: string, reporters: unknown[] = [a11yPassed]): PreviewEvent => ({ type: 'storyFinished', args: [{ storyId: 'x', status, reporters }] });

describe('what the story pass reads from the preview', () => {
  it('passes a story that rendered, played and was checked with no violation', () => {
    expect(problemsOf([{ type: 'storyRendered', args: ['x'] }, finished('success')], true)).toEqual([]);
  });

  it('fails a play that threw, though the preview still says the story finished with success', () => {
    const events = [{ type: 'playFunctionThrewException', args: [{ message: 'Unable to find role "dialog"' }] }, finished('success')];
    expect(problemsOf(events, true)).toEqual(['play error: Unable to find role "dialog"']);
  });

  it('fails a render error and a render exception', () => {
    expect(problemsOf([{ type: 'storyErrored', args: [{ title: 'Boom', description: 'in Card' }] }], true)).toEqual(['render error: Boom in Card']);
    expect(problemsOf([{ type: 'storyThrewException', args: [{ message: 'x is undefined' }] }, finished('error', [])], false)).toEqual([
      'render exception: x is undefined',
    ]);
  });

  it('names each accessibility violation and where it is', () => {
    const violation = { id: 'color-contrast', help: 'Elements must meet contrast', nodes: [{ target: ['#a'] }, { target: ['.b'] }] };
    const events = [finished('error', [{ type: 'a11y', status: 'failed', result: { violations: [violation] } }])];
    expect(problemsOf(events, true)).toEqual(['a11y: color-contrast (Elements must meet contrast) at ["#a"], [".b"]']);
  });

  it('fails a story whose accessibility check should have run and did not, unless the story turns it off', () => {
    expect(problemsOf([finished('success', [])], true)).toEqual(['no accessibility report: the a11y check did not run']);
    expect(problemsOf([finished('success', [])], false)).toEqual([]);
  });

  it('fails unhandled errors, a missing story and an error status with no other reason', () => {
    expect(problemsOf([{ type: 'unhandledErrorsWhilePlaying', args: [['TypeError']] }, finished('error')], true)).toEqual([
      'unhandled errors while playing: ["TypeError"]',
    ]);
    expect(problemsOf([{ type: 'storyMissing', args: ['x'] }], true)).toEqual(['story missing from the build']);
    expect(problemsOf([finished('error')], true)).toEqual(['finished with status "error"']);
  });

  it('records in the page what it reads, and not the lists of everything the check passed', () => {
    const page: Record<string, unknown> = {};
    new Function('window', RECORD_PREVIEW_EVENTS)(page);
    const forwarded: unknown[] = [];
    page.__STORYBOOK_ADDONS_CHANNEL__ = { emit: (type: string, ...args: unknown[]) => void forwarded.push([type, ...args]) };
    const channel = page.__STORYBOOK_ADDONS_CHANNEL__ as { emit(type: string, ...args: unknown[]): void };
    const node = { target: ['#a'], html: '<p id="a">…</p>', any: [{ id: 'color-contrast', data: {} }] };
    const violation = { id: 'color-contrast', help: 'Elements must meet contrast', impact: 'serious', nodes: [node, { ...node, target: ['.b'] }] };
    const passes = Array.from({ length: 50 }, (_, i) => ({ id: `rule-${i}`, nodes: [node] }));
    const emitted: PreviewEvent[] = [
      { type: 'storyRendered', args: ['x'] },
      { type: 'playFunctionThrewException', args: [{ message: 'Unable to find role "dialog"', stack: 'at play' }] },
      { type: 'unhandledErrorsWhilePlaying', args: [['TypeError']] },
      { type: 'storyFinished', args: [{ storyId: 'x', status: 'error', reporters: [{ type: 'a11y', status: 'failed', result: { violations: [violation], passes } }] }] },
      { type: 'storyFinished', args: [{ storyId: 'x', status: 'success', reporters: [{ type: 'a11y', status: 'passed', result: { violations: [], passes } }] }] },
      { type: 'storyFinished', args: [{ storyId: 'x', status: 'success', reporters: [{ type: 'a11y', status: 'failed', result: { error: {} } }] }] },
    ];
    for (const { type, args } of emitted) channel.emit(type, ...args);
    const recorded = page.__previewEvents as PreviewEvent[];
    // Every event still reaches Storybook whole, in order.
    expect(forwarded).toEqual(emitted.map(({ type, args }) => [type, ...args]));
    expect(recorded.map((event) => event.type)).toEqual(emitted.map((event) => event.type));
    for (const [i, event] of emitted.entries()) expect(problemsOf([recorded[i]!], true)).toEqual(problemsOf([event], true));
    expect(JSON.stringify(recorded)).not.toContain('rule-0');
  });
});
