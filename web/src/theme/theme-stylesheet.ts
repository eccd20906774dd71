/**
 * The theme's CSS variables (both colour schemes) as one stylesheet, written into index.html by the
 * build (vite.config.ts, `themeVariablesInHtml`). MUI's ThemeProvider would otherwise build the same
 * sheet in the browser on every page load: about 23 KB of CSS serialized by emotion and parsed by
 * stylis in one commit, some 100 ms of a phone's main thread under Lighthouse's 4x slower CPU
 * (docs/decisions.md, "The theme's variables in index.html").
 */

/** One rule of `theme.generateStyleSheets()`: a selector and its declarations. */
type StyleSheet = Record<string, Record<string, unknown>>;

/** `colorScheme` -> `color-scheme`; a custom property (`--mui-…`) stays as it is. */
const propertyName = (key: string) =>
  key.startsWith('--') ? key : key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

function declarations(selector: string, body: Record<string, unknown>): string {
  return Object.entries(body)
    .map(([key, value]) => {
      if (typeof value !== 'string' && typeof value !== 'number') {
        // MUI's class selector gives flat rules; anything nested (a media query) would need a CSS
        // serializer, so a theme that produces one fails the build instead of losing the rule.
        throw new Error(`themeStyleSheet: ${selector} { ${key} } is not a plain value.`);
      }
      return `${propertyName(key)}:${value};`;
    })
    .join('');
}

/** The CSS of `sheets` (what `theme.generateStyleSheets()` answers), in their order. */
export function themeStyleSheet(sheets: readonly StyleSheet[]): string {
  return sheets
    .flatMap((sheet) => Object.entries(sheet).map(([selector, body]) => `${selector}{${declarations(selector, body)}}`))
    .join('\n');
}
