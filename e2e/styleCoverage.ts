import type { Page } from '@playwright/test';

/** A visible element whose class no loaded stylesheet defines. */
export interface UnstyledClass {
  className: string;
  element: string;
}

/**
 * Class names that are markers, not styles: react-aria's default class names (it adds them when a
 * component gets no className of its own) and the state classes react-router's NavLink adds.
 */
const MARKER_CLASSES = /^(react-aria-.+|active|pending|transitioning)$/;

/**
 * The classes of visible elements that no loaded stylesheet mentions. A production build that loses
 * a chunk's CSS leaves exactly this behind (decision record 011), while every story stays green
 * because Storybook loads every style.
 */
export function findUnstyledClasses(page: Page): Promise<UnstyledClass[]> {
  return page.evaluate((markerSource) => {
    const marker = new RegExp(markerSource);
    const defined = new Set<string>();
    const collect = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule) {
          for (const match of rule.selectorText.matchAll(/\.((?:\\.|[\w-])+)/g)) {
            defined.add((match[1] ?? '').replace(/\\(.)/g, '$1'));
          }
        }
        if ('cssRules' in rule) collect((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) collect(sheet.cssRules);

    const unstyled = new Map<string, string>();
    for (const element of Array.from(document.querySelectorAll('[class]'))) {
      if (!element.checkVisibility()) continue;
      for (const className of Array.from(element.classList)) {
        if (defined.has(className) || marker.test(className) || unstyled.has(className)) continue;
        const text = (element.textContent ?? '').trim().slice(0, 40);
        unstyled.set(className, `<${element.tagName.toLowerCase()}>${text}`);
      }
    }
    return [...unstyled].map(([className, element]) => ({ className, element }));
  }, MARKER_CLASSES.source);
}

/**
 * Custom properties that loaded stylesheets read (`var(--x)`) and none defines. A style file that
 * reaches the theme contract through another copy of it (the library's dist/ instead of its source)
 * gets other variable names than the theme the app defines: every class is there, and every
 * spacing, colour and width in it is empty (decision record 011).
 */
export function findUndefinedVariables(page: Page): Promise<string[]> {
  return page.evaluate((setAtRunTime) => {
    const defined = new Set<string>();
    const used = new Set<string>();
    const collect = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if ('style' in rule) {
          const style = (rule as CSSStyleRule).style;
          for (const name of Array.from(style)) if (name.startsWith('--')) defined.add(name);
          for (const match of style.cssText.matchAll(/var\(\s*(--[\w-]+)/g)) used.add(match[1] ?? '');
        }
        if ('cssRules' in rule) collect((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) collect(sheet.cssRules);
    for (const name of Array.from(document.documentElement.style)) if (name.startsWith('--')) defined.add(name);
    return [...used].filter((name) => !defined.has(name) && !setAtRunTime.includes(name)).sort();
  }, SET_AT_RUN_TIME);
}

/** Properties a component sets on its element when it opens (react-aria's popover: its trigger's width). */
const SET_AT_RUN_TIME = ['--trigger-width'];
