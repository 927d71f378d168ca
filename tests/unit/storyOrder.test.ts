import { describe, expect, it } from 'vitest';
import { durationsOf, slowestFirst, testTitle } from '../stories/durations';

const story = (name: string) => ({ title: 'Components/Card', name, viewport: 'desktop' as const });

describe('the order the story pass runs its stories in', () => {
  it('runs the slowest first, a story it has no time for before all, and equal ones in index order', () => {
    const stories = [story('Quick'), story('Slow'), story('New'), story('Also quick'), story('Middling')];
    const durations = { [testTitle(story('Quick'))]: 300, [testTitle(story('Slow'))]: 9000, [testTitle(story('Also quick'))]: 300, [testTitle(story('Middling'))]: 2000 };
    expect(slowestFirst(stories, durations).map((s) => s.name)).toEqual(['New', 'Slow', 'Middling', 'Quick', 'Also quick']);
    expect(slowestFirst(stories, {}).map((s) => s.name)).toEqual(stories.map((s) => s.name));
  });

  it('reads each story’s last time from a JSON report, to the 100 ms', () => {
    const report = {
      suites: [{ suites: [{ specs: [{ title: 'A › B [mobile]', tests: [{ results: [{ duration: 1234 }] }] }] }], specs: [{ title: 'C › D [desktop]', tests: [{ results: [{ duration: 40 }, { duration: 2651 }] }] }] }],
    };
    expect(durationsOf(report)).toEqual({ 'A › B [mobile]': 1200, 'C › D [desktop]': 2700 });
  });
});
