import { describe, expect, it } from 'vitest';
import { isPhoneOrTablet, openCompanionApp, type OpenAppEnvironment } from '../companionApp';

const iphone = {
  userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148',
  maxTouchPoints: 5,
};
const ipad = {
  userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605.1.15',
  maxTouchPoints: 5,
};
const android = {
  userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36',
  maxTouchPoints: 5,
};
const desktop = {
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36',
  maxTouchPoints: 0,
};
const mac = {
  userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605.1.15',
  maxTouchPoints: 0,
};

const config = {
  url: 'wellness://open',
  appStoreUrl: 'https://apps.example/ios',
  playStoreUrl: 'https://play.example/android',
};

function fakeEnvironment(hidden = false) {
  const visited: string[] = [];
  const timers: Array<{ run: () => void; ms: number; cleared: boolean }> = [];
  const environment: OpenAppEnvironment = {
    go: (url) => visited.push(url),
    setTimer: (run, ms) => {
      const timer = { run, ms, cleared: false };
      timers.push(timer);
      return timer;
    },
    clearTimer: (handle) => {
      (handle as { cleared: boolean }).cleared = true;
    },
    isHidden: () => hidden,
  };
  const fire = () => timers.filter((timer) => !timer.cleared).forEach((timer) => timer.run());
  return { environment, visited, timers, fire };
}

describe('companion app on phones and tablets', () => {
  it('tells phones and tablets (including iPadOS) from desktops', () => {
    expect(isPhoneOrTablet(iphone)).toBe(true);
    expect(isPhoneOrTablet(ipad)).toBe(true);
    expect(isPhoneOrTablet(android)).toBe(true);
    expect(isPhoneOrTablet(desktop)).toBe(false);
    expect(isPhoneOrTablet(mac)).toBe(false);
  });

  it('opens the app, then the store page after 1.5 s if the app did not open', () => {
    const fake = fakeEnvironment(false);
    openCompanionApp(config, iphone, fake.environment);
    expect(fake.visited).toEqual(['wellness://open']);
    expect(fake.timers.map((timer) => timer.ms)).toEqual([1500]);
    fake.fire();
    expect(fake.visited).toEqual(['wellness://open', 'https://apps.example/ios']);
  });

  it('uses the Android store on Android and the given fallback delay', () => {
    const fake = fakeEnvironment(false);
    openCompanionApp(config, android, fake.environment, 10);
    expect(fake.timers.map((timer) => timer.ms)).toEqual([10]);
    fake.fire();
    expect(fake.visited.at(-1)).toBe('https://play.example/android');
  });

  it('stays in the app when it opened (page hidden), or when cancelled', () => {
    const opened = fakeEnvironment(true);
    openCompanionApp(config, android, opened.environment);
    opened.fire();
    expect(opened.visited).toEqual(['wellness://open']);

    const cancelled = fakeEnvironment(false);
    const cancel = openCompanionApp(config, android, cancelled.environment);
    cancel();
    cancelled.fire();
    expect(cancelled.visited).toEqual(['wellness://open']);
  });
});
