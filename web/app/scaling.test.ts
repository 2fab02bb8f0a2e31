import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyScaling, computeScaling, installScaling } from './scaling';

describe('computeScaling', () => {
  it('uses the 1280 × 720 base on desktop', () => {
    expect(computeScaling({ innerWidth: 1280, innerHeight: 720 })).toEqual({
      mobile: false,
      widthRatio: 1,
      heightRatio: 1,
      fontRatio: 1,
    });
    const s = computeScaling({ innerWidth: 1024, innerHeight: 900 });
    expect(s.widthRatio).toBeCloseTo(1024 / 1280, 10);
    expect(s.heightRatio).toBeCloseTo(900 / 720, 10);
    expect(s.fontRatio).toBe(1);
  });

  it('treats 768 px as desktop and 767 px as mobile', () => {
    expect(computeScaling({ innerWidth: 768, innerHeight: 1024 }).mobile).toBe(false);
    expect(computeScaling({ innerWidth: 767, innerHeight: 1024 }).mobile).toBe(true);
  });

  it('uses the 375 base and 720/667 × width/height on mobile', () => {
    const s = computeScaling({ innerWidth: 390, innerHeight: 844 });
    expect(s.mobile).toBe(true);
    expect(s.widthRatio).toBeCloseTo(390 / 375, 10);
    expect(s.heightRatio).toBeCloseTo((720 / 667) * (390 / 844), 10);
    expect(s.fontRatio).toBe(1.4);
  });

  it('multiplies both ratios by 0.8 above 1440 px', () => {
    const s = computeScaling({ innerWidth: 1920, innerHeight: 1080 });
    expect(s.widthRatio).toBeCloseTo((1920 / 1280) * 0.8, 10);
    expect(s.heightRatio).toBeCloseTo((1080 / 720) * 0.8, 10);
    expect(s.fontRatio).toBe(1);
    // 1440 itself is not "above 1440".
    expect(computeScaling({ innerWidth: 1440, innerHeight: 900 }).widthRatio).toBeCloseTo(
      1440 / 1280,
      10,
    );
  });
});

function setViewport(width: number, height: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: height });
}

describe('applying the variables', () => {
  const initial = { width: window.innerWidth, height: window.innerHeight };

  afterEach(() => {
    vi.restoreAllMocks();
    setViewport(initial.width, initial.height);
  });

  it('writes the CSS variables', () => {
    const element = document.createElement('div');
    applyScaling(element, { mobile: true, widthRatio: 1.5, heightRatio: 0.5, fontRatio: 1.4 });
    expect(element.style.getPropertyValue('--width-ratio')).toBe('1.5');
    expect(element.style.getPropertyValue('--height-ratio')).toBe('0.5');
    expect(element.style.getPropertyValue('--font-ratio')).toBe('1.4');
  });

  it('updates document.documentElement on resize', () => {
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      callback(0);
      return 0;
    });
    const root = document.documentElement.style;
    setViewport(1280, 720);
    const stop = installScaling(window);
    expect(root.getPropertyValue('--width-ratio')).toBe('1');

    setViewport(375, 667);
    window.dispatchEvent(new Event('resize'));
    expect(root.getPropertyValue('--width-ratio')).toBe('1');
    expect(Number(root.getPropertyValue('--height-ratio'))).toBeCloseTo(
      720 / 667 / (667 / 375),
      10,
    );
    expect(root.getPropertyValue('--font-ratio')).toBe('1.4');
    stop();
  });
});
