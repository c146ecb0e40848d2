// The live event stream (ADR 65). No schema library here: the web app's live client imports this file.

/**
 * Comment lines keep idle streams open through proxies; a client that hears nothing for longer reconnects.
 */
export const liveHeartbeatMs = 20_000;
