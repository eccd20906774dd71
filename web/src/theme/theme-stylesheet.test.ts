import { describe, expect, it } from 'vitest';
import { theme } from './theme.ts';
import { themeStyleSheet } from './theme-stylesheet.ts';

const sheets = () => theme.generateStyleSheets?.() ?? [];

describe('the theme variables written into index.html', () => {
  it('declares every variable MUI would, for each scheme, under its selector', () => {
    const css = themeStyleSheet(sheets());
    let declared = 0;
    for (const sheet of sheets()) {
      for (const [selector, body] of Object.entries(sheet)) {
        const rule = css.split('\n').find((line) => line.startsWith(`${selector}{`));
        expect(rule, selector).toBeDefined();
        for (const [name, value] of Object.entries(body)) {
          if (!name.startsWith('--')) continue;
          expect(rule).toContain(`${name}:${value};`);
          declared++;
        }
      }
    }
    expect(declared).toBeGreaterThan(300);
  });

  it('switches the schemes by the class on <html>: light by default, dark under .dark', () => {
    const css = themeStyleSheet(sheets());
    expect(css).toMatch(/^:root, \.light\{color-scheme:light;.*--mui-palette-primary-main:#1976d2;/m);
    expect(css).toMatch(/^\.dark\{color-scheme:dark;.*--mui-palette-background-default:#0b1020;/m);
  });

  it('refuses a nested rule rather than dropping it', () => {
    expect(() => themeStyleSheet([{ ':root': { '@media print': { color: 'black' } } }])).toThrow(/not a plain value/);
  });
});
