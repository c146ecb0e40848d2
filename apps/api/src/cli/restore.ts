// Usage: DATA_DIR=<new-folder> npm -w @skillswap/api run restore -- <backup-folder>   (the embedded database)
import { loadConfig } from '../config.ts';
import { restoreEmbedded } from '../db/embedded-backup.ts';
import { runFileCommand } from './run-file-command.ts';

await runFileCommand('restore <backup-folder>', (source) => restoreEmbedded(loadConfig(), source));
