import { Collapsible as CollapsiblePrimitive } from 'radix-ui';

/**
 * A disclosure: the trigger carries aria-expanded and aria-controls pointing at the content.
 * Used for the mobile menu and anything that shows or hides a region in place.
 */
export const Collapsible = CollapsiblePrimitive.Root;
export const CollapsibleTrigger = CollapsiblePrimitive.Trigger;
export const CollapsibleContent = CollapsiblePrimitive.Content;
