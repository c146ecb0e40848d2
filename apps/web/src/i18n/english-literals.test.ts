import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every .tsx file under apps/web/src writes its text through t() (ADR 102, ADR 139): this test fails on
 * English words in JSX text or in the attributes people read. A new .tsx file is checked from the start.
 */

/** Every component of the web app: .tsx files under src, tests aside. */
function componentFiles(sourceDir: string): string[] {
  return readdirSync(sourceDir, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'))
    .sort();
}

/** Attributes whose text people read or hear. */
const readAttributes = new Set([
  'aria-label',
  'title',
  'placeholder',
  'alt',
  'label',
  'description',
  'eyebrow',
]);
/** Words that are the same in every language: the brand. */
const untranslatable = /^(SkillSwap|SkillCoin)$/;

/** English-looking text in JSX of one file: JSX text with a letter, and string literals in read attributes. */
function findLiterals(source: string, fileName: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) {
      const text = node.getText().trim();
      if (/\p{L}/u.test(text) && !untranslatable.test(text)) found.push(text);
    } else if (ts.isJsxAttribute(node) && readAttributes.has(node.name.getText())) {
      const value = node.initializer;
      const literal =
        value && ts.isStringLiteral(value)
          ? value.text
          : value && ts.isJsxExpression(value) && value.expression && ts.isStringLiteralLike(value.expression)
            ? value.expression.text
            : undefined;
      if (literal !== undefined && /\p{L}/u.test(literal) && !untranslatable.test(literal))
        found.push(literal);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('text outside the catalogues', () => {
  const sourceDir = path.join(import.meta.dirname, '..');
  const components = componentFiles(sourceDir);
  const literalsOf = (component: string) =>
    findLiterals(readFileSync(path.join(sourceDir, component), 'utf8'), component);

  for (const component of components) {
    it(`${component} writes no text outside the catalogues`, () => {
      expect(literalsOf(component)).toEqual([]);
    });
  }

  it('checks the whole app, the console included', () => {
    expect(components.length).toBeGreaterThan(250);
    expect(components).toContain('features/console/pages/reports-page.tsx');
  });

  it('catches the text it is meant to catch', () => {
    const sample = `export const A = () => <p aria-label="Close">Hello <b>{t('x')}</b> SkillSwap</p>;`;
    expect(findLiterals(sample, 'sample.tsx')).toEqual(['Close', 'Hello']);
  });
});
