import { describe, expect, test } from 'vitest';
import { soundTurn, type Sound } from './turn.ts';

describe('one sound at a time', () => {
  test('a sound that takes the turn makes every other one give way, told what took it', () => {
    const heard: string[] = [];
    const audio = soundTurn('audio', (to) => heard.push(`audio→${to}`));
    const first = soundTurn('video', (to) => heard.push(`first→${to}`));
    const second = soundTurn('video', (to) => heard.push(`second→${to}`));
    audio.take();
    expect(heard).toEqual(['first→audio', 'second→audio']);
    heard.length = 0;
    // Two videos of one page are two takers: the first pauses for the second.
    first.take();
    second.take();
    expect(heard).toEqual(['audio→video', 'second→video', 'audio→video', 'first→video']);
    expect([audio.holds(), first.holds(), second.holds()]).toEqual([false, false, true]);
    for (const t of [audio, first, second]) t.leave();
  });

  test('taking a turn one holds already tells nobody again', () => {
    const heard: Sound[] = [];
    const audio = soundTurn('audio', (to) => heard.push(to));
    const chime = soundTurn('chime', () => {});
    chime.take();
    chime.take();
    expect(heard).toEqual(['chime']);
    audio.leave();
    chime.leave();
  });

  test('a view that goes hears nothing more, and frees the turn it held', () => {
    const heard: Sound[] = [];
    const gone = soundTurn('video', (to) => heard.push(to));
    gone.take();
    gone.leave();
    const embed = soundTurn('embed', (to) => heard.push(to));
    const audio = soundTurn('audio', () => {});
    // Nobody held it: the embed's take is news to the audio only.
    embed.take();
    expect(heard).toEqual([]);
    audio.take();
    expect(heard).toEqual(['audio']);
    embed.leave();
    audio.leave();
  });
});
