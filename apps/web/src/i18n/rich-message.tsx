import { Fragment, type ReactNode } from 'react';
import type { MessageValues } from '@skillswap/contracts/shared/i18n';
import type { Translate } from '@/i18n/i18n-context.ts';

/**
 * A catalogue message with elements in it, in the order the language puts them: `{balance}` in
 * "Balance {balance}, of which {held} …" becomes the element given for `balance`. Translators move the
 * placeholders; the elements (bold figures, links) stay the code's.
 */
export function RichMessage({
  t,
  messageKey,
  elements,
  values,
}: {
  t: Translate;
  messageKey: string;
  elements: Record<string, ReactNode>;
  /** Plain values the message chooses by, such as the count of a `plural` ("1 swap", "3 swaps"). */
  values?: MessageValues;
}) {
  // Each placeholder is given back to the message as itself, then the text is cut at the placeholders.
  const placeholders = Object.fromEntries(Object.keys(elements).map((name) => [name, `{${name}}`]));
  const parts = t(messageKey, { ...values, ...placeholders }).split(/(\{\w+\})/);
  return (
    <>
      {parts.map((part, index) => {
        const name = /^\{(\w+)\}$/.exec(part)?.[1];
        return <Fragment key={index}>{name && name in elements ? elements[name] : part}</Fragment>;
      })}
    </>
  );
}
