import { describe, expect, it } from 'vitest';
import { $loader, beginLoading } from './app.ts';

describe('loader', () => {
  it('shows while any load is under way and hides when the last one ends', () => {
    expect($loader.get()).toBe(false);
    const startup = beginLoading();
    const page = beginLoading();
    startup();
    expect($loader.get()).toBe(true);
    page();
    expect($loader.get()).toBe(false);
  });
  it('counts each load once, however often it ends', () => {
    const a = beginLoading();
    const b = beginLoading();
    a();
    a();
    expect($loader.get()).toBe(true);
    b();
    expect($loader.get()).toBe(false);
  });
});
