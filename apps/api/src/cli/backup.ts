// Usage: npm -w @skillswap/api run backup -- <new-folder>   (the embedded database; PostgreSQL: see docs/operations.md "Backups")
import { loadConfig } from '../config.ts';
import { backUpEmbedded } from '../db/embedded-backup.ts';
import { runFileCommand } from './run-file-command.ts';

await runFileCommand('backup <new-folder>', (target) => backUpEmbedded(loadConfig(), target));
