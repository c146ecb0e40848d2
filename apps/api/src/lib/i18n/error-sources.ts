import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Calls whose string arguments are messages a client reads (AppError and its helpers). */
const errorMakers = new Set([
  'AppError',
  'notFound',
  'forbidden',
  'conflict',
  'unauthorized',
  'databaseUnavailable',
  'badRequest',
  'challengeRefused',
  'planLimitReached',
]);
/** Zod checks whose last string argument (or `error`/`message` option) is a validation message. */
const zodChecks = new Set([
  'min',
  'max',
  'length',
  'regex',
  'email',
  'url',
  'refine',
  'superRefine',
  'nonempty',
  'uuid',
  'int',
  'positive',
  'nonnegative',
  'startsWith',
  'endsWith',
  'includes',
  'trim',
  'gte',
  'lte',
  'gt',
  'lt',
  'datetime',
  'date',
  'check',
  'iso',
]);

/** Errors thrown by the API, validation messages of the contracts, texts of notifications (title and body). */
export type MessageKind = 'errors' | 'validation' | 'notifications';

/** A message as a pattern: `${…}` and `{…}` both become `{}`, so a template matches its catalogue key. */
export const messageShape = (message: string) => message.replace(/\{[^{}]*\}/g, '{}');

function templateShape(node: ts.TemplateExpression): string {
  return node.head.text + node.templateSpans.map((span) => `{}${span.literal.text}`).join('');
}

function messageOf(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return templateShape(node);
  if (ts.isParenthesizedExpression(node)) return messageOf(node.expression);
  if (ts.isAsExpression(node)) return messageOf(node.expression);
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const left = messageOf(node.left);
    const right = messageOf(node.right);
    return left !== undefined && right !== undefined ? left + right : undefined;
  }
  return undefined;
}

function calleeName(node: ts.CallExpression | ts.NewExpression): string | undefined {
  const callee = node.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return undefined;
}

function enclosingFunctionName(node: ts.Node): string | undefined {
  for (let current = node.parent; current; current = current.parent) {
    if (ts.isFunctionDeclaration(current)) return current.name?.text;
    if (
      (ts.isArrowFunction(current) || ts.isFunctionExpression(current)) &&
      ts.isVariableDeclaration(current.parent)
    ) {
      return ts.isIdentifier(current.parent.name) ? current.parent.name.text : undefined;
    }
  }
  return undefined;
}

/** Every message a source file hands to clients as an error or validation message, as written. */
export function errorMessagesIn(source: string, fileName: string, kind: MessageKind): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const take = (node: ts.Node | undefined): void => {
    if (!node) return;
    if (ts.isConditionalExpression(node)) {
      take(node.whenTrue);
      take(node.whenFalse);
      return;
    }
    const message = messageOf(node);
    if (message !== undefined && /[a-z]/i.test(message)) found.push(message);
    else if (node && ts.isObjectLiteralExpression(node)) {
      for (const property of node.properties) {
        if (
          ts.isPropertyAssignment(property) &&
          ts.isIdentifier(property.name) &&
          (property.name.text === 'message' || property.name.text === 'error')
        ) {
          take(property.initializer);
        }
      }
    }
  };
  const takeWithFragments = (node: ts.Node): void => {
    take(node);
    const inner = (child: ts.Node): void => {
      if (
        ts.isStringLiteral(child) ||
        ts.isNoSubstitutionTemplateLiteral(child) ||
        ts.isTemplateExpression(child)
      ) {
        take(child);
      }
      ts.forEachChild(child, inner);
    };
    if (ts.isTemplateExpression(node)) node.templateSpans.forEach((span) => inner(span.expression));
    else if (ts.isConditionalExpression(node))
      [node.whenTrue, node.whenFalse].forEach((branch) => takeWithFragments(branch));
  };
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
      const name = calleeName(node);
      const args = node.arguments ?? [];
      if (kind === 'errors' && name && errorMakers.has(name)) {
        args.forEach(take);
      } else if (kind === 'validation' && name && zodChecks.has(name)) {
        take(args[args.length - 1]);
        if (args.length > 1) take(args[args.length - 2]);
      } else if (kind === 'validation' && ts.isCallExpression(node) && name === 'addIssue') {
        take(args[0]);
      }
    }
    // A notification's title and body, and the sentences a template picks between inside them.
    if (
      kind === 'notifications' &&
      ts.isPropertyAssignment(node) &&
      ts.isIdentifier(node.name) &&
      (node.name.text === 'title' || node.name.text === 'body')
    ) {
      takeWithFragments(node.initializer);
    }
    // Messages built before they are thrown: `const message = …`, `why`, `refusal`, and `…Message()` helpers.
    if (
      kind === 'errors' &&
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      /^(message|why|refusal|sessionAhead)$|Message$/.test(node.name.text)
    ) {
      if (node.initializer && !ts.isArrowFunction(node.initializer)) take(node.initializer);
    }
    if (kind === 'errors' && ts.isReturnStatement(node) && node.expression) {
      const owner = enclosingFunctionName(node);
      if (owner && /Message$/.test(owner)) take(node.expression);
    }
    if (
      kind === 'validation' &&
      ts.isPropertyAssignment(node) &&
      ts.isIdentifier(node.name) &&
      node.name.text === 'message' &&
      ts.isObjectLiteralExpression(node.parent) &&
      node.parent.properties.some(
        (property) =>
          ts.isPropertyAssignment(property) &&
          ts.isIdentifier(property.name) &&
          property.name.text === 'code',
      )
    ) {
      take(node.initializer);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return [...new Set(found)];
}

const mayHold: Record<MessageKind, RegExp> = {
  errors: new RegExp(`\\b(${[...errorMakers].join('|')})\\(|Message\\b|\\b(message|why|refusal)\\b`),
  validation: /\b(z\.|addIssue|message:|error:)/,
  notifications: /\b(title|body):/,
};

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !/\.test(-helper)?\.ts$|\.test-helper\.ts$|\.d\.ts$/.test(entry.name)
      ? [full]
      : [];
  });
}

/** The messages of every source file under the folders, with the files that use each. */
export function errorMessagesUnder(folders: readonly string[], kind: MessageKind): Map<string, string[]> {
  const messages = new Map<string, string[]>();
  for (const file of folders.flatMap(sourceFiles)) {
    const source = readFileSync(file, 'utf8');
    // Parsing is the slow part: skip files that cannot hold a message of this kind.
    if (!mayHold[kind].test(source)) continue;
    for (const message of errorMessagesIn(source, file, kind)) {
      messages.set(message, [...(messages.get(message) ?? []), file]);
    }
  }
  return messages;
}
