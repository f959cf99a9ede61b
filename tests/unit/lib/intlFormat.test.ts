import { describe, expect, it, vi } from 'vitest';
import { dateTimeFormat, numberFormat, warmNumberFormat } from '@src/lib/intlFormat';

describe('shared Intl.NumberFormat instances', () => {
  it('reuses one instance per locale and options, and formats as a fresh one would', () => {
    const a = numberFormat('es', { maximumFractionDigits: 1 });
    expect(numberFormat('es', { maximumFractionDigits: 1 })).toBe(a);
    expect(numberFormat('en', { maximumFractionDigits: 1 })).not.toBe(a);
    expect(numberFormat('es', { maximumFractionDigits: 2 })).not.toBe(a);
    expect(a.format(1234.56)).toBe(new Intl.NumberFormat('es', { maximumFractionDigits: 1 }).format(1234.56));
    expect(numberFormat('zh', { notation: 'compact' }).format(250000)).toBe('25万');
  });
});

describe('shared Intl.DateTimeFormat instances', () => {
  it('reuses one instance per locale and options, and formats as a fresh one would', () => {
    const options: Intl.DateTimeFormatOptions = { dateStyle: 'full', timeZone: 'UTC' };
    const a = dateTimeFormat('es', options);
    expect(dateTimeFormat('es', { dateStyle: 'full', timeZone: 'UTC' })).toBe(a);
    expect(dateTimeFormat('es', { dateStyle: 'long', timeZone: 'UTC' })).not.toBe(a);
    expect(a.format(new Date(Date.UTC(2024, 1, 29)))).toBe(new Intl.DateTimeFormat('es', options).format(new Date(Date.UTC(2024, 1, 29))));
  });

  it('throws for an unknown time zone, as the constructor does, and keeps nothing', () => {
    expect(() => dateTimeFormat('en', { timeZone: 'Mars/Olympus' })).toThrow(RangeError);
    expect(() => dateTimeFormat('en', { timeZone: 'Mars/Olympus' })).toThrow(RangeError);
  });
});

describe('warming a format ahead of need', () => {
  it('builds it once, later, and the next use takes that one; cancel stops it', () => {
    vi.useFakeTimers();
    const built = vi.spyOn(Intl, 'NumberFormat');
    try {
      const cancel = warmNumberFormat('fr', { maximumFractionDigits: 3 });
      warmNumberFormat('de', { maximumFractionDigits: 3 });
      expect(built).not.toHaveBeenCalled();
      cancel();
      vi.runAllTimers();
      expect(built).toHaveBeenCalledTimes(1);
      numberFormat('de', { maximumFractionDigits: 3 });
      expect(built).toHaveBeenCalledTimes(1);
      numberFormat('fr', { maximumFractionDigits: 3 });
      expect(built).toHaveBeenCalledTimes(2);
    } finally {
      built.mockRestore();
      vi.useRealTimers();
    }
  });
});
