import { z } from 'zod';
import { nodeNameSchema } from './schemas.ts';

/**
 * Routes through deeper trees (ADR 218): a branch tells its trunk every node beneath it, so the trunk
 * reaches a branch of its branch through it.
 */

/** The most nodes one branch may announce beneath it: a tree of a few thousand installs, with room. */
export const announcedNodesLimit = 5000;

/**
 * Node to node: every node beneath the sending branch (its own branches and what they announced), the whole
 * list each time, so that sending it again changes nothing and a list sent after a missed one repairs it.
 */
export const nodeRoutesSchema = z.object({
  nodes: z.array(nodeNameSchema).max(announcedNodesLimit),
});

/**
 * Node to node: the trunk's name, and the announced nodes it did not take because it reaches them another way
 * (itself, one of its own links, or a node another branch announced first).
 */
export const nodeRoutesAnswerSchema = z.object({
  node: nodeNameSchema,
  refused: z.array(nodeNameSchema),
});
export type NodeRoutesAnswer = z.infer<typeof nodeRoutesAnswerSchema>;
