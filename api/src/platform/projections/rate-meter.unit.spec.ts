import { RATE_WINDOW_MS, RateMeter } from './rate-meter.js';

describe('the rate of events over a sliding window', () => {
  const start = 1_800_000_000_000;

  it('averages what was recorded over the last five seconds', () => {
    const meter = new RateMeter();
    for (let second = 0; second < 5; second += 1) meter.record(start + second * 1_000, 10);
    expect(meter.perSecond(start + 4_900)).toBe(10);
  });

  it('forgets what fell out of the window, and answers 0 once nothing came for longer than it', () => {
    const meter = new RateMeter();
    meter.record(start, 100);
    meter.record(start + 3_000, 50);
    expect(meter.perSecond(start + 3_000)).toBe(30);
    expect(meter.perSecond(start + 6_000)).toBe(10);
    expect(meter.perSecond(start + 3_000 + RATE_WINDOW_MS)).toBe(0);
  });

  it('counts a bucket afresh when time comes round to it again', () => {
    const meter = new RateMeter();
    meter.record(start, 1_000);
    meter.record(start + RATE_WINDOW_MS, 5);
    expect(meter.perSecond(start + RATE_WINDOW_MS)).toBe(1);
  });

  it('answers to one decimal', () => {
    const meter = new RateMeter();
    meter.record(start, 2);
    expect(meter.perSecond(start)).toBe(0.4);
  });
});
